import ArgumentParser
import Foundation
import Lottie

/// One `--slot ID=VALUE` option: a slot id and its value as written, read once the slot's
/// type is known (`LottieSlotValue(parsing:for:)`).
struct SlotAssignment: ExpressibleByArgument {
    var id: String
    var value: String

    init?(argument: String) {
        // Ids never contain `=`, texts might: split at the first one.
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        id = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }
}

/// `--slot ID=VALUE` (repeatable): slot values from the command line.
struct SlotOptions: ParsableArguments {
    @Option(
        name: .customLong("slot"),
        help: ArgumentHelp(
            "Set slot ID of the animation (see `info`) to VALUE (repeatable): a colour #rrggbb[aa] or r,g,b[,a], a number, a point x,y, "
                + "gradient stops 'offset:#rrggbb ...', a text, or an image path (found like the animation's other images, inside its "
                + "folder or archive). An unknown slot or a value of another type exits 64.",
            valueName: "id=value"))
    var assignments: [SlotAssignment] = []

    /// `animation` with the slot values set (see ``values(for:)``).
    func apply(to animation: LottieAnimation) throws -> LottieAnimation {
        let values = try values(for: animation)
        do {
            return try animation.settingSlotValues(values)
        } catch {
            throw Self.usageError("--slot: \(error)")
        }
    }

    /// The values given, read for `animation`'s slots; an unknown id or a value that does
    /// not fit its slot is a usage error (exit 64) naming the slot.
    func values(for animation: LottieAnimation) throws -> [String: LottieSlotValue] {
        guard !assignments.isEmpty else { return [:] }
        let slots = animation.slots
        let kinds = Dictionary(slots.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        var values: [String: LottieSlotValue] = [:]
        for assignment in assignments {
            guard let kind = kinds[assignment.id] else {
                let known = slots.isEmpty ? "the animation has no slots" : "available: " + slots.map(\.id).joined(separator: ", ")
                throw Self.usageError("--slot \(assignment.id)=…: no slot '\(assignment.id)'; \(known)")
            }
            guard let value = LottieSlotValue(parsing: assignment.value, for: kind) else {
                throw Self.usageError(
                    "--slot \(assignment.id)=\(assignment.value.messageText(limit: 40)): slot '\(assignment.id)' is a \(kind.rawValue) slot; expected \(Self.notation(kind))"
                )
            }
            values[assignment.id] = value
        }
        return values
    }

    /// The slot values that fit `animation`, the others left out (for the other files a player plays).
    func applyWhereFitting(to animation: LottieAnimation) -> LottieAnimation {
        guard !assignments.isEmpty else { return animation }
        let kinds = Dictionary(animation.slots.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        var values: [String: LottieSlotValue] = [:]
        for assignment in assignments {
            if let kind = kinds[assignment.id], let value = LottieSlotValue(parsing: assignment.value, for: kind) { values[assignment.id] = value }
        }
        return (try? animation.settingSlotValues(values)) ?? animation
    }

    /// Exit 64 when an image slot set here names an image `renderer` could not load (not
    /// found, or outside the animation's folder), with the loader's reason.
    func checkImages(of renderer: LottieFrameRenderer) throws {
        let set = Set(assignments.map(\.id))
        for slot in renderer.animation.slots where slot.kind == .image && set.contains(slot.id) {
            if let problem = renderer.imageDiagnostics.first(where: { slot.paths.contains($0.path) }) {
                throw Self.usageError("--slot \(slot.id)=\(slot.value.map(String.init(describing:)) ?? ""): \(problem.message)")
            }
        }
    }

    private static func notation(_ kind: SlotKind) -> String {
        switch kind {
        case .color: "a colour, #rrggbb[aa] or r,g,b[,a]"
        case .scalar: "a number"
        case .vector, .position: "a point, x,y"
        case .gradient: "gradient stops, offset:#rrggbb[aa] separated by spaces (offsets 0 to 1)"
        case .text: "a text"
        case .image: "an image path"
        }
    }

    private static func usageError(_ message: String) -> ExitCode {
        ValueAssignments.usageError(message)
    }
}

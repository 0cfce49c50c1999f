import ArgumentParser
import Foundation
import Lottie

/// One `--set KEYPATH=VALUE` option: a keypath pattern and a value written as `#rrggbb[aa]`
/// or `r,g,b[,a]` (a colour; components 0–1, or 0–255 when one exceeds 1), a number,
/// or `x,y` / `w,h` (a point or a size).
struct ValueAssignment: ExpressibleByArgument {
    /// The value as written, before it is matched to a property kind.
    enum Value: Equatable {
        case color(Color)
        case number(Double)
        case pair(Double, Double)
    }

    var keypath: AnimationKeypath
    var value: Value
    /// The option as written, for messages.
    var text: String

    init?(argument: String) {
        // Values never contain `=`, keypaths might: split at the last one.
        guard let equals = argument.lastIndex(of: "="), let value = Self.parse(String(argument[argument.index(after: equals)...]))
        else { return nil }
        let keypath = String(argument[..<equals])
        guard !keypath.isEmpty else { return nil }
        self.keypath = AnimationKeypath(keypath: keypath)
        self.value = value
        self.text = argument
    }

    static func parse(_ text: String) -> Value? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") { return ColorArgument.parse(text).map(Value.color) }
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard numbers.allSatisfy({ $0?.isFinite ?? false }) else { return nil }
        let values = numbers.compactMap { $0 }
        switch values.count {
        case 1: return .number(values[0])
        case 2: return .pair(values[0], values[1])
        case 3, 4:
            let scale = values.contains { $0 > 1 } ? 1.0 / 255 : 1
            return .color(Color(
                r: values[0] * scale, g: values[1] * scale, b: values[2] * scale,
                a: values.count == 4 ? values[3] * scale : 1))
        default: return nil
        }
    }

    /// A provider for properties of `kinds` (the kinds the keypath matched), or nil when
    /// the value fits none of them.
    func provider(for kinds: Set<KeypathValue.Kind>) -> (any AnyValueProvider)? {
        switch value {
        case .color(let color) where kinds.contains(.color): ColorValueProvider(color)
        case .number(let number) where kinds.contains(.number): FloatValueProvider(number)
        case .pair(let x, let y) where kinds.contains(.point): PointValueProvider(Vector2(x, y))
        case .pair(let w, let h) where kinds.contains(.size): SizeValueProvider(Vector2(w, h))
        default: nil
        }
    }

    var kindDescription: String {
        switch value {
        case .color: "a colour"
        case .number: "a number"
        case .pair: "a point or size"
        }
    }
}

/// Applying `--set` options to a renderer (shared by the subcommands that draw).
enum ValueAssignments {
    /// Sets a provider for each assignment, in order. A keypath that matches no property, or
    /// only properties of another kind, is a usage error (exit 64) naming the closest keypaths.
    static func apply(_ assignments: [ValueAssignment], to renderer: LottieFrameRenderer) throws {
        for assignment in assignments {
            let matched = renderer.keypathTree.properties(matching: assignment.keypath)
            guard !matched.isEmpty else {
                let closest = renderer.keypathTree.closestKeypaths(to: assignment.keypath)
                throw usageError("--set \(assignment.text): no property matches \(assignment.keypath)"
                    + (closest.isEmpty ? "" : "; closest: " + closest.joined(separator: ", ")))
            }
            let kinds = Set(matched.map(\.valueKind))
            guard let provider = assignment.provider(for: kinds) else {
                throw usageError("--set \(assignment.text): the value is \(assignment.kindDescription), but \(assignment.keypath) matches "
                    + kinds.map(\.rawValue).sorted().joined(separator: ", ") + " properties")
            }
            renderer.setValueProvider(provider, keypath: assignment.keypath)
        }
    }

    /// Prints `message` to stderr and returns the usage-error exit code.
    private static func usageError(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("lottie-term: \(message)\n".utf8))
        return ExitCode(64)
    }
}

import ArgumentParser
import Foundation
import Lottie
import LottieCore

/// One `--set KEYPATH=VALUE` option: a keypath pattern and a value written as `#rrggbb[aa]`
/// or `r,g,b[,a]` (a colour; components 0–1, or 0–255 when one exceeds 1), a number,
/// or `x,y` / `w,h` (a point or a size).
struct ValueAssignment: ExpressibleByArgument {
    var keypath: AnimationKeypath
    var value: ValueLiteral
    /// The option as written, for messages.
    var text: String
    /// The keypath and the value as written (what the player sets again after a reload).
    var written: (keypath: String, value: String)

    init?(argument: String) {
        // Values never contain `=`, keypaths might: split at the last one.
        guard let equals = argument.lastIndex(of: "=") else { return nil }
        let written = (keypath: String(argument[..<equals]), value: String(argument[argument.index(after: equals)...]))
        guard let value = ValueLiteral(parsing: written.value), !written.keypath.isEmpty else { return nil }
        self.keypath = AnimationKeypath(keypath: written.keypath)
        self.value = value
        self.text = argument
        self.written = written
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
                throw usageError(
                    "--set \(assignment.text): no property matches \(assignment.keypath)"
                        + (closest.isEmpty ? "" : "; closest: " + closest.joined(separator: ", ")))
            }
            let kinds = Set(matched.map(\.valueKind))
            guard let provider = assignment.value.provider(for: kinds) else {
                throw usageError(
                    "--set \(assignment.text): the value is \(assignment.value.kindDescription), but \(assignment.keypath) matches "
                        + kinds.map(\.rawValue).sorted().joined(separator: ", ") + " properties")
            }
            renderer.setValueProvider(provider, keypath: assignment.keypath)
        }
    }

    /// Prints `message` to stderr and returns the usage-error exit code.
    static func usageError(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("lottie-term: \(message)\n".utf8))
        return ExitCode(64)
    }
}

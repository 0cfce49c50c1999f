/// A terminal that cannot be used: not a TTY, or a curses call that failed (with its name).
package struct TerminalError: Error, CustomStringConvertible, Sendable {
    package enum Code: Sendable {
        case notATerminal
        case cursesFailure
    }

    package let code: Code
    package let function: String
    package let message: String

    package var description: String { message }

    static func notATerminal(_ stream: String) -> TerminalError {
        TerminalError(
            code: .notATerminal, function: "isatty",
            message: "\(stream) is not a terminal: the player needs one "
                + "(use `lottie-term render FILE --format ansi` for pipes and scripts)")
    }

    static func failed(_ function: String, _ detail: String = "") -> TerminalError {
        TerminalError(
            code: .cursesFailure, function: function,
            message: "\(function) failed\(detail.isEmpty ? "" : ": \(detail)")")
    }
}

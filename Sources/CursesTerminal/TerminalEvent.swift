/// What the terminal reports: keys, mouse, resizes, signals and the end of input.
public enum TerminalEvent: Equatable, Sendable {
    case key(TerminalKey)
    case mouse(MouseEvent)
    /// The window changed size; read `CursesTerminal.size`.
    case resize
    /// SIGINT, SIGTERM or SIGHUP arrived (the signal number).
    case signal(Int32)
    /// The process was continued after a suspend (Ctrl-Z); everything was redrawn.
    case continued
    /// Standard input ended or hung up.
    case endOfInput
    /// Nothing happened before the timeout.
    case timeout
}

/// A key press.
public enum TerminalKey: Equatable, Sendable {
    case character(Character)
    case left, right, up, down
    case shiftLeft, shiftRight
    case pageUp, pageDown
    case home, end
    case enter, escape, backspace, tab
    case controlC
    case function(Int)
}

/// A button-1 mouse event at a screen cell.
public struct MouseEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case press, drag, release
    }

    public var kind: Kind
    public var column: Int
    public var row: Int
}

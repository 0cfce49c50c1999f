/// What the terminal reports: keys, mouse, resizes, signals and the end of input.
package enum TerminalEvent: Equatable, Sendable {
    case key(TerminalKey)
    case mouse(MouseEvent)
    /// The window changed size; read `CursesTerminal.size`.
    case resize
    /// SIGINT, SIGTERM or SIGHUP arrived (the signal number).
    case signal(Int32)
    /// The process was continued after a suspend (Ctrl-Z); the next draw paints every cell.
    case continued
    /// Text pasted with bracketed paste (at most 4096 characters).
    case paste(String)
    /// Standard input ended or hung up.
    case endOfInput
    /// Nothing happened before the timeout.
    case timeout
    /// The descriptor given to `CursesTerminal.nextEvent(timeoutMilliseconds:alsoWaitingFor:)`
    /// can be read (a file watcher has news).
    case readable
}

/// A key press.
package enum TerminalKey: Equatable, Sendable {
    case character(Character)
    case left, right, up, down
    case shiftLeft, shiftRight
    case pageUp, pageDown
    case home, end
    case enter, escape, backspace, tab
    case controlC
    /// Ctrl and a letter (other than C, which is `controlC`): `control("l")` for Ctrl-L.
    case control(Character)
    case function(Int)
}

/// A button-1 or wheel mouse event at a screen cell.
package struct MouseEvent: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case press, drag, release, wheelUp, wheelDown
        /// A motion with no button down (reported only when asked, for hover).
        case move
        /// The wheel with Ctrl held.
        case controlWheelUp, controlWheelDown
    }

    package var kind: Kind
    package var column: Int
    package var row: Int
}

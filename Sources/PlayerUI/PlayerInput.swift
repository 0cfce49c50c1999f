/// What the player reacts to: keys, mouse events on the screen, and resizes. The terminal
/// adapter translates its own events into these.
public enum PlayerInput: Hashable, Sendable {
    /// A printable key (`" "`, `"q"`, `"["`, digits, …).
    case character(Character)
    case left, right, up, down
    case shiftLeft, shiftRight
    case pageUp, pageDown
    case home, end
    case enter, escape, backspace, tab
    /// Ctrl-C read as a key (when the terminal does not turn it into SIGINT).
    case interrupt
    /// A mouse press or drag with button 1 at a screen cell.
    case mousePress(column: Int, row: Int)
    case mouseDrag(column: Int, row: Int)
    case mouseRelease(column: Int, row: Int)
}

/// What the driver should do after an input.
public enum PlayerCommand: Equatable, Sendable {
    case keepRunning
    case quit
}

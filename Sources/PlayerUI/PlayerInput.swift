/// What the player reacts to: keys, mouse events on the screen, and resizes. The terminal
/// adapter translates its own events into these.
package enum PlayerInput: Hashable, Sendable {
    /// A printable key (`" "`, `"q"`, `"["`, digits, …).
    case character(Character)
    case left, right, up, down
    case shiftLeft, shiftRight
    case pageUp, pageDown
    case home, end
    case enter, escape, backspace, tab
    /// Ctrl-C read as a key (when the terminal does not turn it into SIGINT).
    case interrupt
    /// Ctrl and a letter other than C (`control("l")`: Ctrl-L).
    case control(Character)
    /// Text pasted with bracketed paste.
    case paste(String)
    /// A mouse press or drag with button 1 at a screen cell.
    case mousePress(column: Int, row: Int)
    case mouseDrag(column: Int, row: Int)
    case mouseRelease(column: Int, row: Int)
    /// The mouse moved with no button pressed (reported while a state machine runs).
    case mouseMove(column: Int, row: Int)
    /// The mouse wheel turned up (away from the user) or down.
    case wheelUp(column: Int, row: Int)
    case wheelDown(column: Int, row: Int)
    /// The wheel with Ctrl held.
    case controlWheelUp(column: Int, row: Int)
    case controlWheelDown(column: Int, row: Int)
}

/// What the driver should do after an input.
package enum PlayerCommand: Hashable, Sendable {
    case keepRunning
    case quit
    /// Repaint every cell from scratch (Ctrl-L).
    case redraw
    /// Open the file at this path instead (a pasted path).
    case open(String)
    /// Play the file at this path, a path relative to the folder the player started in,
    /// adding it to the list of files (the browser's Enter).
    case play(String)
    /// Play the next (+1) or previous (-1) file of the list.
    case step(Int)
    /// Play another animation of the `.lottie`, or apply another of its themes (nil: the
    /// animation's own initial theme).
    case container(animation: String, theme: String?)
}

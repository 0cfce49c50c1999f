import CNcursesw

/// Maps curses key codes and characters to `TerminalKey`s.
struct KeyDecoder: Sendable {
    /// Key codes defined for the bracketed-paste markers (`ESC [ 200 ~`, `ESC [ 201 ~`).
    static let pasteStart = KEY_MAX + 1
    static let pasteEnd = KEY_MAX + 2

    func functionKey(_ code: Int32) -> TerminalKey? {
        switch code {
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_SLEFT: .shiftLeft
        case KEY_SRIGHT: .shiftRight
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        default: (1...12).first { cnc_key_f(Int32($0)) == code }.map { .function($0) }
        }
    }

    /// Control characters other than Tab, Enter, Backspace, Escape and Ctrl-C become
    /// `.control` with their letter (12 → `l` for Ctrl-L).
    func character(_ value: UInt32) -> TerminalKey? {
        switch value {
        case 3: return .controlC
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return Unicode.Scalar(value + 96).map { .control(Character($0)) }
        case 0..<32: return nil
        default: return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }
}

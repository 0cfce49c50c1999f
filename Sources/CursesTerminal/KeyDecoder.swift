import CNcursesw

/// Maps curses key codes and characters to `TerminalKey`s.
struct KeyDecoder: Sendable {
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

    func character(_ value: UInt32) -> TerminalKey? {
        switch value {
        case 3: return .controlC
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 0..<32: return nil
        default: return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }
}

import CellEncoder
import CursesTerminal

/// The colour modes a curses terminal can show, and the one to start with.
enum TerminalColors {
    @MainActor
    static func modes(terminal: CursesTerminal, environment: [String: String]) -> (preferred: ColorMode, available: [ColorMode]) {
        var available: [ColorMode] = []
        if terminal.hasDirectColor { available.append(.trueColor) }
        if terminal.colors >= 256 { available.append(.palette256) }
        if terminal.colors >= 8 { available.append(.palette16) }
        available.append(.monochrome)
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return (.monochrome, available) }
        return (available[0], available)
    }
}

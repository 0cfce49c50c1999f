import CellEncoder
import CursesTerminal

/// The colour modes a curses terminal can show, and the one to start with.
enum TerminalColors {
    /// Detection follows `ColorMode.detect` (NO_COLOR, COLORTERM, terminfo); the modes `c`
    /// cycles through are those the terminal can show, down to monochrome.
    @MainActor
    static func modes(terminal: CursesTerminal, environment: [String: String]) -> (preferred: ColorMode, available: [ColorMode]) {
        let preferred = ColorMode.detect(
            environment: environment, terminfoColors: terminal.colors, terminfoHasRGB: terminal.hasDirectColor)
        var available: [ColorMode] = []
        if preferred == .trueColor || terminal.hasDirectColor { available.append(.trueColor) }
        if terminal.colors >= 256 { available += [.palette256, .palette240] }
        if terminal.colors >= 8 { available.append(.palette16) }
        available.append(.monochrome)
        return (preferred, available)
    }
}

/// How pixels map to cells.
public enum CellMode: String, CaseIterable, Sendable {
    /// Two pixels per cell, stacked: `▀`/`▄` with two colours (the default).
    case halfBlock = "half"
    /// Eight dots per cell (2 × 4): braille patterns with an ink and a background colour.
    case braille

    /// Pixels per cell horizontally and vertically: 1 × 2 or 2 × 4.
    public var pixelsPerCell: (width: Int, height: Int) {
        switch self {
        case .halfBlock: (1, 2)
        case .braille: (2, 4)
        }
    }
}

/// The colours a terminal can show.
public enum ColorMode: String, CaseIterable, Sendable {
    case trueColor = "truecolor"
    /// The whole xterm palette: the 16 theme colours (at xterm's default values), the 6 × 6 × 6
    /// cube and the grey ramp.
    case palette256 = "256"
    /// The cube and the grey ramp only (16–255): the same on every theme.
    case palette240 = "240"
    /// The 16 theme colours (at xterm's default values).
    case palette16 = "16"
    /// No colours: glyphs in the terminal's own foreground over its background.
    case monochrome = "mono"
}

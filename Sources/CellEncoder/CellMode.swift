/// How pixels map to cells.
public enum CellMode: String, CaseIterable, Sendable {
    /// Two pixels per cell, stacked: `▀`/`▄` with two colours (the default).
    case halfBlock = "half"
    /// Eight dots per cell (2 × 4): braille patterns with one ink colour.
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
    case palette256 = "256"
    case palette16 = "16"
    case monochrome = "mono"
}

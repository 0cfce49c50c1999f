/// How pixels map to cells.
package enum CellMode: String, CaseIterable, Sendable {
    /// Two pixels per cell, stacked: `▀`/`▄` with two colours (the default).
    case halfBlock = "half"
    /// Four pixels per cell (2 × 2): quadrant block elements `▘▝▖▗▚▞▙▛▜▟` and the halves.
    case quadrant
    /// Six pixels per cell (2 × 3): the sextants of Unicode 13 (U+1FB00…) and the half blocks.
    case sextant
    /// Eight pixels per cell (2 × 4): the octants of Unicode 16 (U+1CD00…) and the block
    /// elements with the same shapes.
    case octant
    /// Eight dots per cell (2 × 4): braille patterns with an ink and a background colour.
    case braille

    /// The glyph's pixels per cell horizontally and vertically, each shown in one of the cell's
    /// two colours: 1 × 2, 2 × 2, 2 × 3, 2 × 4 or 2 × 4 dots.
    package var pixelsPerCell: (width: Int, height: Int) {
        switch self {
        case .halfBlock: (1, 2)
        case .quadrant: (2, 2)
        case .sextant: (2, 3)
        case .octant, .braille: (2, 4)
        }
    }

    /// The square pixels per cell a frame is rendered at (before supersampling), for a cell
    /// twice as tall as it is wide. Where the glyph's pixels are not square (quadrants and
    /// sextants), each is the area average of the rendered pixels it covers.
    package var renderedPixelsPerCell: (width: Int, height: Int) {
        switch self {
        case .halfBlock: (1, 2)
        case .quadrant, .sextant, .octant, .braille: (2, 4)
        }
    }

    /// Whether the cells are block elements fitted with two colours over a grid of pixels
    /// (quadrants, sextants, octants).
    var isBlockPattern: Bool {
        switch self {
        case .quadrant, .sextant, .octant: true
        case .halfBlock, .braille: false
        }
    }
}

/// The colours a terminal can show.
package enum ColorMode: String, CaseIterable, Sendable {
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

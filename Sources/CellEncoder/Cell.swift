/// One character cell of a terminal: a glyph with its foreground and background colours.
package struct Cell: Hashable, Sendable {
    /// The glyph; always one terminal column wide (space, half blocks, braille, printable text).
    package var character: Unicode.Scalar
    package var foreground: CellColor
    package var background: CellColor
    package var attributes: CellAttributes

    /// A blank cell showing the terminal's background.
    package static let blank = Cell(character: " ")

    package init(
        character: Unicode.Scalar, foreground: CellColor = .terminalDefault,
        background: CellColor = .terminalDefault, attributes: CellAttributes = []
    ) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

/// Text attributes of a cell (used by the player's chrome; animation cells have none).
package struct CellAttributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let bold = CellAttributes(rawValue: 1 << 0)
    package static let reverse = CellAttributes(rawValue: 1 << 1)
    package static let dim = CellAttributes(rawValue: 1 << 2)
    package static let underline = CellAttributes(rawValue: 1 << 3)
}

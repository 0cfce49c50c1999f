/// One character cell of a terminal: a glyph with its foreground and background colours.
public struct Cell: Hashable, Sendable {
    /// The glyph; always one terminal column wide (space, half blocks, braille, printable text).
    public var character: Unicode.Scalar
    public var foreground: CellColor
    public var background: CellColor
    public var attributes: CellAttributes

    /// A blank cell showing the terminal's background.
    public static let blank = Cell(character: " ")

    public init(
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
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let reverse = CellAttributes(rawValue: 1 << 1)
    public static let dim = CellAttributes(rawValue: 1 << 2)
    public static let underline = CellAttributes(rawValue: 1 << 3)
}

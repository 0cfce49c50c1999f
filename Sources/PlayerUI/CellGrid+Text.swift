import CellEncoder

extension CellGrid {
    /// Writes `text` from (`column`, `row`), one character per cell, clipped to `limit` cells
    /// and the grid. Characters that a terminal might not draw one cell wide become `?`.
    mutating func write(
        _ text: String, column: Int, row: Int, limit: Int = .max, attributes: CellAttributes = [],
        foreground: CellColor = .terminalDefault, background: CellColor = .terminalDefault
    ) {
        var x = column
        for scalar in text.unicodeScalars {
            guard x - column < limit, x < columns else { break }
            self[x, row] = Cell(
                character: Self.narrow(scalar), foreground: foreground, background: background, attributes: attributes)
            x += 1
        }
    }

    /// Fills a rectangle with one cell.
    mutating func fill(_ rect: CellRect, with cell: Cell) {
        for y in rect.row..<(rect.row + rect.rows) {
            for x in rect.column..<(rect.column + rect.columns) { self[x, y] = cell }
        }
    }

    /// Copies `grid` with its top-left corner at (`column`, `row`), clipped.
    mutating func place(_ grid: CellGrid, column: Int, row: Int) {
        for y in 0..<grid.rows {
            for x in 0..<grid.columns { self[column + x, row + y] = grid[x, y] }
        }
    }

    /// Arrows, box drawing, blocks, geometric shapes, braille and bullets: what the player draws.
    private static let knownNarrow: [ClosedRange<UInt32>] = [0x2190...0x21FF, 0x2500...0x25FF, 0x2800...0x28FF, 0x2022...0x2026]

    /// `scalar` when it is printable and one cell wide in every terminal we know, else `?`.
    static func narrow(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return "?" }
        if value < 0x1100 { return scalar }
        return knownNarrow.contains { $0.contains(value) } ? scalar : "?"
    }
}

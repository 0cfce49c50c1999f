extension CellGrid {
    /// This grid with every cell that looks almost like the one at the same place in
    /// `shown` (the same glyph and attributes, each colour within `tolerance` of 255 on every
    /// channel) replaced by that shown cell, so that a terminal is not sent changes no one can
    /// see. With a tolerance of 0, or a `shown` grid of another size, the grid is unchanged.
    ///
    /// The player uses this while playing; when playback stops it draws the exact grid.
    package func settled(toward shown: CellGrid?, tolerance: Int) -> CellGrid {
        guard tolerance > 0, let shown, shown.columns == columns, shown.rows == rows else { return self }
        var result = cells
        for index in cells.indices where cells[index] != shown.cells[index] {
            if Self.isClose(cells[index], shown.cells[index], tolerance: tolerance) { result[index] = shown.cells[index] }
        }
        return CellGrid(columns: columns, rows: rows, cells: result)
    }

    private static func isClose(_ a: Cell, _ b: Cell, tolerance: Int) -> Bool {
        a.character == b.character && a.attributes == b.attributes
            && isClose(a.foreground, b.foreground, tolerance: tolerance)
            && isClose(a.background, b.background, tolerance: tolerance)
    }

    private static func isClose(_ a: CellColor, _ b: CellColor, tolerance: Int) -> Bool {
        guard case .rgb(let r1, let g1, let b1) = a, case .rgb(let r2, let g2, let b2) = b else { return a == b }
        return abs(Int(r1) - Int(r2)) <= tolerance && abs(Int(g1) - Int(g2)) <= tolerance && abs(Int(b1) - Int(b2)) <= tolerance
    }
}

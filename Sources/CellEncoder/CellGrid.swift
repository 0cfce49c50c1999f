/// A rectangle of terminal cells, row-major.
package struct CellGrid: Hashable, Sendable {
    package let columns: Int
    package let rows: Int
    package private(set) var cells: [Cell]

    /// A grid of `filler` cells; negative sizes become 0.
    package init(columns: Int, rows: Int, filler: Cell = .blank) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.cells = [Cell](repeating: filler, count: self.columns * self.rows)
    }

    /// A grid from row-major `cells`; missing cells are blank and extra ones are dropped.
    package init(columns: Int, rows: Int, cells: [Cell]) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let count = self.columns * self.rows
        if cells.count == count {
            self.cells = cells
        } else {
            self.cells = Array(cells.prefix(count)) + [Cell](repeating: .blank, count: max(0, count - cells.count))
        }
    }

    /// The cell at (`column`, `row`); reads outside the grid give a blank cell and writes are ignored.
    package subscript(column: Int, row: Int) -> Cell {
        get {
            guard column >= 0, row >= 0, column < columns, row < rows else { return .blank }
            return cells[row * columns + column]
        }
        set {
            guard column >= 0, row >= 0, column < columns, row < rows else { return }
            cells[row * columns + column] = newValue
        }
    }

    /// The characters of each row, trailing spaces kept (for snapshots and tests).
    package var text: String {
        var lines: [String] = []
        lines.reserveCapacity(rows)
        for row in 0..<rows {
            var line = String.UnicodeScalarView()
            for column in 0..<columns { line.append(cells[row * columns + column].character) }
            lines.append(String(line))
        }
        return lines.joined(separator: "\n")
    }
}

/// A rectangle of cells: zero-based `column` and `row` of its top-left cell, and its size.
package struct CellRect: Hashable, Sendable {
    package var column: Int
    package var row: Int
    package var columns: Int
    package var rows: Int

    /// A rectangle of `columns` × `rows` cells whose top-left cell is at (`column`, `row`);
    /// negative sizes become 0.
    package init(column: Int, row: Int, columns: Int, rows: Int) {
        self.column = column
        self.row = row
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// Whether the rectangle holds no cell.
    package var isEmpty: Bool { columns == 0 || rows == 0 }

    /// Whether the cell at (`column`, `row`) lies inside the rectangle.
    package func contains(column: Int, row: Int) -> Bool {
        column >= self.column && row >= self.row && column - self.column < columns && row - self.row < rows
    }
}

/// A rectangle of terminal cells.
public struct ScreenRect: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public var columns: Int
    public var rows: Int

    public init(column: Int, row: Int, columns: Int, rows: Int) {
        self.column = column
        self.row = row
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    public var isEmpty: Bool { columns == 0 || rows == 0 }

    public func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < self.column + columns && row >= self.row && row < self.row + rows
    }
}

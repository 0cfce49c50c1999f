/// Where the parts of the player go on a screen of a given size: the viewport on top, then the
/// timeline, then the status bar. Small screens drop the timeline first, then the viewport.
public struct PlayerLayout: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    public let viewport: ScreenRect
    /// The timeline row, when there is room for it.
    public let timeline: ScreenRect?
    /// The status bar row, when there is room for it.
    public let status: ScreenRect?

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let chrome = min(self.rows, self.rows >= 3 ? 2 : 1)
        let viewportRows = self.rows - chrome
        viewport = ScreenRect(column: 0, row: 0, columns: self.columns, rows: viewportRows)
        status = chrome >= 1 ? ScreenRect(column: 0, row: self.rows - 1, columns: self.columns, rows: 1) : nil
        timeline = chrome >= 2 ? ScreenRect(column: 0, row: self.rows - 2, columns: self.columns, rows: 1) : nil
    }

    /// A box of at most `columns` × `rows` cells centred in the viewport (overlays never hide
    /// the timeline or the status bar).
    public func centredBox(columns wanted: Int, rows wantedRows: Int) -> ScreenRect {
        let width = min(wanted, viewport.columns)
        let height = min(wantedRows, viewport.rows)
        return ScreenRect(
            column: viewport.column + (viewport.columns - width) / 2, row: viewport.row + (viewport.rows - height) / 2,
            columns: width, rows: height)
    }
}

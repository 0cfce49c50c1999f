import CellEncoder

/// Where the parts of the player go on a screen of a given size: the viewport on top, then the
/// timeline, then the status bar. Small screens drop the timeline first, then the viewport.
/// With the inspector open, it takes the right of the viewport's rows (about 40%, at least
/// ``minimumInspectorColumns``), or all of them when the terminal is narrow.
package struct PlayerLayout: Equatable, Sendable {
    package let columns: Int
    package let rows: Int
    package let viewport: CellRect
    /// The timeline row, when there is room for it.
    package let timeline: CellRect?
    /// The status bar row, when there is room for it.
    package let status: CellRect?
    /// The inspector panel, when it is open.
    package let inspector: CellRect?

    /// The narrowest inspector panel.
    package static let minimumInspectorColumns = 24
    /// The narrowest viewport kept beside the inspector; below it the inspector takes the width.
    static let minimumViewportColumns = 16

    package init(columns: Int, rows: Int, inspectorOpen: Bool = false) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let chrome = min(self.rows, self.rows >= 3 ? 2 : 1)
        let viewportRows = self.rows - chrome
        var viewportColumns = self.columns
        if inspectorOpen {
            let wanted = max(Self.minimumInspectorColumns, self.columns * 2 / 5)
            let panel = self.columns - wanted >= Self.minimumViewportColumns ? wanted : self.columns
            viewportColumns = self.columns - panel
            inspector = CellRect(column: viewportColumns, row: 0, columns: panel, rows: viewportRows)
        } else {
            inspector = nil
        }
        viewport = CellRect(column: 0, row: 0, columns: viewportColumns, rows: viewportRows)
        status = chrome >= 1 ? CellRect(column: 0, row: self.rows - 1, columns: self.columns, rows: 1) : nil
        timeline = chrome >= 2 ? CellRect(column: 0, row: self.rows - 2, columns: self.columns, rows: 1) : nil
    }

    /// A box of at most `columns` × `rows` cells centred in the viewport (overlays never hide
    /// the timeline or the status bar).
    package func centredBox(columns wanted: Int, rows wantedRows: Int) -> CellRect {
        let width = min(wanted, viewport.columns)
        let height = min(wantedRows, viewport.rows)
        return CellRect(
            column: viewport.column + (viewport.columns - width) / 2, row: viewport.row + (viewport.rows - height) / 2,
            columns: width, rows: height)
    }
}

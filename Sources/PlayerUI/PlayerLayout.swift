import CellEncoder

/// Where the parts of the player go on a screen of a given size: the viewport on top, then the
/// timeline, then the status bar. Small screens drop the timeline first, then the viewport.
/// With a side panel open, it takes the right of the viewport's rows (the inspector about 40%,
/// the findings panel, whose lines are wider, half; at least ``minimumPanelColumns``), or all
/// of them when the terminal is narrow.
package struct PlayerLayout: Equatable, Sendable {
    /// A panel beside the viewport; one at a time.
    package enum SidePanel: Equatable, Sendable {
        /// The keypath inspector (`k`).
        case inspector
        /// The findings of the chosen targets (`w`).
        case findings
        /// The state machine's state, inputs and events (`s`).
        case stateMachine
    }

    package let columns: Int
    package let rows: Int
    package let viewport: CellRect
    /// The timeline row, when there is room for it.
    package let timeline: CellRect?
    /// The status bar row, when there is room for it.
    package let status: CellRect?
    /// The inspector panel, when it is open.
    package let inspector: CellRect?
    /// The findings panel, when it is open.
    package let findings: CellRect?
    /// The state machine panel, when it is open.
    package let stateMachine: CellRect?

    /// The narrowest side panel.
    package static let minimumPanelColumns = 24
    /// The narrowest viewport kept beside a side panel; below it the panel takes the width.
    static let minimumViewportColumns = 16

    package init(columns: Int, rows: Int, panel: SidePanel? = nil) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let chrome = min(self.rows, self.rows >= 3 ? 2 : 1)
        let viewportRows = self.rows - chrome
        var viewportColumns = self.columns
        var side: CellRect?
        if let panel {
            let share = panel == .findings ? self.columns / 2 : self.columns * 2 / 5
            let wanted = max(Self.minimumPanelColumns, share)
            let width = self.columns - wanted >= Self.minimumViewportColumns ? wanted : self.columns
            viewportColumns = self.columns - width
            side = CellRect(column: viewportColumns, row: 0, columns: width, rows: viewportRows)
        }
        inspector = panel == .inspector ? side : nil
        findings = panel == .findings ? side : nil
        stateMachine = panel == .stateMachine ? side : nil
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

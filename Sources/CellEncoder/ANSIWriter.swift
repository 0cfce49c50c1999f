/// Turns cell grids into the escape bytes that show them on a terminal.
///
/// ``frame(_:previous:origin:)`` positions the cursor itself and can send only the cells that
/// changed since the previous frame, for animation in place; ``lines(_:)`` writes plain
/// newline-separated rows for pipes and files. Colours are sent as the grid holds them
/// (`.rgb` as 24-bit, `.palette` as 30–37/90–97 or 256-colour, `.terminalDefault` as 39/49), and
/// only when they change.
///
/// ```swift
/// let writer = ANSIWriter(synchronizedUpdate: true)
/// let bytes = writer.frame(grid, previous: lastGrid, origin: (row: 1, column: 0))
/// ```
package struct ANSIWriter: Sendable {
    /// Whether frames are wrapped in DEC mode 2026 (synchronized update) markers.
    package var synchronizedUpdate: Bool

    /// A writer that wraps frames in synchronized-update markers or not.
    package init(synchronizedUpdate: Bool = false) {
        self.synchronizedUpdate = synchronizedUpdate
    }

    // MARK: - Public API

    /// The bytes that draw `grid` with its top-left cell at `origin` (zero-based terminal row and
    /// column, clamped to 0...65535).
    ///
    /// When `previous` has the same size, only cells that differ from it are written; otherwise
    /// every cell is. Gaps between changed cells on a row are crossed by re-printing them or by a
    /// cursor move, whichever is shorter; rows are reached by cursor positioning (CUP), so output
    /// never relies on line wrapping. The frame ends with colours and attributes reset.
    package func frame(_ grid: CellGrid, previous: CellGrid? = nil, origin: (row: Int, column: Int) = (0, 0)) -> [UInt8] {
        var output = TerminalOutput()
        appendFrame(grid, previous: previous, origin: origin, to: &output)
        return output.bytes
    }

    /// Plain rows for a stream: each row's cells, then a colour reset if colours were used and a
    /// newline. Every cell is written (blank ones as spaces), so the frame keeps its size.
    package func lines(_ grid: CellGrid) -> [UInt8] {
        var output = TerminalOutput(penIsPlain: true)
        for row in 0..<grid.rows {
            for cell in grid.cells[(row * grid.columns)..<((row + 1) * grid.columns)] { output.write(cell) }
            output.resetPen()
            output.append(0x0A)
        }
        return output.bytes
    }

    // MARK: - Private

    private func appendFrame(
        _ grid: CellGrid, previous: CellGrid?, origin: (row: Int, column: Int), to output: inout TerminalOutput
    ) {
        let base = (row: min(max(0, origin.row), 65535), column: min(max(0, origin.column), 65535))
        let before = previous.flatMap { $0.columns == grid.columns && $0.rows == grid.rows ? $0.cells : nil }
        if synchronizedUpdate { output.append("\u{1B}[?2026h") }
        /// The grid cell the terminal cursor is on, when known.
        var cursor: (row: Int, column: Int)?
        for row in 0..<grid.rows {
            let rowStart = row * grid.columns
            for column in 0..<grid.columns {
                let cell = grid.cells[rowStart + column]
                if let before, before[rowStart + column] == cell { continue }
                if let at = cursor, at.row == row, at.column <= column {
                    crossGap(in: grid, row: row, from: at.column, to: column, output: &output)
                } else {
                    output.move(row: base.row + row, column: base.column + column)
                }
                output.write(cell)
                cursor = (row, column + 1)
            }
        }
        output.resetPen()
        if synchronizedUpdate { output.append("\u{1B}[?2026l") }
    }

    /// Moves the cursor from `start` to `end` on `row`: re-prints the unchanged cells between
    /// when that is no longer than a cursor move.
    private func crossGap(in grid: CellGrid, row: Int, from start: Int, to end: Int, output: inout TerminalOutput) {
        let gap = end - start
        guard gap > 0 else { return }
        let moveLength = TerminalOutput.moveForwardLength(gap)
        if gap <= moveLength {
            let checkpoint = output.checkpoint()
            for column in start..<end { output.write(grid.cells[row * grid.columns + column]) }
            if output.bytes.count - checkpoint.count <= moveLength { return }
            output.restore(checkpoint)
        }
        output.moveForward(gap)
    }
}

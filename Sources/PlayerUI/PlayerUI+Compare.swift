import CellEncoder
import Lottie
import LottieModel

extension PlayerUI {
    /// A second animation shown beside the first, in sync (`play --compare NEW`).
    struct Comparison {
        let viewport: ViewportRenderer
        /// The name shown above it.
        let title: String
    }

    /// Shows `renderer`'s animation beside the file played, frame for frame: the viewport splits
    /// into two halves under a line naming each, and drawing falls back to cells.
    package func compare(with renderer: LottieFrameRenderer, title: String) {
        comparison = Comparison(viewport: ViewportRenderer(renderer: renderer), title: title)
    }

    /// The two halves of the viewport, each under a title line, with a column between them;
    /// nil when the viewport is too small to split.
    static func comparisonHalves(of port: CellRect) -> (left: CellRect, right: CellRect)? {
        guard port.columns >= 9, port.rows >= 3 else { return nil }
        let width = (port.columns - 1) / 2
        let left = CellRect(column: port.column, row: port.row + 1, columns: width, rows: port.rows - 1)
        let right = CellRect(column: port.column + port.columns - width, row: port.row + 1, columns: width, rows: port.rows - 1)
        return (left, right)
    }

    /// Both animations at the current frame (the compared one at the same frame number, held at
    /// its first or last frame outside its range), with their titles and a divider.
    func drawComparison(_ comparison: Comparison, into grid: inout CellGrid, at port: CellRect, encoder: CellEncoder) {
        guard let halves = Self.comparisonHalves(of: port) else { return }
        let frame = player.realtimeAnimationFrame
        let other = comparison.viewport.renderer.animation
        let otherFrame = min(max(frame, other.startFrame), max(other.startFrame, other.endFrame - 1e-4))
        for (half, viewport, shownFrame, title, highlight) in [
            (halves.left, viewport, frame, self.title ?? "", highlightedNode),
            (halves.right, comparison.viewport, otherFrame, comparison.title, nil),
        ] {
            let size = encoder.pixelSize(columns: half.columns, rows: half.rows)
            let place = placement(width: size.width, height: size.height, supersampling: encoder.supersampling)
            let cells = viewport.cells(
                frame: shownFrame, columns: half.columns, rows: half.rows, encoder: encoder, contentMode: place.mode,
                zoom: place.zoom, highlight: highlight)
            grid.place(cells, column: half.column, row: half.row)
            grid.write(
                Self.padded(" " + title.messageText(limit: 200), width: half.columns), column: half.column, row: port.row, attributes: .bold)
        }
        for row in port.row..<(port.row + port.rows) {
            grid.write("│", column: halves.left.column + halves.left.columns, row: row, limit: 1, attributes: .dim)
        }
    }
}

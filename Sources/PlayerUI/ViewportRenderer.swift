import CellEncoder
import Lottie

/// Turns a frame into viewport cells: rasterized at the grid's own pixel size (1 × 2 or 2 × 4
/// pixels per cell), fitted and centred, then encoded. Remembers the last grid, so redrawing an
/// unchanged frame costs nothing.
final class ViewportRenderer {
    private let renderer: LottieFrameRenderer
    private var cached: (key: Key, grid: CellGrid)?

    private struct Key: Equatable {
        var frame: Double
        var columns: Int
        var rows: Int
        var cellMode: CellMode
        var colorMode: ColorMode
    }

    init(renderer: LottieFrameRenderer) {
        self.renderer = renderer
    }

    /// The cells of `frame` for a `columns` × `rows` viewport.
    func cells(frame: Double, columns: Int, rows: Int, cellMode: CellMode, colorMode: ColorMode) -> CellGrid {
        let key = Key(frame: frame, columns: columns, rows: rows, cellMode: cellMode, colorMode: colorMode)
        if let cached, cached.key == key { return cached.grid }
        let size = CellEncoder.pixelSize(columns: columns, rows: rows, cellMode: cellMode)
        let pixels = renderer.render(frame: frame, width: size.width, height: size.height)
        let grid = CellEncoder(cellMode: cellMode, colorMode: colorMode).encode(pixels)
        cached = (key, grid)
        return grid
    }

    /// Forgets the cached grid (after value providers or other inputs change).
    func invalidate() {
        cached = nil
    }
}

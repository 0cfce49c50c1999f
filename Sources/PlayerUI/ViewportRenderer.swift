import CellEncoder
import Lottie

/// Turns a frame into viewport cells through `LottieFrameRenderer.cells` (the same path as
/// `render --format ansi`). Remembers the last grid, so redrawing an unchanged frame costs
/// nothing.
final class ViewportRenderer {
    let renderer: LottieFrameRenderer
    private var cached: (key: Key, grid: CellGrid)?

    private struct Key: Equatable {
        var frame: Double
        var columns: Int
        var rows: Int
        var cellMode: CellMode
        var colorMode: ColorMode
        var backdrop: Backdrop
        var contentMode: LottieContentMode
        var zoom: ViewZoom
        /// The highlighted node's place in the tree (the tree never changes).
        var highlight: [NodeStep]?
    }

    init(renderer: LottieFrameRenderer) {
        self.renderer = renderer
    }

    /// The cells of `frame` for a `columns` × `rows` viewport, made by `encoder`. With
    /// `highlight` (a layer or group of the keypath tree), pixels that node does not cover are
    /// dimmed.
    func cells(
        frame: Double, columns: Int, rows: Int, encoder: CellEncoder, contentMode: LottieContentMode, zoom: ViewZoom,
        highlight: KeypathNode? = nil
    ) -> CellGrid {
        let key = Key(
            frame: frame, columns: columns, rows: rows, cellMode: encoder.cellMode, colorMode: encoder.colorMode,
            backdrop: encoder.backdrop, contentMode: contentMode, zoom: zoom, highlight: highlight?.steps)
        if let cached, cached.key == key { return cached.grid }
        let grid = renderer.cells(
            frame: frame, columns: columns, rows: rows, encoder: encoder, contentMode: contentMode, zoom: zoom,
            highlight: highlight)
        cached = (key, grid)
        return grid
    }

    /// Forgets the cached grid (after value providers or other inputs change).
    func invalidate() {
        cached = nil
    }
}

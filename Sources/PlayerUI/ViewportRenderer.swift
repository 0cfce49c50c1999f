import CellEncoder
import Lottie

/// Turns a frame into viewport cells: rasterized at the grid's own pixel size (1 × 2 or 2 × 4
/// pixels per cell), fitted and centred, then encoded. Remembers the last grid, so redrawing an
/// unchanged frame costs nothing.
final class ViewportRenderer {
    let renderer: LottieFrameRenderer
    private var cached: (key: Key, grid: CellGrid)?

    private struct Key: Equatable {
        var frame: Double
        var columns: Int
        var rows: Int
        var cellMode: CellMode
        var colorMode: ColorMode
        /// The highlighted node's place in the tree (the tree never changes).
        var highlight: [NodeStep]?
    }

    /// How much of their colour pixels outside a highlighted node keep.
    static let dimming: Float = 0.3

    init(renderer: LottieFrameRenderer) {
        self.renderer = renderer
    }

    /// The cells of `frame` for a `columns` × `rows` viewport. With `highlight` (a layer or
    /// group of the keypath tree), pixels that node does not cover are dimmed toward black.
    func cells(
        frame: Double, columns: Int, rows: Int, cellMode: CellMode, colorMode: ColorMode, highlight: KeypathNode? = nil
    ) -> CellGrid {
        let key = Key(
            frame: frame, columns: columns, rows: rows, cellMode: cellMode, colorMode: colorMode,
            highlight: highlight?.steps)
        if let cached, cached.key == key { return cached.grid }
        let size = CellEncoder.pixelSize(columns: columns, rows: rows, cellMode: cellMode)
        var pixels = renderer.render(frame: frame, width: size.width, height: size.height)
        if let highlight {
            let mask = renderer.rasterize(
                renderer.displayList(of: highlight, frame: frame), width: size.width, height: size.height)
            Self.dim(&pixels, outside: mask)
        }
        let grid = CellEncoder(cellMode: cellMode, colorMode: colorMode).encode(pixels)
        cached = (key, grid)
        return grid
    }

    /// Forgets the cached grid (after value providers or other inputs change).
    func invalidate() {
        cached = nil
    }

    /// Darkens the colour of the pixels of `pixels` where `mask` is transparent.
    private static func dim(_ pixels: inout PixelBuffer, outside mask: PixelBuffer) {
        guard mask.storage.count == pixels.storage.count else { return }
        var index = 0
        while index + 3 < pixels.storage.count {
            if mask.storage[index + 3] < 0.05 {
                for channel in 0..<3 { pixels.storage[index + channel] *= dimming }
            }
            index += 4
        }
    }
}

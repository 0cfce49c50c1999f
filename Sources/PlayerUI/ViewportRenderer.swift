import CellEncoder
import Lottie
import LottieCore
import LottieGraphics

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
        /// A state machine's tween: its target frame and progress.
        var tween: [Double]?
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
            backdrop: encoder.backdrop, contentMode: contentMode, zoom: zoom, highlight: highlight?.steps,
            tween: renderer.tween.map { [$0.to, $0.progress] })
        if let cached, cached.key == key { return cached.grid }
        let grid = renderer.cells(
            frame: frame, columns: columns, rows: rows, encoder: encoder, contentMode: contentMode, zoom: zoom,
            highlight: highlight)
        cached = (key, grid)
        return grid
    }

    /// `frame` as an image of `target`'s pixels for a `columns` × `rows` viewport (no
    /// supersampling: the terminal's own pixels), placed by `contentMode` and `zoom` over
    /// `background` (nil: transparent), with what `highlight` does not cover dimmed as in cells.
    func pixels(
        frame: Double, columns: Int, rows: Int, target: PixelTarget, contentMode: LottieContentMode, zoom: ViewZoom,
        background: Color?, highlight: KeypathNode? = nil
    ) -> PixelBuffer {
        let size = target.imageSize(columns: columns, rows: rows)
        return renderer.render(
            frame: frame, width: size.width, height: size.height, contentMode: contentMode, zoom: zoom, background: background,
            highlight: highlight)
    }

    /// What the viewport's image was last encoded with (it knows the frame sent last); taken
    /// while a frame is encoded elsewhere.
    var updater: ImageUpdater?

    /// What each layer instance costs to draw `frame` at `width` × `height` (three passes),
    /// measured once per frame, size and placement; the inspector shows the selected layer's.
    func profile(frame: Double, width: Int, height: Int, contentMode: LottieContentMode, zoom: ViewZoom) -> FrameProfile {
        let key = ProfileKey(frame: frame, width: width, height: height, contentMode: contentMode, zoom: zoom)
        if let cachedProfile, cachedProfile.key == key { return cachedProfile.profile }
        let profile = renderer.profile(frames: [frame], width: width, height: height, passes: 3, contentMode: contentMode, zoom: zoom)
        cachedProfile = (key, profile)
        return profile
    }

    private struct ProfileKey: Equatable {
        var frame: Double
        var width: Int
        var height: Int
        var contentMode: LottieContentMode
        var zoom: ViewZoom
    }

    private var cachedProfile: (key: ProfileKey, profile: FrameProfile)?

    /// Forgets the cached grid (after value providers or other inputs change).
    func invalidate() {
        cached = nil
        cachedProfile = nil
    }
}

import CellEncoder
import Lottie
import LottieGraphics

extension PlayerUI {
    /// The protocol the viewport is drawn with now, or nil for cells: no ``pixelTarget``, `x`
    /// switched pixels off, or an overlay or the file browser is open (an image would cover it;
    /// the chrome stays in cells and the image never overlaps it).
    package var activePixelMode: PixelMode? {
        guard showsPixels, overlay == .none, !isBrowserOpen, comparison == nil, let target = pixelTarget, !layout.viewport.isEmpty else {
            return nil
        }
        return target.mode
    }

    /// Switches between pixels and cells (`x`); without a pixel protocol, says why in the status bar.
    func togglePixels() {
        guard pixelTarget != nil else {
            notice = "no pixels: \(pixelsUnavailable)"
            return
        }
        showsPixels.toggle()
    }

    /// The viewport as an image for the terminal, when ``activePixelMode`` is set: the frame
    /// rendered at the viewport's size in the terminal's pixels (scaled down to the largest
    /// sixel image the terminal shows, and then centred in the viewport), placed as the cells would be
    /// (fit, fill, stretch, original, zoom), over the backdrop when it is a solid colour. With
    /// `shown`, the image the screen shows now, it is only the part that changed since, when
    /// the protocol allows (``ImageUpdater``).
    package func viewportImage(shown: TerminalImage? = nil) -> TerminalImage? {
        guard let pending = renderViewportImage() else { return nil }
        return pending.encode(&imageUpdater, shown: shown)
    }

    /// The viewport's frame rendered for ``viewportImage(shown:)``, to be encoded later, maybe
    /// on another thread while the next frame renders.
    package func renderViewportImage() -> PendingImage? {
        guard activePixelMode != nil, let target = pixelTarget else { return nil }
        let port = layout.viewport
        let size = target.imageSize(columns: port.columns, rows: port.rows)
        let place = placement(width: size.width, height: size.height, supersampling: 1)
        let background: Color? =
            switch backdrop {
            case .black: .black
            case .white: .white
            case .terminal, .checkerboard: nil
            }
        let pixels = viewport.pixels(
            frame: player.realtimeAnimationFrame, columns: port.columns, rows: port.rows, target: target, contentMode: place.mode,
            zoom: place.zoom, background: background, highlight: highlightedNode)
        let behind = style.terminalBackground
        return PendingImage(
            target: target, rect: Self.centred(size, in: port, target: target), columns: port.columns, rows: port.rows, pixels: pixels,
            background: SIMD3(Float(behind.r), Float(behind.g), Float(behind.b)))
    }

    /// What the viewport's image is encoded with, knowing the last frame sent; the player takes
    /// it to encode on another thread, and gives it back.
    package var imageUpdater: ImageUpdater? {
        get { viewport.updater }
        set { viewport.updater = newValue }
    }

    /// The cells an image of `size` pixels takes, centred in `port` (all of `port` when it fills it).
    static func centred(_ size: (width: Int, height: Int), in port: CellRect, target: PixelTarget) -> CellRect {
        let columns = min((size.width + target.cellWidth - 1) / target.cellWidth, port.columns)
        let rows = min((size.height + target.cellHeight - 1) / target.cellHeight, port.rows)
        return CellRect(
            column: port.column + (port.columns - columns) / 2, row: port.row + (port.rows - rows) / 2, columns: columns, rows: rows)
    }
}

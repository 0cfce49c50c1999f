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
    /// (fit, fill, stretch, original, zoom), over the backdrop when it is a solid colour.
    package func viewportImage() -> TerminalImage? {
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
        let image = viewport.image(
            frame: player.realtimeAnimationFrame, columns: port.columns, rows: port.rows, target: target, contentMode: place.mode,
            zoom: place.zoom, background: background, terminalBackground: style.terminalBackground,
            highlight: highlightedNode)
        return TerminalImage(mode: target.mode, rect: Self.centred(size, in: port, target: target), escape: image.escape, leavesPixels: image.leavesPixels)
    }

    /// The cells an image of `size` pixels takes, centred in `port` (all of `port` when it fills it).
    static func centred(_ size: (width: Int, height: Int), in port: CellRect, target: PixelTarget) -> CellRect {
        let columns = min((size.width + target.cellWidth - 1) / target.cellWidth, port.columns)
        let rows = min((size.height + target.cellHeight - 1) / target.cellHeight, port.rows)
        return CellRect(
            column: port.column + (port.columns - columns) / 2, row: port.row + (port.rows - rows) / 2, columns: columns, rows: rows)
    }
}

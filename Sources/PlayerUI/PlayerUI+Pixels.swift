import CellEncoder
import Lottie

extension PlayerUI {
    /// The protocol the viewport is drawn with now, or nil for cells: no ``pixelTarget``, `x`
    /// switched pixels off, or an overlay is open (an image would cover it; the chrome stays in
    /// cells and the image never overlaps it).
    public var activePixelMode: PixelMode? {
        guard showsPixels, overlay == .none, let target = pixelTarget, !layout.viewport.isEmpty else { return nil }
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
    /// sixel image the terminal shows, from the viewport's top-left corner), placed as the cells would be
    /// (fit, fill, stretch, original, zoom), over the backdrop when it is a solid colour.
    public func viewportImage() -> TerminalImage? {
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
            highlight: isInspectorOpen ? inspector.highlightedNode : nil)
        return TerminalImage(mode: target.mode, rect: port, escape: image.escape, leavesPixels: image.leavesPixels)
    }
}

import CellEncoder
import Lottie
import LottieCore
import LottieGraphics

extension LottieFrameRenderer {
    /// How much of their colour pixels outside a highlighted node keep.
    package static let highlightDimming: Float = 0.3

    /// `frame` as a `columns` × `rows` grid of terminal cells: rendered at the encoder's pixel
    /// size (supersampled), placed by `contentMode` and magnified by `zoom`, then encoded. With `highlight` (a layer,
    /// group or path of ``keypathTree``), pixels that node does not cover are dimmed toward
    /// transparent, as the player's keypath inspector shows a selection. The player's viewport
    /// and `render --format ansi` both draw through here, so they show the same cells.
    package func cells(
        frame: Double, columns: Int, rows: Int, encoder: CellEncoder, contentMode: LottieContentMode = .scaleAspectFit,
        zoom: ViewZoom = .none, background: Color? = nil, highlight: KeypathNode? = nil
    ) -> CellGrid {
        let size = encoder.pixelSize(columns: columns, rows: rows)
        let pixels = render(
            frame: frame, width: size.width, height: size.height, contentMode: contentMode, zoom: zoom, background: background,
            highlight: highlight)
        return encoder.encode(pixels, columns: columns, rows: rows)
    }

    /// Evaluates and rasterizes `frame` as ``render(frame:width:height:contentMode:zoom:background:)``
    /// does; with `highlight` (a layer, group or path of ``keypathTree``), pixels that node does
    /// not cover are dimmed toward transparent, as the player's keypath inspector shows a
    /// selection (in cells and in the terminal's pixels alike).
    package func render(
        frame: Double, width: Int, height: Int, contentMode: LottieContentMode = .scaleAspectFit, zoom: ViewZoom = .none,
        background: Color? = nil, highlight: KeypathNode?
    ) -> PixelBuffer {
        var pixels = render(
            frame: frame, width: width, height: height, contentMode: contentMode, zoom: zoom, background: background)
        if let highlight {
            let mask = rasterize(
                displayList(of: highlight, frame: frame), width: width, height: height, contentMode: contentMode, zoom: zoom)
            Self.dim(&pixels, outside: mask)
        }
        return pixels
    }

    /// Fades the pixels of `pixels` where `mask` is transparent.
    private static func dim(_ pixels: inout PixelBuffer, outside mask: PixelBuffer) {
        guard mask.storage.count == pixels.storage.count else { return }
        var index = 0
        while index + 3 < pixels.storage.count {
            if mask.storage[index + 3] < 13 {  // alpha below 0.05
                for channel in 0..<4 { pixels.storage[index + channel] = UInt8(Float(pixels.storage[index + channel]) * highlightDimming + 0.5) }
            }
            index += 4
        }
    }
}

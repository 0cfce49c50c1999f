import CellEncoder
import ImageCodecs
import LottieGraphics

/// The viewport's frame rendered in the terminal's pixels, waiting to be encoded as an image:
/// a value, so the encoding can run on another thread while the next frame renders.
package struct PendingImage: Sendable {
    let target: PixelTarget
    /// The cells the image covers.
    let rect: CellRect
    /// The viewport's size in cells.
    let columns: Int
    let rows: Int
    let pixels: PixelBuffer
    /// The terminal's background colour, straight sRGB 0...1.
    let background: SIMD3<Float>

    /// The image that turns the screen, showing `shown`, into this frame: only the part that
    /// changed when `updater` (replaced when it was made for another target or background)
    /// sent the frame on screen, else the whole frame.
    package func encode(_ updater: inout ImageUpdater?, shown: TerminalImage?) -> TerminalImage {
        var encoder =
            updater.flatMap { $0.target == target && $0.background == background ? $0 : nil }
            ?? ImageUpdater(target: target, background: background, png: { PNGEncoder(compressionLevel: 1).encode($0) })
        updater = nil
        let onScreen = shown.flatMap { $0.mode == target.mode && $0.rect == rect ? $0.frame : nil }
        let update = encoder.update(pixels, columns: columns, rows: rows, shown: onScreen)
        updater = encoder
        let part = update.part
        let (width, height) = (target.cellWidth, target.cellHeight)
        let patch =
            update.base == nil
            ? nil
            : CellRect(
                column: part.x0 / width, row: part.y0 / height, columns: (part.x1 + width - 1) / width - part.x0 / width,
                rows: (part.y1 + height - 1) / height - part.y0 / height)
        return TerminalImage(
            mode: target.mode, rect: rect, escape: update.escape, leavesPixels: update.leavesPixels, frame: update.frame,
            base: update.base, patch: patch)
    }
}

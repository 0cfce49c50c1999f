import Foundation
import LottieGraphics

extension LottieAnimationView {
    /// The frame on screen (``realtimeAnimationFrame``) drawn at ``frame``'s size (rounded to
    /// whole pixels, each side 1 to 4096), placed by ``contentMode``: what a `UIView` would show. The pixels are premultiplied 8-bit
    /// RGBA; with a `background` they are composited over it.
    public func renderCurrentFrame(background: LottieColor? = nil) -> PixelBuffer {
        let width = Double(frame.width).rounded().clampedInt(in: 1...4096)
        let height = Double(frame.height).rounded().clampedInt(in: 1...4096)
        return renderer.render(
            frame: Double(realtimeAnimationFrame), width: width, height: height, contentMode: contentMode, background: background)
    }
}

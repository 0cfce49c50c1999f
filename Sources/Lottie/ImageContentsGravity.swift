import LottieGraphics

/// lottie-ios's name for the gravity an image provider returns, so providers ported from it
/// compile unchanged.
public typealias CALayerContentsGravity = ImageContentsGravity

/// How a provider's image is fitted into its asset's `w`×`h` rectangle: the cases of Core
/// Animation's `CALayerContentsGravity` that lottie-ios's image providers return.
public enum ImageContentsGravity: String, Sendable, CaseIterable {
    /// Stretched to fill the rectangle (lottie-ios's default).
    case resize
    /// Scaled uniformly to fit inside, centred.
    case resizeAspect
    /// Scaled uniformly to cover, centred; the overflow is clipped.
    case resizeAspectFill
    /// Unscaled, centred.
    case center

    /// The pattern drawing `image` into a `width`×`height` rectangle at the origin; a zero
    /// size stands for the image's own size.
    package func pattern(for image: ImageBitmap, width: Double, height: Double) -> ImagePattern {
        let iw = Double(image.width)
        let ih = Double(image.height)
        let w = width > 0 ? width : iw
        let h = height > 0 ? height : ih
        guard iw > 0, ih > 0 else { return ImagePattern(image: image) }
        let sx = w / iw
        let sy = h / ih
        let transform: AffineTransform
        switch self {
        case .resize:
            transform = AffineTransform(scaleX: sx, y: sy)
        case .resizeAspect, .resizeAspectFill:
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            transform = AffineTransform(a: s, b: 0, c: 0, d: s, tx: (w - iw * s) / 2, ty: (h - ih * s) / 2)
        case .center:
            transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: (w - iw) / 2, ty: (h - ih) / 2)
        }
        return ImagePattern(image: image, transform: transform)
    }
}

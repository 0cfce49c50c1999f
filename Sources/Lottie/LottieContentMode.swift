import LottieGraphics

/// How a composition is placed into an output of a different size, as lottie-ios's
/// `LottieContentMode` (the raw values are the CLI's `--content-mode` spellings).
public enum LottieContentMode: String, Sendable, CaseIterable {
    /// Scaled uniformly to fit, centred; transparent letterbox (`fit`).
    case scaleAspectFit = "fit"
    /// Scaled uniformly to cover the output, centred; the overflow is cut (`fill`).
    case scaleAspectFill = "fill"
    /// Scaled independently in x and y to the output size (`stretch`).
    case scaleToFill = "stretch"
    /// Unscaled, at the top-left corner (`top-left`).
    case topLeft = "top-left"

    /// The composition → output transform.
    package func transform(compositionWidth w: Double, compositionHeight h: Double, width: Int, height: Int) -> AffineTransform {
        transform(compositionWidth: w, compositionHeight: h, width: Double(width), height: Double(height))
    }

    /// The composition → output transform for an output of any size (a view's, in points).
    package func transform(compositionWidth w: Double, compositionHeight h: Double, width: Double, height: Double) -> AffineTransform {
        guard w > 0, h > 0 else { return .identity }
        let sx = width / w
        let sy = height / h
        switch self {
        case .scaleAspectFit, .scaleAspectFill:
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return AffineTransform(a: s, b: 0, c: 0, d: s, tx: (width - w * s) / 2, ty: (height - h * s) / 2)
        case .scaleToFill:
            return AffineTransform(scaleX: sx, y: sy)
        case .topLeft:
            return .identity
        }
    }
}

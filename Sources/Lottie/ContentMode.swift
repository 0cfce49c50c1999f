import LottieGraphics

/// How a composition is placed into an output of a different size.
public enum ContentMode: String, Sendable, CaseIterable {
    /// Scaled uniformly to fit, centred; transparent letterbox.
    case fit
    /// Scaled uniformly to cover the output, centred; the overflow is cut.
    case fill
    /// Scaled independently in x and y to the output size.
    case stretch
    /// Unscaled, at the top-left corner.
    case topLeft = "top-left"

    /// The composition → output transform.
    public func transform(compositionWidth w: Double, compositionHeight h: Double, width: Int, height: Int) -> AffineTransform {
        guard w > 0, h > 0 else { return .identity }
        let sx = Double(width) / w
        let sy = Double(height) / h
        switch self {
        case .fit, .fill:
            let s = self == .fit ? min(sx, sy) : max(sx, sy)
            return AffineTransform(a: s, b: 0, c: 0, d: s, tx: (Double(width) - w * s) / 2, ty: (Double(height) - h * s) / 2)
        case .stretch:
            return AffineTransform(scaleX: sx, y: sy)
        case .topLeft:
            return .identity
        }
    }
}

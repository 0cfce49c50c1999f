/// One mask of a ``GroupDraw``.
///
/// Per pixel, `m = (isInverted ? 1 − coverage : coverage) × opacity`, where coverage is the
/// anti-aliased nonzero coverage of `path` mapped by `transform`. Masks fold left to right into an
/// accumulator that starts at 0 when the first mask is add/lighten/darken/difference and at 1
/// otherwise (see ``MaskMode``); the layer's alpha is multiplied by the result.
package struct MaskDraw: Sendable, Equatable {
    /// The mask outline, in its local space (Lottie: layer space).
    package var path: BezierPath
    /// Local space → composition space.
    package var transform: AffineTransform
    package var mode: MaskMode
    package var isInverted: Bool
    /// 0...1.
    package var opacity: Double

    /// Creates a mask.
    package init(
        path: BezierPath, transform: AffineTransform = .identity, mode: MaskMode = .add,
        isInverted: Bool = false, opacity: Double = 1
    ) {
        self.path = path
        self.transform = transform
        self.mode = mode
        self.isInverted = isInverted
        self.opacity = opacity
    }
}

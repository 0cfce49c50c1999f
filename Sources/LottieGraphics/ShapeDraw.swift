/// One fill or stroke of a path.
///
/// The path, the stroke geometry and the paint (gradient points, image transform) are all in the
/// same local space; `transform` maps that space to composition space.
package struct ShapeDraw: Sendable, Equatable {
    /// The geometry, in local space.
    package let path: BezierPath
    /// The path's bounds (``BezierPath/bounds``), found once: every group the shape is in asks
    /// for them while it is drawn, and the path can be long.
    package let pathBounds: Rect?
    /// Local space → composition space.
    package var transform: AffineTransform
    /// What to paint with, in local space.
    package var paint: Paint
    /// Fill (with a rule) or stroke (with a style).
    package var style: DrawStyle
    /// Multiplies the paint's alpha; clamped to 0...1 (NaN draws nothing).
    package var opacity: Double
    /// For fills: cover this combination of paths instead of `path` (which then only bounds
    /// it). Strokes ignore it and stroke `path`.
    package var combination: PathCombination?

    /// Creates a shape draw.
    package init(
        path: BezierPath, transform: AffineTransform = .identity, paint: Paint, style: DrawStyle,
        opacity: Double = 1, combination: PathCombination? = nil
    ) {
        self.init(path: path, bounds: path.bounds, transform: transform, paint: paint, style: style, opacity: opacity, combination: combination)
    }

    /// Creates a shape draw of a path whose bounds are known (`path.bounds`, kept with it).
    package init(
        path: BezierPath, bounds: Rect?, transform: AffineTransform = .identity, paint: Paint, style: DrawStyle,
        opacity: Double = 1, combination: PathCombination? = nil
    ) {
        self.path = path
        pathBounds = bounds
        self.transform = transform
        self.paint = paint
        self.style = style
        self.opacity = opacity
        self.combination = combination
    }
}

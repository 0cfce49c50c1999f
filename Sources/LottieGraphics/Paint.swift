/// What a shape is filled or stroked with. Gradients and images live in the path's local space.
///
/// ```swift
/// let red = Paint.solid(Color(r: 1, g: 0, b: 0))
/// let ramp = Paint.linearGradient(start: .zero, end: Vector2(10, 0), stops: stops)
/// ```
package enum Paint: Sendable, Equatable {
    /// A single straight colour (its alpha is multiplied with the draw's opacity).
    case solid(Color)
    /// A linear or radial gradient.
    case gradient(Gradient)
    /// A bilinearly sampled image.
    case image(ImagePattern)

    /// A linear gradient paint.
    package static func linearGradient(start: Vector2, end: Vector2, stops: [GradientStop]) -> Paint {
        .gradient(Gradient(kind: .linear(start: start, end: end), stops: stops))
    }

    /// A radial (two-point conical) gradient paint; the focal point defaults to the centre.
    package static func radialGradient(
        center: Vector2, radius: Double, focalPoint: Vector2? = nil, stops: [GradientStop]
    ) -> Paint {
        .gradient(
            Gradient(
                kind: .radial(center: center, radius: radius, focalPoint: focalPoint ?? center),
                stops: stops))
    }
}

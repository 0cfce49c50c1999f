import LottieGraphics

/// A magnification of the placed frame: the output point at `focus` (0…1 across and down the
/// unmagnified output) moves to the centre, and everything scales by `scale` around it.
///
/// ```swift
/// let closer = ViewZoom(scale: 2, focusX: 0.25, focusY: 0.25)   // the top-left quarter, filling the view
/// renderer.render(frame: 0, width: 160, height: 160, zoom: closer)
/// ```
package struct ViewZoom: Hashable, Sendable {
    /// The magnification; 1 leaves the frame as placed.
    package var scale: Double
    /// The point moved to the centre, as a fraction across the output (0 left, 1 right).
    package var focusX: Double
    /// The point moved to the centre, as a fraction down the output (0 top, 1 bottom).
    package var focusY: Double

    /// A zoom by `scale` that brings the point at (`focusX`, `focusY`) to the centre.
    package init(scale: Double, focusX: Double = 0.5, focusY: Double = 0.5) {
        self.scale = scale
        self.focusX = focusX
        self.focusY = focusY
    }

    /// No magnification.
    package static let none = ViewZoom(scale: 1)

    /// This zoom, then `next` (the view magnified again): one zoom doing both.
    package func followed(by next: ViewZoom) -> ViewZoom {
        // As fractions of the output: x → s·x + t, with t = 1/2 − focus·s.
        let scale = self.scale * next.scale
        let tx = next.scale * (0.5 - focusX * self.scale) + (0.5 - next.focusX * next.scale)
        let ty = next.scale * (0.5 - focusY * self.scale) + (0.5 - next.focusY * next.scale)
        return ViewZoom(scale: scale, focusX: (0.5 - tx) / scale, focusY: (0.5 - ty) / scale)
    }

    /// The output → output transform for a `width` × `height` output.
    package func transform(width: Int, height: Int) -> AffineTransform {
        guard self != .none, scale.isFinite, scale > 0, focusX.isFinite, focusY.isFinite else { return .identity }
        let (w, h) = (Double(width), Double(height))
        return AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: w / 2 - focusX * w * scale, ty: h / 2 - focusY * h * scale)
    }
}

/// A linear or radial colour gradient with pad spread, defined in the paint's local space.
///
/// Colours are interpolated component-wise in straight (not premultiplied) form, then
/// premultiplied, as ThorVG does. Stops need not be sorted; equal offsets make hard edges.
///
/// ```swift
/// let g = Gradient(kind: .linear(start: Vector2(0, 0), end: Vector2(100, 0)),
///                  stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)])
/// g.color(at: 0.5)   // mid grey
/// ```
package struct Gradient: Hashable, Sendable {
    /// The geometry of a gradient.
    package enum Kind: Hashable, Sendable {
        /// Offset 0 at `start`, 1 at `end`, constant along perpendicular lines.
        case linear(start: Vector2, end: Vector2)
        /// Two-point conical: offset 0 at `focalPoint`, 1 on the circle (`center`, `radius`).
        /// A focal point on or outside the circle is pulled in to 0.99 of the radius.
        case radial(center: Vector2, radius: Double, focalPoint: Vector2)
    }

    package var kind: Kind
    package var stops: [GradientStop]

    /// Creates a gradient.
    package init(kind: Kind, stops: [GradientStop]) {
        self.kind = kind
        self.stops = stops
    }

    /// The straight colour at offset `t` (clamped to 0...1; pad spread). Transparent without stops.
    package func color(at t: Double) -> Color {
        let sorted = sortedStops
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        if t <= first.offset { return first.color }
        if t >= last.offset { return last.color }
        for i in 1..<sorted.count where t <= sorted[i].offset {
            let lo = sorted[i - 1]
            let hi = sorted[i]
            let span = hi.offset - lo.offset
            return span > 0 ? lo.color.lerp(to: hi.color, (t - lo.offset) / span) : hi.color
        }
        return last.color
    }

    /// The stops with finite offsets, clamped to 0...1 and sorted stably by offset.
    package var sortedStops: [GradientStop] {
        let clean = stops.enumerated().compactMap { index, stop -> (Int, GradientStop)? in
            guard stop.offset.isFinite else { return nil }
            var s = stop
            s.offset = min(max(s.offset, 0), 1)
            return (index, s)
        }
        return clean.sorted { $0.1.offset != $1.1.offset ? $0.1.offset < $1.1.offset : $0.0 < $1.0 }.map(\.1)
    }
}

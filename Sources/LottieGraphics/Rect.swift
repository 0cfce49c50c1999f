/// An axis-aligned rectangle in double precision.
///
/// ```swift
/// let r = Rect(x: 0, y: 0, width: 10, height: 5)
/// r.maxX   // 10
/// ```
package struct Rect: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    /// Creates a rectangle from its origin and size.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates the smallest rectangle containing two corner points.
    package init(corner p: Vector2, _ q: Vector2) {
        self.init(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }

    /// Whether the rectangle has no area (or is not finite).
    package var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The smallest rectangle containing both.
    package func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of both, with zero size when they are disjoint.
    package func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(0, min(maxX, other.maxX) - x0), height: max(0, min(maxY, other.maxY) - y0))
    }

    /// Grows the rectangle by `amount` on every side.
    package func expanded(by amount: Double) -> Rect {
        Rect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The bounding box of this rectangle's four corners after `transform`.
    package func applying(_ transform: AffineTransform) -> Rect {
        let corners = [
            transform.apply(to: Vector2(minX, minY)), transform.apply(to: Vector2(maxX, minY)),
            transform.apply(to: Vector2(minX, maxY)), transform.apply(to: Vector2(maxX, maxY)),
        ]
        var r = Rect(corner: corners[0], corners[0])
        for p in corners.dropFirst() { r = r.union(Rect(corner: p, p)) }
        return r
    }
}

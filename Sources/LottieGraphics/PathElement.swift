/// One drawing command of a ``BezierPath``, in absolute coordinates.
package enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(Vector2)
    /// A straight line from the current point.
    case line(Vector2)
    /// A cubic Bézier from the current point: `(control1, control2, end)`.
    case cubic(Vector2, Vector2, Vector2)
    /// Closes the current subpath with a straight line back to its start.
    case close
}

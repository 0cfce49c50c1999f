/// A point or offset in 2D space (x right, y down), in double precision.
///
/// ```swift
/// let p = Vector2(3, 4)
/// p.length   // 5
/// ```
public struct Vector2: Hashable, Sendable {
    /// The horizontal coordinate (right is positive).
    public var x: Double
    /// The vertical coordinate (down is positive).
    public var y: Double

    /// A vector from its two coordinates.
    @inlinable public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Vector2(0, 0)

    /// The Euclidean length, √(x² + y²).
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The component-wise sum.
    @inlinable public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }
    /// The component-wise difference.
    @inlinable public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }
    /// Both coordinates multiplied by `s`.
    @inlinable public static func * (a: Vector2, s: Double) -> Vector2 { Vector2(a.x * s, a.y * s) }
    /// Both coordinates multiplied by `s`.
    @inlinable public static func * (s: Double, a: Vector2) -> Vector2 { Vector2(a.x * s, a.y * s) }
    /// The vector pointing the other way.
    @inlinable public static prefix func - (a: Vector2) -> Vector2 { Vector2(-a.x, -a.y) }

    @inlinable package func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }
    @inlinable package func cross(_ other: Vector2) -> Double { x * other.y - y * other.x }

    /// Linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
    @inlinable package func lerp(to other: Vector2, _ t: Double) -> Vector2 {
        Vector2(x + (other.x - x) * t, y + (other.y - y) * t)
    }
}

/// A point or offset in 2D space (x right, y down), in double precision.
///
/// ```swift
/// let p = Vector2(3, 4)
/// p.length   // 5
/// ```
public struct Vector2: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Vector2(0, 0)

    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    @inlinable public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Vector2, s: Double) -> Vector2 { Vector2(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Vector2) -> Vector2 { Vector2(a.x * s, a.y * s) }
    @inlinable public static prefix func - (a: Vector2) -> Vector2 { Vector2(-a.x, -a.y) }

    @inlinable package func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }
    @inlinable package func cross(_ other: Vector2) -> Double { x * other.y - y * other.x }

    /// Linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
    @inlinable package func lerp(to other: Vector2, _ t: Double) -> Vector2 {
        Vector2(x + (other.x - x) * t, y + (other.y - y) * t)
    }
}

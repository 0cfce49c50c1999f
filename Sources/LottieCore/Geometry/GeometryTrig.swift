import LottieGraphics
import RealModule

/// Trigonometry (from swift-numerics) and small vector helpers for the path geometry code.
enum GeometryTrig {
    /// Degrees to radians.
    static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

    /// Cosine.
    static func cos(_ x: Double) -> Double { Double.cos(x) }

    /// Sine.
    static func sin(_ x: Double) -> Double { Double.sin(x) }

    /// Tangent.
    static func tan(_ x: Double) -> Double { Double.tan(x) }

    /// The unit vector at `angle` radians (positive turns x towards y, clockwise with y down).
    static func direction(_ angle: Double) -> Vector2 { Vector2(Double.cos(angle), Double.sin(angle)) }

    /// Arc tangent of y/x in [−π, π]; 0 for non-finite input.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        guard y.isFinite, x.isFinite else { return 0 }
        return Double.atan2(y: y, x: x)
    }

    // MARK: - Vectors

    /// `v` scaled to unit length, or `nil` when it is (nearly) zero or not finite.
    static func unit(_ v: Vector2) -> Vector2? {
        let length = v.length
        guard length.isFinite, length > 1e-12 else { return nil }
        return v * (1 / length)
    }

    /// The left-hand normal `(t.y, −t.x)` of a direction: outward for clockwise (y-down) travel.
    static func normal(_ t: Vector2) -> Vector2 { Vector2(t.y, -t.x) }

    /// `v` rotated by `angle` radians about the origin.
    static func rotate(_ v: Vector2, by angle: Double) -> Vector2 {
        let c = Double.cos(angle)
        let s = Double.sin(angle)
        return Vector2(c * v.x - s * v.y, s * v.x + c * v.y)
    }

    /// The intersection of the lines `p + s·u` and `q + t·v`, as the parameter `s`, or `nil`
    /// when they are (nearly) parallel.
    static func lineIntersection(_ p: Vector2, _ u: Vector2, _ q: Vector2, _ v: Vector2) -> Double? {
        let denominator = u.cross(v)
        guard abs(denominator) > 1e-12 * max(u.length * v.length, 1e-300) else { return nil }
        let s = (q - p).cross(v) / denominator
        return s.isFinite ? s : nil
    }
}

/// A cubic-bezier timing curve from (0,0) to (1,1) with control points (x1,y1), (x2,y2),
/// as keyframe `o`/`i` handles describe it.
///
/// x components are clamped to 0...1 so the curve is monotonic in x; y components are
/// not (overshoot is allowed).
package struct Easing: Sendable, Equatable {
    package let x1: Double
    package let y1: Double
    package let x2: Double
    package let y2: Double

    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = Self.clamp(x1)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = Self.clamp(x2)
        self.y2 = y2.isFinite ? y2 : 1
    }

    package static let linear = Easing(x1: 0, y1: 0, x2: 1, y2: 1)

    package var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The eased progress y for time progress x in 0...1.
    /// - Complexity: at most 8 Newton steps, then at most 40 bisection steps.
    package func value(at x: Double) -> Double {
        if isLinear { return x }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.bezier(solve(x), y1, y2)
    }

    /// The curve parameter u with Bx(u) = x, to about 1e-7.
    private func solve(_ x: Double) -> Double {
        var u = x
        for _ in 0..<8 {
            let error = Self.bezier(u, x1, x2) - x
            if abs(error) < 1e-7 { return u }
            let slope = Self.derivative(u, x1, x2)
            if abs(slope) < 1e-6 { break }
            u -= error / slope
            if u < 0 || u > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        u = x
        for _ in 0..<40 {
            let value = Self.bezier(u, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }

    /// One coordinate of the cubic with end points 0 and 1 and controls p1, p2.
    private static func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }

    private static func derivative(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * p1 + 6 * v * u * (p2 - p1) + 3 * u * u * (1 - p2)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}

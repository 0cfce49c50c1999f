/// Foundation-free trigonometry for the stroker and gradients (errors below 1e-12).
enum Trig {
    /// Cosine by range reduction and a Taylor series.
    static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let twoPi = 2 * Double.pi
        var r = x - (x / twoPi).rounded() * twoPi
        var sign = 1.0
        if r > Double.pi / 2 {
            r = Double.pi - r
            sign = -1
        } else if r < -Double.pi / 2 {
            r = -Double.pi - r
            sign = -1
        }
        let r2 = r * r
        var term = 1.0
        var sum = 1.0
        for k in 1...12 {
            term *= -r2 / Double((2 * k - 1) * (2 * k))
            sum += term
        }
        return sign * sum
    }

    /// Sine via the cosine.
    static func sin(_ x: Double) -> Double { cos(x - Double.pi / 2) }

    /// Arc tangent of y/x in (−π, π].
    static func atan2(_ y: Double, _ x: Double) -> Double {
        guard y.isFinite, x.isFinite else { return 0 }
        if x == 0 && y == 0 { return 0 }
        if abs(x) >= abs(y) {
            let a = atan(y / x)
            if x > 0 { return a }
            return y >= 0 ? a + Double.pi : a - Double.pi
        }
        let a = atan(x / y)
        return y > 0 ? Double.pi / 2 - a : -Double.pi / 2 - a
    }

    /// Arc tangent for |t| ≤ 1: two half-angle reductions, then a Taylor series.
    private static func atan(_ t: Double) -> Double {
        var v = t
        for _ in 0..<3 { v = v / (1 + (1 + v * v).squareRoot()) }  // atan(t) = 8·atan(v), |v| ≤ tan(π/32)
        let v2 = v * v
        var term = v
        var sum = v
        for k in 1...10 {
            term *= -v2
            sum += term / Double(2 * k + 1)
        }
        return 8 * sum
    }
}

import LottieGraphics

/// One drawing segment of a path: a cubic Bézier, or a straight line stored as the cubic with
/// control points at the thirds of the chord (so parameter and distance agree on lines).
struct CubicSegment: Hashable, Sendable {
    var start: Vector2
    var control1: Vector2
    var control2: Vector2
    var end: Vector2
    /// Whether the segment came from (and is emitted as) a straight line.
    var isLine: Bool

    /// A cubic segment.
    init(start: Vector2, control1: Vector2, control2: Vector2, end: Vector2) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
        self.isLine = false
    }

    /// A straight segment.
    init(lineFrom start: Vector2, to end: Vector2) {
        self.start = start
        self.control1 = start.lerp(to: end, 1.0 / 3.0)
        self.control2 = start.lerp(to: end, 2.0 / 3.0)
        self.end = end
        self.isLine = true
    }

    // MARK: - Evaluation

    /// Whether every point is finite.
    var isFinite: Bool { start.isFinite && control1.isFinite && control2.isFinite && end.isFinite }

    /// The point at parameter `t` (0…1).
    func point(at t: Double) -> Vector2 {
        if isLine { return start.lerp(to: end, t) }
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return start * a + control1 * b + control2 * c + end * d
    }

    /// The first derivative at parameter `t`.
    func derivative(at t: Double) -> Vector2 {
        if isLine { return end - start }
        let u = 1 - t
        return (control1 - start) * (3 * u * u) + (control2 - control1) * (6 * u * t)
            + (end - control2) * (3 * t * t)
    }

    /// The unit tangent at `t`, falling back to the nearest non-degenerate direction
    /// (control polygon, then chord); `nil` only for a segment of zero extent.
    func tangent(at t: Double) -> Vector2? {
        if let d = GeometryTrig.unit(derivative(at: t)) { return d }
        let candidates =
            t < 0.5
            ? [control1 - start, control2 - start, end - start]
            : [end - control2, end - control1, end - start]
        for v in candidates {
            if let d = GeometryTrig.unit(v) { return d }
        }
        return nil
    }

    /// Length of the control polygon (an upper bound of the arc length).
    var polygonLength: Double {
        (control1 - start).length + (control2 - control1).length + (end - control2).length
    }

    /// Length of the chord from start to end (a lower bound of the arc length).
    var chordLength: Double { (end - start).length }

    // MARK: - Splitting (de Casteljau)

    /// The two halves at parameter `t`, split exactly with de Casteljau's algorithm.
    func split(at t: Double) -> (CubicSegment, CubicSegment) {
        let t = min(max(t, 0), 1)
        if isLine {
            let mid = point(at: t)
            return (CubicSegment(lineFrom: start, to: mid), CubicSegment(lineFrom: mid, to: end))
        }
        let ab = start.lerp(to: control1, t)
        let bc = control1.lerp(to: control2, t)
        let cd = control2.lerp(to: end, t)
        let abc = ab.lerp(to: bc, t)
        let bcd = bc.lerp(to: cd, t)
        let mid = abc.lerp(to: bcd, t)
        var first = CubicSegment(start: start, control1: ab, control2: abc, end: mid)
        var second = CubicSegment(start: mid, control1: bcd, control2: cd, end: end)
        first.isLine = isLine
        second.isLine = isLine
        return (first, second)
    }

    /// The part between parameters `t0 ≤ t1` (clamped to 0…1).
    func subsegment(from t0: Double, to t1: Double) -> CubicSegment {
        let a = min(max(t0, 0), 1)
        let b = min(max(t1, a), 1)
        if isLine { return CubicSegment(lineFrom: point(at: a), to: point(at: b)) }
        if a <= 0 { return b >= 1 ? self : split(at: b).0 }
        let tail = split(at: a).1
        if b >= 1 { return tail }
        let remaining = 1 - a
        guard remaining > 1e-15 else { return tail.split(at: 0).0 }
        return tail.split(at: (b - a) / remaining).0
    }

    /// The same curve traversed backwards.
    var reversed: CubicSegment {
        var r = CubicSegment(start: end, control1: control2, control2: control1, end: start)
        r.isLine = isLine
        return r
    }

    // MARK: - Arc length

    /// Arc length between parameters `t0` and `t1` by 5-point Gauss–Legendre quadrature.
    func arcLength(from t0: Double, to t1: Double) -> Double {
        if isLine { return chordLength * abs(t1 - t0) }
        let half = (t1 - t0) / 2
        let mid = (t1 + t0) / 2
        let x1 = 0.5384693101056831
        let x2 = 0.9061798459386640
        var sum = 0.5688888888888889 * derivative(at: mid).length
        sum += 0.4786286704993665 * (derivative(at: mid - half * x1).length + derivative(at: mid + half * x1).length)
        sum += 0.2369268850561891 * (derivative(at: mid - half * x2).length + derivative(at: mid + half * x2).length)
        let result = abs(sum * half)
        return result.isFinite ? result : 0
    }

    /// The parameters that split the segment into `parts` pieces of equal arc length
    /// (`parts − 1` interior values), from a table of `samples` quadrature intervals.
    func evenArcLengthParameters(parts: Int, samples: Int = 16) -> [Double] {
        guard parts > 1 else { return [] }
        if isLine { return (1..<parts).map { Double($0) / Double(parts) } }
        let n = max(1, samples)
        var table = [0.0]
        table.reserveCapacity(n + 1)
        for k in 1...n {
            let last = table[k - 1]
            table.append(last + arcLength(from: Double(k - 1) / Double(n), to: Double(k) / Double(n)))
        }
        let total = table[n]
        guard total > 0, total.isFinite else { return (1..<parts).map { Double($0) / Double(parts) } }
        var result: [Double] = []
        result.reserveCapacity(parts - 1)
        var k = 1
        for j in 1..<parts {
            let target = total * Double(j) / Double(parts)
            while k < n && table[k] < target { k += 1 }
            let span = table[k] - table[k - 1]
            let fraction = span > 0 ? min(max((target - table[k - 1]) / span, 0), 1) : 0
            result.append((Double(k - 1) + fraction) / Double(n))
        }
        return result
    }

    /// Appends the segment to `path` as a line or a cubic (the current point must be `start`).
    func append(to path: inout BezierPath) {
        if isLine {
            path.addLine(to: end)
        } else {
            path.addCurve(to: end, control1: control1, control2: control2)
        }
    }
}

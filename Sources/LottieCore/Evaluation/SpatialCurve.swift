import LottieGraphics

/// A cubic bezier walked by arc length, for spatially interpolated positions.
struct SpatialCurve {
    private static let samples = 48
    let p0: Vector2
    let p1: Vector2
    let p2: Vector2
    let p3: Vector2

    init(_ p0: Vector2, _ p1: Vector2, _ p2: Vector2, _ p3: Vector2) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
    }

    func point(atParameter u: Double) -> Vector2 {
        let v = 1 - u
        return p0 * (v * v * v) + p1 * (3 * v * v * u) + p2 * (3 * v * u * u) + p3 * (u * u * u)
    }

    /// The point at `fraction` of the curve's length (clamped to 0...1).
    func point(atFraction fraction: Double) -> Vector2 {
        guard fraction.isFinite else { return p0 }
        if fraction <= 0 { return p0 }
        if fraction >= 1 { return p3 }
        // Lengths along the curve at each sample, on the stack: this runs for every spatial
        // position of every frame.
        let u = withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.samples + 1) { lengths -> Double? in
            lengths[0] = 0
            var previous = p0
            for index in 1...Self.samples {
                let point = self.point(atParameter: Double(index) / Double(Self.samples))
                lengths[index] = lengths[index - 1] + (point - previous).length
                previous = point
            }
            let target = fraction * lengths[Self.samples]
            guard target > 0 else { return nil }
            var index = 1
            while index < Self.samples && lengths[index] < target { index += 1 }
            let segment = lengths[index] - lengths[index - 1]
            let local = segment > 0 ? (target - lengths[index - 1]) / segment : 0
            return (Double(index - 1) + local) / Double(Self.samples)
        }
        guard let u else { return p0 }
        return point(atParameter: u)
    }
}

import LottieGraphics
import LottieRaster
import Testing

@Suite struct PathFlattenerTests {
    /// Distance from p to segment ab.
    private func distance(_ p: Vector2, _ a: Vector2, _ b: Vector2) -> Double {
        let ab = b - a
        let len2 = ab.dot(ab)
        let t = len2 > 0 ? min(max((p - a).dot(ab) / len2, 0), 1) : 0
        return (p - a.lerp(to: b, t)).length
    }

    @Test(arguments: [0.25, 0.1, 1.0])
    func cubicStaysWithinTolerance(tolerance: Double) {
        var seed: UInt64 = 7
        func rnd() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53) * 200
        }
        for _ in 0..<40 {
            let p = (0..<4).map { _ in Vector2(rnd(), rnd()) }
            var path = BezierPath()
            path.move(to: p[0])
            path.addCurve(to: p[3], control1: p[1], control2: p[2])
            var set = PolylineSet()
            PathFlattener.flatten(path, transform: .identity, tolerance: tolerance, into: &set)
            let pts = set.points
            #expect(pts.first == p[0] && pts.last == p[3])
            for i in 0...400 {
                let t = Double(i) / 400
                let mt = 1 - t
                let q = p[0] * (mt * mt * mt) + p[1] * (3 * mt * mt * t) + p[2] * (3 * mt * t * t) + p[3] * (t * t * t)
                let d = (1..<pts.count).map { distance(q, pts[$0 - 1], pts[$0]) }.min() ?? .infinity
                #expect(d <= tolerance + 1e-9)
            }
        }
    }

    @Test func hugeCurveIsBounded() {
        var path = BezierPath()
        path.move(to: Vector2(-1e12, 0))
        path.addCurve(to: Vector2(1e12, 0), control1: Vector2(0, 1e12), control2: Vector2(0, -1e12))
        var set = PolylineSet()
        PathFlattener.flatten(path, transform: .identity, tolerance: 0.25, into: &set)
        #expect(set.points.count <= PathFlattener.maxSegmentsPerCurve + 1)
    }

    @Test func nonFiniteElementsAreSkipped() {
        var path = BezierPath()
        path.move(to: Vector2(0, 0))
        path.addLine(to: Vector2(.nan, 1))
        path.addLine(to: Vector2(10, .infinity))
        path.addLine(to: Vector2(10, 10))
        var set = PolylineSet()
        PathFlattener.flatten(path, transform: .identity, tolerance: 0.25, into: &set)
        #expect(set.points == [Vector2(0, 0), Vector2(10, 10)])
    }
}

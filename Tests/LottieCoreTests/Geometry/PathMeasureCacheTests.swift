import LottieCore
import LottieGraphics
import Testing

/// Trimmed paths measured once and kept: a kept measure cuts a path exactly as a fresh one,
/// and a full cache starts over instead of refusing new paths.
@Suite struct PathMeasureCacheTests {
    typealias F = GeometryFixtures

    /// A closed curve: a circle of radius `r` from four cubics.
    private func circle(_ r: Double) -> BezierPath {
        let k = 0.5523 * r
        var path = BezierPath()
        path.move(to: Vector2(r, 0))
        path.addCurve(to: Vector2(0, r), control1: Vector2(r, k), control2: Vector2(k, r))
        path.addCurve(to: Vector2(-r, 0), control1: Vector2(-k, r), control2: Vector2(-r, k))
        path.addCurve(to: Vector2(0, -r), control1: Vector2(-r, -k), control2: Vector2(-k, -r))
        path.addCurve(to: Vector2(r, 0), control1: Vector2(k, -r), control2: Vector2(r, -k))
        path.close()
        return path
    }

    @Test func keptMeasuresTrimAsFreshOnes() {
        let cache = PathMeasureCache()
        let paths = [circle(40), F.square(0, 0, 30), F.line(.zero, Vector2(100, 20))]
        for (start, end, offset) in [(0.0, 50.0, 0.0), (10, 90, 45), (25, 30, 300), (60, 20, -90)] {
            for individually in [false, true] {
                let fresh = PathModifier.trim(paths, start: start, end: end, offset: offset, individually: individually)
                let kept = PathModifier.trim(
                    paths, start: start, end: end, offset: offset, individually: individually, measuredBy: cache.measure)
                #expect(kept == fresh, "s \(start) e \(end) o \(offset) individually \(individually)")
            }
        }
    }

    @Test func equalPathsShareOneMeasure() {
        let cache = PathMeasureCache()
        let first = cache.measure(circle(40))
        let again = cache.measure(circle(40))
        #expect(first.length == again.length)
        #expect(F.close(first.length, 2 * Double.pi * 40, 0.1))
        #expect(cache.measure(circle(20)).length < first.length)
    }

    @Test func aFullCacheStartsOverAndStaysCorrect() {
        let cache = PathMeasureCache()
        // Far more distinct paths than the cache holds: each measure must still be its own path's.
        for index in 0..<(PathMeasureCache.maxEntries + 100) {
            let length = Double(index % 977 + 1)
            let measure = cache.measure(F.line(Vector2(0, Double(index)), Vector2(length, Double(index))))
            #expect(measure.length == length)
        }
        #expect(cache.measure(F.line(.zero, Vector2(5, 0))).length == 5)
    }
}

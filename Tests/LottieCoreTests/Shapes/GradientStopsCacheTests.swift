import LottieCore
import LottieGraphics
import Testing

/// Gradient stops made once and kept: kept stops are the stops made afresh, and a full cache
/// starts over instead of refusing new gradients.
@Suite struct GradientStopsCacheTests {
    /// Colour stops `[offset, r, g, b] × 3` (the middle one halfway in colour, as bodymovin
    /// exports a midpoint) and opacity stops `[offset, alpha] × 2`.
    private func values(_ shift: Double) -> [Double] {
        [0, 1, 0, 0, 0.5 + shift, 0.5, 0.5, 0, 1, 0, 1, 0] + [0, 1, 1, 0.25]
    }

    @Test func keptStopsAreFreshStops() {
        let cache = GradientStopsCache()
        for shift in [0.0, 0.1, -0.2] {
            let fresh = GradientPaint.stops(values(shift), colorCount: 3, curvingMidpoints: true)
            #expect(cache.curvedStops(values(shift), colorCount: 3) == fresh)
            #expect(cache.curvedStops(values(shift), colorCount: 3) == fresh)  // kept
        }
        // The same values with another colour count are other stops.
        #expect(cache.curvedStops(values(0), colorCount: 2) == GradientPaint.stops(values(0), colorCount: 2, curvingMidpoints: true))
    }

    @Test func aFullCacheStartsOverAndStaysCorrect() {
        let cache = GradientStopsCache()
        for index in 0..<(GradientStopsCache.maxEntries + 50) {
            let shift = Double(index) / Double(4 * GradientStopsCache.maxEntries)
            #expect(cache.curvedStops(values(shift), colorCount: 3) == GradientPaint.stops(values(shift), colorCount: 3, curvingMidpoints: true))
        }
    }
}

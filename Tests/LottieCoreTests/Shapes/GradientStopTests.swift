import LottieCore
import LottieGraphics
import Testing

/// How a gradient's flat `g.k` array becomes paint stops: colour and opacity stops merged at
/// the union of their offsets, each interpolated on its own, hard edges kept.
@Suite struct GradientStopTests {
    private func summary(_ stops: [GradientStop]) -> [[Double]] {
        stops.map { s in [s.offset, s.color.r, s.color.g, s.color.b, s.color.a].map { ($0 * 1000).rounded() / 1000 } }
    }

    @Test func twoColourStopsAtOneOffsetMakeAHardEdge() {
        let stops = GradientPaint.stops([0, 1, 0, 0, 0.5, 1, 0, 0, 0.5, 0, 0, 1, 1, 0, 0, 1], colorCount: 4)
        #expect(
            summary(stops) == [
                [0, 1, 0, 0, 1], [0.5, 1, 0, 0, 1], [0.5, 0, 0, 1, 1], [1, 0, 0, 1, 1],
            ])
    }

    @Test func aHardColourEdgeTakesTheOpacityInterpolatedThere() {
        let values: [Double] = [0, 1, 0, 0, 0.5, 1, 0, 0, 0.5, 0, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0]
        #expect(
            summary(GradientPaint.stops(values, colorCount: 4)) == [
                [0, 1, 0, 0, 1], [0.5, 1, 0, 0, 0.5], [0.5, 0, 0, 1, 0.5], [1, 0, 0, 1, 0],
            ])
    }

    @Test func twoOpacityStopsAtOneOffsetMakeAHardEdgeInAlphaOnly() {
        let values: [Double] = [0, 0, 0, 0, 1, 1, 1, 1, 0, 1, 0.5, 1, 0.5, 0, 1, 0]
        #expect(
            summary(GradientPaint.stops(values, colorCount: 2)) == [
                [0, 0, 0, 0, 1], [0.5, 0.5, 0.5, 0.5, 1], [0.5, 0.5, 0.5, 0.5, 0], [1, 1, 1, 1, 0],
            ])
    }

    /// An After Effects midpoint arrives as an ordinary stop (bodymovin writes the mean colour
    /// at the midpoint's offset); opacity stops sit at offsets of their own.
    @Test func midpointStopsAndUnalignedOpacityStopsInterpolateIndependently() {
        let values: [Double] = [0, 0, 0, 0, 0.25, 0.5, 0.5, 0.5, 1, 1, 1, 1, 0, 1, 0.5, 1, 1, 0]
        #expect(
            summary(GradientPaint.stops(values, colorCount: 3)) == [
                [0, 0, 0, 0, 1], [0.25, 0.5, 0.5, 0.5, 1], [0.5, 0.667, 0.667, 0.667, 1], [1, 1, 1, 1, 0],
            ])
    }

    @Test func stopsOutOfOrderAreSortedAndThoseBeyondTheEndsHeld() {
        let values: [Double] = [1, 0, 0, 1, 0.2, 1, 0, 0, 0.4, 0.5]
        #expect(
            summary(GradientPaint.stops(values, colorCount: 2)) == [
                [0.2, 1, 0, 0, 0.5], [0.4, 0.75, 0, 0.25, 0.5], [1, 0, 0, 1, 0.5],
            ])
    }

    /// Each offset is looked up by binary search, so a file with tens of thousands of stops
    /// merges in milliseconds, not in quadratic time.
    @Test func manyStopsMergeInNearLinearTime() {
        let count = 20_000
        var values: [Double] = []
        for index in 0..<count { values += [Double(index) / Double(count), 1, 0, 0] }
        for index in 0..<count { values += [(Double(index) + 0.5) / Double(count), 0.5] }
        let clock = ContinuousClock()
        let start = clock.now
        let stops = GradientPaint.stops(values, colorCount: count)
        #expect(stops.count == 2 * count)
        #expect(clock.now - start < .seconds(2))
    }

    @Test func missingOrShortDataGivesNoStops() {
        #expect(GradientPaint.stops([], colorCount: 2).isEmpty)
        #expect(GradientPaint.stops([0, 1, 1], colorCount: 1).isEmpty)
        #expect(GradientPaint.stops([0, 1, 1, 1], colorCount: nil).count == 1)
    }
}

import Foundation
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

    /// Black at 0, white at 1 and the exporter's midpoint stop (mid grey) at 0.6: After Effects
    /// ramps along u^p with p = ln ½ / ln 0.6, through the same grey at 0.6, not along two
    /// straight ramps.
    @Test func anOffCentreMidpointStopCurvesTheRamp() {
        let values: [Double] = [0, 0, 0, 0, 0.6, 0.5, 0.5, 0.5, 1, 1, 1, 1]
        let gradient = Gradient(
            kind: .linear(start: .zero, end: Vector2(1, 0)),
            stops: GradientPaint.stops(values, colorCount: 3, curvingMidpoints: true))
        let power = log(0.5) / log(0.6)
        for t in [0.05, 0.2, 0.3, 0.45, 0.6, 0.7, 0.8, 0.95] {
            #expect(abs(gradient.color(at: t).r - pow(t, power)) < 0.5 / 255, "t = \(t)")
        }
        // Read as written, the same stops make two straight ramps.
        let straight = Gradient(kind: .linear(start: .zero, end: Vector2(1, 0)), stops: GradientPaint.stops(values, colorCount: 3))
        #expect(abs(straight.color(at: 0.3).r - 0.25) < 1e-9)
    }

    /// Opacity stops have midpoints of their own, read apart from the colours'.
    @Test func opacityMidpointStopsCurveOnTheirOwn() {
        let values: [Double] = [0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 0.25, 0.5, 1, 0]
        let gradient = Gradient(
            kind: .linear(start: .zero, end: Vector2(1, 0)),
            stops: GradientPaint.stops(values, colorCount: 2, curvingMidpoints: true))
        let power = log(0.5) / log(0.25)
        for t in [0.1, 0.25, 0.5, 0.9] {
            #expect(abs(gradient.color(at: t).a - (1 - pow(t, power))) < 1.0 / 255, "t = \(t)")
            #expect(gradient.color(at: t).r == 1)
        }
    }

    /// Midpoints at half way are straight ramps, and lists not alternating stops and midpoints
    /// halfway in value are read as written.
    @Test func otherStopListsAreReadAsWritten() {
        let lists: [([Double], Int)] = [
            ([0, 1, 0, 0, 0.345, 0.5, 0.024, 0.5, 0.69, 0, 0.047, 1, 0.845, 0, 0.024, 0.5, 1, 0, 0, 0], 5),
            ([0, 0, 0, 0, 0.3, 0.4, 0.4, 0.4, 1, 1, 1, 1], 3),
            ([0, 0, 0, 0, 0.3, 0.5, 0.5, 0.5, 0.6, 1, 1, 1, 1, 0, 0, 0], 4),
            ([0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 1, 1, 1, 1], 3),
        ]
        for (values, count) in lists {
            #expect(
                GradientPaint.stops(values, colorCount: count, curvingMidpoints: true)
                    == GradientPaint.stops(values, colorCount: count))
        }
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

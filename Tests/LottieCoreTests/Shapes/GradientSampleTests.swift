import LottieGraphics
import Testing

/// `Samples/gradient-stops.json`, pixel by pixel: one quadrant for each gradient rule
/// (lottie-format §9.4, README "Gradients").
@Suite struct GradientSampleTests {
    static let sample = "gradient-stops.json"

    /// Top left: two stops at offset 0.5 split red from blue with no blend between them.
    @Test func twoStopsAtOneOffsetMakeAHardEdge() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        #expect(frame.isColor(45, 50, 1, 0, 0))
        #expect(frame.isColor(48, 50, 1, 0, 0))
        #expect(frame.isColor(51, 50, 0, 0, 1))
        #expect(frame.isColor(54, 50, 0, 0, 1))
    }

    /// Top right: an exported After Effects midpoint (mid grey at 0.25) curves the ramp along
    /// u^½ (the power that puts half way at 0.25), and opacity stops at their own offsets fade
    /// it, without darkening the colour (straight interpolation).
    @Test func midpointAndOpacityStopsInterpolateIndependently() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // Pixel 119 samples x = 119, offset 0.1125: grey √0.1125 = 0.335, opaque.
        #expect(frame.isColor(119, 50, 0.335, 0.335, 0.335))
        // Pixel 169 samples x = 169, offset 0.7375: grey √0.7375 = 0.859 at alpha 0.525.
        #expect(frame.isColor(169, 50, 0.859, 0.859, 0.859, alpha: 0.525))
    }

    /// Bottom left: the highlight moves the focal point h % of the radius along the angle a
    /// (90°: straight down), and the centre then lies a third of the way to the rim.
    @Test func radialHighlightMovesTheFocalPoint() throws {
        let before = try SampleFrame(Self.sample, frame: 0)
        #expect(before.color(50, 150).r > 0.97)
        let after = try SampleFrame(Self.sample, frame: 30)
        #expect(after.color(50, 170).r > 0.95)
        #expect(abs(after.color(49, 149).r - 2.0 / 3) < 0.03)
        #expect(after.color(50, 130).r < 0.5)
    }

    /// Bottom right: gradient keyframes follow their easing, and a hold keyframe holds.
    @Test func gradientKeyframesEaseAndHold() throws {
        // Frame 10 of an ease (0.42, 0, 0.58, 1) over 30 frames: progress 0.232, not 1/3.
        let eased = try SampleFrame(Self.sample, frame: 10)
        #expect(eased.isColor(110, 150, 0.768, 0, 0.232, tolerance: 0.015))
        let held = try SampleFrame(Self.sample, frame: 44)
        #expect(held.isColor(110, 150, 0, 0, 1))
        let last = try SampleFrame(Self.sample, frame: 45)
        #expect(last.isColor(110, 150, 0, 1, 0))
    }
}

import Testing

/// `Samples/gradient-overlay.json`, pixel by pixel: the gradient overlay layer style on two
/// 80 × 60 boxes (README "Layer styles").
@Suite struct GradientOverlaySampleTests {
    static let sample = "gradient-overlay.json"

    /// Linear, angle 0°: black at the box's left edge to red at its right, over a white fill.
    @Test func aLinearOverlaySpansTheBoxAlongItsAngle() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        #expect(frame.isColor(11, 50, 0.02, 0, 0))
        #expect(frame.isColor(50, 50, 0.506, 0, 0))
        #expect(frame.isColor(88, 50, 0.975, 0, 0))
    }

    /// At 90° (animated from 0° over 30 frames) the ramp runs from the bottom up.
    @Test func theAngleTurnsTheRamp() throws {
        let frame = try SampleFrame(Self.sample, frame: 30)
        #expect(frame.isColor(50, 21, 0.975, 0, 0))
        #expect(frame.isColor(50, 78, 0.025, 0, 0))
    }

    /// Radial and reversed, at 50 % over green: blue mixed in at the centre, white past half
    /// the box's larger side (the corners).
    @Test func aReversedRadialOverlayMixesByItsOpacity() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        #expect(frame.isColor(150, 50, 0, 0.5, 0.5))
        #expect(frame.isColor(111, 21, 0.5, 1, 0.5))
        #expect(frame.alpha(100, 50) < 0.01)
    }
}

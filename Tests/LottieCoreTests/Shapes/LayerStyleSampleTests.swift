import Testing

/// `Samples/layer-styles.json`, pixel by pixel: four squares over a gray layer, each with layer
/// styles (stroke; inner shadow; drop shadow; colour overlay and outer glow), at frame 0.
@Suite struct LayerStyleSampleTests {
    static let sample = "layer-styles.json"

    @Test func strokeStyleRingsTheLayerOutside() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // The red square spans 20...40; the blue stroke is 4 wide, outside it, round at corners.
        #expect(frame.isColor(30, 30, 1, 0, 0))
        #expect(frame.isColor(30, 18, 0, 0, 1))
        #expect(frame.isColor(30, 14, 0.5, 0.5, 0.5))
        #expect(frame.isColor(18, 18, 0, 0, 1))
        #expect(frame.isColor(16, 16, 0.5, 0.5, 0.5))
    }

    @Test func innerShadowFallsInsideOnTheSideOfTheLight() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // Light from above (90°), distance 6: a black band along the inside of the top edge.
        #expect(frame.isColor(90, 12, 0, 0, 0))
        #expect(frame.isColor(90, 30, 1, 1, 1))
        #expect(frame.isColor(90, 48, 1, 1, 1))
        #expect(frame.isColor(72, 30, 1, 1, 1))
        #expect(frame.isColor(90, 6, 0.5, 0.5, 0.5))
    }

    @Test func dropShadowFallsAwayFromTheLightUnderTheLayer() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // The green square spans 80...100 vertically; its shadow is 8 lower.
        #expect(frame.isColor(30, 90, 0, 1, 0))
        #expect(frame.isColor(30, 104, 0, 0, 0))
        #expect(frame.isColor(45, 104, 0.5, 0.5, 0.5))
    }

    @Test func colorOverlayMixesAndOuterGlowSurrounds() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // White under a 50 % red overlay; a solid yellow glow just outside, none far away.
        #expect(frame.isColor(90, 90, 1, 0.5, 0.5))
        #expect(frame.isColor(90, 78, 1, 1, 0, tolerance: 0.1))
        #expect(frame.isColor(90, 60, 0.5, 0.5, 0.5))
    }
}

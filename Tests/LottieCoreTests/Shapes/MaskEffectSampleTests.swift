import Testing

/// `Samples/mask-effects.json`, pixel by pixel: a stroke along a mask, a set matte, a fill inside
/// a mask, a simple choker and a Gaussian blur that repeats edge pixels, on a transparent canvas.
@Suite struct MaskEffectSampleTests {
    static let sample = "mask-effects.json"

    @Test func strokeEffectPaintsAlongTheMaskOnTransparent() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // The mask's left edge is x = 10; the brush is 4 wide; the layer has no content.
        #expect(frame.isColor(10, 25, 1, 0, 0))
        #expect(frame.alpha(25, 25) < 0.01)
        #expect(frame.alpha(5, 25) < 0.01)
    }

    @Test func setMatteKeepsTheLayerWhereTheNamedLayerIs() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // The yellow square shows only inside the circle of radius 15 around (75, 25).
        #expect(frame.isColor(75, 25, 1, 1, 0))
        #expect(frame.alpha(55, 5) < 0.01)
        #expect(frame.alpha(75, 45) < 0.01)
    }

    @Test func fillEffectFillsOnlyItsMask() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        #expect(frame.isColor(10, 75, 1, 0, 0))
        #expect(frame.isColor(40, 75, 1, 1, 1))
    }

    @Test func simpleChokerErodesTheSilhouette() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // The square spans 60...90; a choke of 5 leaves 65...85.
        #expect(frame.alpha(62, 75) < 0.01)
        #expect(frame.isColor(67, 75, 0, 1, 0))
    }

    @Test func blurWithRepeatedEdgesKeepsTheEdgesSharp() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // The bar spans 10...90 × 110...140; blurred, its edge pixels stay whole and nothing spreads.
        #expect(frame.isColor(11, 125, 0, 1, 1))
        #expect(frame.isColor(50, 111, 0, 1, 1))
        #expect(frame.alpha(5, 125) < 0.01)
        #expect(frame.alpha(50, 105) < 0.01)
    }
}

import Testing

/// `Samples/shape-blend-modes.json`, pixel by pixel: a blue band (multiply) and a red line
/// (difference) over a yellow half in one layer, above a gray layer. Each blended paint mixes
/// with what its own layer drew below it, never with the gray layer.
@Suite struct ShapeBlendModeSampleTests {
    static let sample = "shape-blend-modes.json"

    @Test func multipliedFillDarkensThePaintBelowIt() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // Blue × yellow.
        #expect(frame.isColor(10, 25, 0, 0, 0))
    }

    @Test func blendedPaintOverNothingInItsLayerKeepsItsColour() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // Over the gray layer the band is plain blue: the gray is another layer.
        #expect(frame.isColor(75, 25, 0, 0, 1))
        #expect(frame.isColor(75, 75, 0.5, 0.5, 0.5))
    }

    @Test func differenceStrokeSubtractsFromWhatIsBelow() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // |yellow − red| = green; |black − red| = red.
        #expect(frame.isColor(25, 75, 0, 1, 0))
        #expect(frame.isColor(25, 25, 1, 0, 0))
        #expect(frame.isColor(10, 75, 1, 1, 0))
    }
}

import Testing

/// `Samples/wipes.json`, pixel by pixel: three squares half-way or a quarter through a wipe, on
/// a transparent canvas.
@Suite struct WipeSampleTests {
    static let sample = "wipes.json"

    @Test func radialWipeHidesTheSectorSweptClockwiseFromItsStart() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // 25 % from twelve o'clock around (25, 25): the top-right quarter is gone.
        #expect(frame.alpha(40, 10) < 0.01)
        #expect(frame.isColor(10, 10, 1, 0, 0))
        #expect(frame.isColor(40, 40, 1, 0, 0))
        #expect(frame.isColor(10, 40, 1, 0, 0))
    }

    @Test func linearWipeHidesWhatTheLineHasPassed() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // At 90° the line travels left to right; half-way it has hidden the left half.
        #expect(frame.alpha(60, 25) < 0.01)
        #expect(frame.isColor(90, 25, 0, 1, 0))
    }

    @Test func radialWipeBothWaysOpensAroundItsStart() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // 50 % both ways from six o'clock around (25, 75): the lower half is gone.
        #expect(frame.alpha(25, 90) < 0.01)
        #expect(frame.isColor(25, 60, 0, 0, 1))
        #expect(frame.isColor(10, 70, 0, 0, 1))
    }
}

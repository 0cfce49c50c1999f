import LottieGraphics
import Testing

/// `Samples/precomp-glyphs.json`, pixel by pixel: the text "*o*" at 50 px from (25, 75), where
/// "*" is a glyph drawn by a precomposition (a yellow star turning 72° over the 60 frames) and
/// "o" an outline glyph (a box) filled with the text's blue; an animator moves every glyph
/// 20 px up over the first 30 frames.
@Suite struct PrecompGlyphSampleTests {
    static let sample = "precomp-glyphs.json"

    private func isYellow(_ frame: SampleFrame, _ x: Int, _ y: Int) -> Bool {
        frame.isColor(x, y, 1, 0.82, 0)
    }

    private func isBlue(_ frame: SampleFrame, _ x: Int, _ y: Int) -> Bool {
        frame.isColor(x, y, 0.13, 0.38, 1)
    }

    @Test func precompositionGlyphsDrawTheirOwnColoursWhereTheLayoutPutsThem() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // The stars' centres: glyph origin + (50, -50) × 0.5, for the first and third glyph.
        #expect(isYellow(frame, 50, 50))
        #expect(isYellow(frame, 150, 50))
        // The outline glyph between them takes the text's fill colour.
        #expect(isBlue(frame, 100, 55))
        #expect(frame.alpha(78, 55) < 0.01)
    }

    @Test func precompositionGlyphsAreScaledFromSize100() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // At 0.5 scale the star's outer radius is 20 px and its lowest inner corner 10 px below
        // the centre: 16 px below is outside, as is anything beyond the 50 px glyph box.
        #expect(frame.alpha(50, 66) < 0.01)
        #expect(frame.alpha(50, 80) < 0.01)
        #expect(frame.alpha(20, 50) < 0.01)
    }

    @Test func glyphsMoveWithTheAnimator() throws {
        let start = try SampleFrame(Self.sample, frame: 0)
        let moved = try SampleFrame(Self.sample, frame: 30)
        #expect(isYellow(start, 50, 53))
        #expect(moved.alpha(50, 53) < 0.01)
        #expect(isYellow(moved, 50, 30))
        #expect(isYellow(moved, 150, 30))
        #expect(isBlue(moved, 100, 20))
        #expect(start.alpha(100, 20) < 0.01)
    }

    @Test func theGlyphsPrecompositionPlaysOnTheTextLayersClock() throws {
        // By frame 30 the star has turned 36°: a point hangs where an inner corner was.
        let turned = try SampleFrame(Self.sample, frame: 30)
        #expect(isYellow(turned, 50, 46))
        #expect(isYellow(turned, 150, 46))
    }
}

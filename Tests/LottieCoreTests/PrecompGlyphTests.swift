import LottieCore
import LottieGraphics
import LottieModel
import Testing

/// Glyphs drawn by precompositions (`chars` whose `data` has a `refId`): their timing, and
/// references that cannot be drawn (synthetic font, see `TextFixture`).
@Suite struct PrecompGlyphTests {
    typealias F = TextFixture

    /// A 10×10 square at (0, -10)…(10, 0) in glyph units.
    private static let square =
        #"{"ty":4,"ind":1,"ip":0,"op":1000,"# + F.identity
        + #","shapes":[{"ty":"rc","p":{"a":0,"k":[5,-5]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#

    /// `chars` for "a" drawn by precomposition `refId` with extra glyph `data` keys, and the
    /// assets: "square", plus "loop", which holds a text layer showing "a" itself.
    private func evaluator(_ text: String, refId: String, data: String = "") throws -> FrameEvaluator {
        let loop =
            #"{"ty":5,"nm":"Inner","ind":1,"ip":0,"op":60,"# + F.identity + #","t":{"d":{"k":["# + F.document(text)
            + #"]},"p":{},"a":[]}}"#
        let extra =
            #""assets":[{"id":"square","layers":["# + Self.square + #"]},{"id":"loop","layers":["# + loop + "]}],"
            + #""chars":[{"ch":"a","fFamily":"Test","style":"Regular","size":100,"w":50,"data":{"refId":""# + refId
            + "\"" + data + "}}],"
        return F.evaluator(try F.animation(documents: [F.document(text)], extra: extra))
    }

    @Test func glyphTimingFollowsItsData() throws {
        // Shown from frame 10, its precomposition starting at frame 10 and running twice as slow.
        let evaluator = try evaluator("a", refId: "square", data: #","ip":10,"op":50,"st":10,"sr":2"#)
        #expect(F.draws(evaluator, frame: 5).isEmpty)
        #expect(F.draws(evaluator, frame: 10).count == 1)
        #expect(F.draws(evaluator, frame: 50).isEmpty)
        // Size 10: the square is 1×1 at the glyph's origin.
        let box = try #require(F.boxes(evaluator, frame: 20).first)
        #expect(abs(box.width - 1) < 1e-9 && abs(box.minY + 1) < 1e-9)
    }

    @Test func aGlyphInsideItsOwnPrecompositionStopsWithADiagnostic() throws {
        let start = ContinuousClock.now
        let notes = try evaluator(String(repeating: "a", count: 500), refId: "loop").evaluate(at: 0).notes
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(notes.contains { $0.contains("shows precomposition 'loop' inside itself") }, "\(notes)")
    }

    @Test func aMissingPrecompositionIsDiagnosed() throws {
        let (list, notes) = try evaluator("aa", refId: "nowhere").evaluate(at: 0)
        #expect(list.items.isEmpty)
        #expect(notes.contains("a text glyph refers to a missing precomposition 'nowhere'; it is not drawn"), "\(notes)")
        #expect(!notes.contains { $0.contains("without a glyph") })
    }
}

import LottieCore
import LottieGraphics
import LottieModel
import Testing

/// Where text layout puts glyphs: justification, line breaks, box wrapping, tracking,
/// capitals, document keyframes and replacements (synthetic font, see `TextFixture`).
@Suite struct TextLayoutTests {
    typealias F = TextFixture

    /// The boxes' x ranges, rounded to 1/1000 px.
    private func spans(_ boxes: [Rect]) -> [[Double]] {
        boxes.map { [($0.minX * 1000).rounded() / 1000, ($0.maxX * 1000).rounded() / 1000] }
    }

    private func boxes(_ text: String, _ fields: String = "", frame: Double = 0) throws -> [Rect] {
        F.boxes(F.evaluator(try F.animation(documents: [F.document(text, fields)])), frame: frame)
    }

    @Test func pointTextJustifiesAroundTheLayerOrigin() throws {
        #expect(spans(try boxes("ab", #""j":0"#)) == [[0, 5], [5, 10]])
        #expect(spans(try boxes("ab", #""j":1"#)) == [[-10, -5], [-5, 0]])
        #expect(spans(try boxes("ab", #""j":2"#)) == [[-5, 0], [0, 5]])
        // Each line is aligned by its own width.
        #expect(spans(try boxes(#"ab\rc"#, #""j":1"#)) == [[-10, -5], [-5, 0], [-5, 0]])
    }

    @Test func lineBreaksStackLinesByLineHeight() throws {
        for separator in [#"\r"#, #"\n"#, #"\u0003"#] {
            let result = try boxes("ab" + separator + "c")
            #expect(result.count == 3)
            #expect(result.map(\.maxY) == [0, 0, 12])
            #expect(result.last?.minX == 0)
        }
        // Baseline shift moves every line up.
        #expect(try boxes("a", #""ls":3"#).first?.maxY == -3)
    }

    @Test func boxTextWrapsAtSpacesAndStartsAtTheAscent() throws {
        let result = try boxes("aa bb cc", #""sz":[22,100],"ps":[0,0]"#)
        #expect(spans(result) == [[0, 5], [5, 10], [0, 5], [5, 10], [0, 5], [5, 10]])
        // First baseline at ps.y + ascent (0.8 em), then one line height per line.
        #expect(result.map(\.maxY) == [8, 8, 20, 20, 32, 32])
        // A word longer than the box breaks inside the word.
        #expect(try boxes("aaaaaa", #""sz":[12,100],"ps":[0,0]"#).map(\.maxY) == [8, 8, 20, 20, 32, 32])
    }

    @Test func boxTextAlignsInsideTheBox() throws {
        #expect(spans(try boxes("aa", #""sz":[22,100],"ps":[1,0],"j":2"#)) == [[7, 12], [12, 17]])
        #expect(spans(try boxes("aa", #""sz":[22,100],"ps":[1,0],"j":1"#)) == [[13, 18], [18, 23]])
    }

    @Test(arguments: [
        (3, [[0.0, 5.0], [5, 10], [20, 25], [25, 30], [0, 5], [5, 10]]),  // last line left
        (4, [[0.0, 5.0], [5, 10], [20, 25], [25, 30], [20, 25], [25, 30]]),  // last line right
        (5, [[0.0, 5.0], [5, 10], [20, 25], [25, 30], [10, 15], [15, 20]]),  // last line centred
        (6, [[0.0, 5.0], [5, 10], [20, 25], [25, 30], [0, 5], [25, 30]]),  // every line full
    ])
    func justifiedBoxTextFillsEveryLineButTheLast(mode: Int, expected: [[Double]]) throws {
        #expect(spans(try boxes("aa bb cc", #""sz":[30,100],"ps":[0,0],"j":"# + "\(mode)")) == expected)
    }

    @Test func trackingAddsThousandthsOfAnEmAfterEveryCharacter() throws {
        #expect(spans(try boxes("ab", #""tr":100"#)) == [[0, 5], [6, 11]])
    }

    @Test func capitalsUseTheUpperCaseGlyphs() throws {
        #expect(spans(try boxes("ab", #""ca":1"#)) == [[0, 8], [8, 16]])
        // Small caps: lower-case letters become capitals at 70 %.
        let small = try boxes("Ab", #""ca":2"#)
        #expect(spans(small) == [[0, 8], [8, 13.6]])
        #expect(abs((small.last?.height ?? 0) - 4.9) < 1e-9)
    }

    @Test func documentKeyframesStepWithoutInterpolating() throws {
        let animation = try F.animation(documents: [F.document("a"), F.document("abc", time: 10)])
        let evaluator = F.evaluator(animation)
        #expect(F.boxes(evaluator, frame: 9.9).count == 1)
        #expect(F.boxes(evaluator, frame: 10).count == 3)
        #expect(F.boxes(evaluator, frame: 59).count == 3)
    }

    @Test func replacementsApplyByLayerKeypathAndSourceText() throws {
        let animation = try F.animation(documents: [F.document("ab")])
        #expect(F.boxes(F.evaluator(animation, replacements: ["Label": ["ab": "abcd"]])).count == 4)
        #expect(F.boxes(F.evaluator(animation, replacements: ["Other": ["ab": "abcd"]])).count == 2)
        #expect(F.boxes(F.evaluator(animation, replacements: ["Label": ["xy": "abcd"]])).count == 2)
    }

    @Test func theAnimationsOwnGlyphsNeedNoFontProvider() throws {
        let square = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,-70],[50,-70],[50,0],[0,0]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        let chars =
            #""chars":[{"ch":"x","fFamily":"Test","style":"Regular","size":100,"w":60,"data":{"shapes":[{"ty":"gr","it":["#
            + square + #"]}]}}],"#
        let animation = try F.animation(documents: [F.document("xx")], extra: chars)
        let evaluator = FrameEvaluator(animation: animation)
        #expect(spans(F.boxes(evaluator)) == [[0, 5], [6, 11]])
        // A font with neither chars nor provider outlines draws nothing and says so.
        let missing = try F.animation(documents: [F.document("ab")])
        let result = FrameEvaluator(animation: missing).evaluate(at: 0)
        #expect(result.list.items.isEmpty)
        #expect(result.notes.contains { $0.contains("\"Test\" has no glyphs") })
        // Characters the font lacks are skipped, and said so.
        let partial = F.evaluator(try F.animation(documents: [F.document("a7b")])).evaluate(at: 0)
        #expect(partial.list.items.isEmpty == false)
        #expect(partial.notes.contains { $0.contains("characters without a glyph") })
    }

    @Test func hostileDocumentsDrawWhatTheyCanWithoutTrapping() throws {
        let long = String(repeating: "ab ", count: 20_000)
        let cases = [
            F.document(long, #""sz":[0,0],"ps":[0,0]"#),  // a zero-width box: one character per line
            F.document("ab", #""s":1e300,"lh":-1e300"#),  // overflowing sizes
            F.document("", #""j":6,"sz":[-5,10]"#),  // nothing to draw
            F.document(#"\r\r\r"#, #""ca":2,"tr":1e308"#),  // only line breaks
        ]
        for document in cases {
            let animators = #"[{"s":{"t":0,"r":2,"b":3,"sh":5,"s":{"a":0,"k":1e300},"e":{"a":0,"k":-1e300}},"a":{"t":{"a":0,"k":1e300},"s":{"a":0,"k":[0,0]}}}]"#
            let evaluator = F.evaluator(try F.animation(documents: [document], animators: animators))
            let boxes = F.boxes(evaluator)
            #expect(boxes.count <= 20_000)  // characters laid out per document are bounded
        }
    }

    @Test func textOnAPathPlacesGlyphCentresAlongTheMask() throws {
        // Mask 0 runs left to right along y = 20 (mode "n": a path, not a mask).
        let mask = #""masksProperties":[{"mode":"n","pt":{"a":0,"k":{"c":false,"v":[[0,20],[100,20]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}},"o":{"a":0,"k":100}}],"#
        let options = #"{"m":0,"f":{"a":0,"k":10},"p":{"a":0,"k":1}}"#
        let along = try F.animation(documents: [F.document("ab")], layerExtra: mask, pathOptions: options)
        let result = F.boxes(F.evaluator(along))
        #expect(spans(result) == [[10, 15], [15, 20]])
        #expect(result.map(\.maxY) == [20, 20])
        // Reversed, distances run from the end (x = 100) backwards and glyphs turn around.
        let reversed = #"{"m":0,"f":{"a":0,"k":10},"r":{"a":0,"k":1},"p":{"a":0,"k":1}}"#
        let back = F.boxes(F.evaluator(try F.animation(documents: [F.document("ab")], layerExtra: mask, pathOptions: reversed)))
        #expect(spans(back) == [[85, 90], [80, 85]])
        #expect(back.map(\.minY) == [20, 20])
    }

    @Test func strokesLieOverTheFillUnlessStrokeOverFillIsFalse() throws {
        let over = F.draws(F.evaluator(try F.animation(documents: [F.document("a", #""sc":[1,1,1],"sw":2"#)])))
        #expect(over.map(\.style.isFill) == [true, false])
        let under = F.draws(
            F.evaluator(try F.animation(documents: [F.document("a", #""sc":[1,1,1],"sw":2,"of":false"#)])))
        #expect(under.map(\.style.isFill) == [false, true])
        guard case .stroke(let style) = under.first?.style else { return }
        // The stroke width is in pixels: the path is in em units scaled by the 10 px font size.
        #expect(style.width * 10 == 2)
    }
}

extension DrawStyle {
    var isFill: Bool {
        if case .fill = self { return true }
        return false
    }
}

import LottieCore
import LottieGraphics
import LottieModel
import Testing

/// Text animators and range selectors: which glyphs a selector weights, and how each
/// animated property blends by that weight (synthetic font, see `TextFixture`).
@Suite struct TextAnimatorTests {
    typealias F = TextFixture

    /// One animator: a selector (`r` units, `sh` shape, `b` basis, start/end/offset and extra
    /// selector keys) and a style.
    private func animator(
        units: Int = 1, shape: Int = 1, basis: Int = 1, start: Double = 0, end: Double = 100, offset: Double = 0,
        selector extra: String = "", style: String
    ) -> String {
        #"[{"s":{"t":0,"r":"# + "\(units)" + #","b":"# + "\(basis)" + #","sh":"# + "\(shape)"
            + #","s":{"a":0,"k":"# + "\(start)" + #"},"e":{"a":0,"k":"# + "\(end)" + #"},"o":{"a":0,"k":"# + "\(offset)"
            + "}" + extra + #"},"a":{"# + style + "}}]"
    }

    private func draws(_ text: String, _ animators: String, _ fields: String = "") throws -> [ShapeDraw] {
        F.draws(F.evaluator(try F.animation(documents: [F.document(text, fields)], animators: animators)))
    }

    private func opacities(_ text: String, _ animators: String) throws -> [Double] {
        try draws(text, animators).map { ($0.opacity * 1000).rounded() / 1000 }
    }

    private let transparent = #""o":{"a":0,"k":0}"#

    @Test func indexUnitsCountCharacters() throws {
        #expect(try opacities("abc", animator(units: 2, start: 0, end: 1, style: transparent)) == [0, 1, 1])
        #expect(try opacities("abc", animator(units: 2, start: 1, end: 3, style: transparent)) == [1, 0, 0])
        // A fractional start covers part of a unit.
        #expect(try opacities("abc", animator(units: 2, start: 0.5, end: 3, style: transparent)) == [0.5, 0, 0])
    }

    @Test func lineBreaksCountInTheTotalOfPercentRanges() throws {
        // "ab\rc": three characters and a line break make four units, so 75 % covers
        // three whole units; the index of "c" does not count the break (as ThorVG counts).
        #expect(try opacities(#"ab\rc"#, animator(start: 0, end: 75, style: transparent)) == [0, 0, 0])
        #expect(try opacities(#"ab\rc"#, animator(start: 0, end: 50, style: transparent)) == [0, 0, 1])
    }

    @Test func percentUnitsAndOffsetCoverTheWholeText() throws {
        #expect(try opacities("abcd", animator(start: 0, end: 50, style: transparent)) == [0, 0, 1, 1])
        #expect(try opacities("abcd", animator(start: 0, end: 50, offset: 50, style: transparent)) == [1, 1, 0, 0])
        // Start after end is swapped.
        #expect(try opacities("abcd", animator(start: 100, end: 75, style: transparent)) == [1, 1, 1, 0])
    }

    @Test(arguments: [
        (2, [0.875, 0.625, 0.375, 0.125]),  // ramp up: weight grows across the range
        (3, [0.125, 0.375, 0.625, 0.875]),  // ramp down
        (4, [0.75, 0.25, 0.25, 0.75]),  // triangle: peaks in the middle
        (6, [0.854, 0.146, 0.146, 0.854]),  // smooth: a cosine bump
    ])
    func shapesWeightUnitsByTheirCentre(shape: Int, expected: [Double]) throws {
        #expect(try opacities("abcd", animator(shape: shape, style: transparent)) == expected)
    }

    @Test func roundShapeIsAHalfCircle() throws {
        let result = try opacities("abcd", animator(shape: 5, style: transparent))
        let weights = [0.125, 0.375, 0.625, 0.875].map { x in (1 - (x * 2 - 1) * (x * 2 - 1)).squareRoot() }
        #expect(zip(result, weights).allSatisfy { abs($0 - (1 - $1)) < 0.001 })
    }

    @Test func easeHighAndLowBendTheWeights() throws {
        let linear = try opacities("abcd", animator(shape: 2, style: transparent))
        let eased = try opacities(
            "abcd", animator(shape: 2, selector: #","ne":{"a":0,"k":100},"xe":{"a":0,"k":100}"#, style: transparent))
        // Both eases flatten the ends: low weights get lower, high weights higher.
        #expect(eased[0] > linear[0] && eased[3] < linear[3])
    }

    @Test func wordAndLineUnits() throws {
        #expect(try opacities("ab cd", animator(units: 2, basis: 3, start: 1, end: 2, style: transparent)) == [1, 1, 0, 0])
        #expect(try opacities(#"ab\rcd"#, animator(units: 2, basis: 4, start: 0, end: 1, style: transparent)) == [0, 0, 1, 1])
        // Characters excluding spaces: the space does not count as a unit.
        #expect(try opacities("a bc", animator(units: 2, basis: 2, start: 1, end: 2, style: transparent)) == [1, 0, 1])
    }

    @Test func positionScaleAndRotationMoveSelectedGlyphs() throws {
        let moved = try draws("ab", animator(units: 2, start: 1, end: 2, style: #""p":{"a":0,"k":[0,-10]}"#))
        let boxes = moved.compactMap { $0.path.transformed(by: $0.transform).bounds }
        #expect(boxes.map(\.maxY) == [0, -10])
        // Scale and rotation turn about the glyph's origin, the start of its baseline.
        let scaled = try draws("a", animator(style: #""s":{"a":0,"k":[200,200]}"#))
        let box = try #require(scaled.first.flatMap { $0.path.transformed(by: $0.transform).bounds })
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 10) < 1e-9 && abs(box.minY + 14) < 1e-9)
        let turned = try draws("a", animator(style: #""r":{"a":0,"k":180}"#))
        let flipped = try #require(turned.first.flatMap { $0.path.transformed(by: $0.transform).bounds })
        #expect(abs(flipped.minX + 5) < 1e-9 && abs(flipped.maxX) < 1e-9 && abs(flipped.maxY - 7) < 1e-9)
    }

    /// Skew shears a selected glyph about its origin after the scale, by the skew times the
    /// selector's weight, as a layer's skew does; glyphs the selector leaves out stay upright.
    @Test func skewShearsSelectedGlyphs() throws {
        func boxes(_ animators: String, _ text: String = "a") throws -> [Rect] {
            try draws(text, animators).compactMap { $0.path.transformed(by: $0.transform).bounds }
        }
        // Glyph "a" is 5 wide and 7 tall above its baseline; 45° moves its top 7 to the right.
        let full = try #require(try boxes(animator(style: #""sk":{"a":0,"k":45}"#)).first)
        #expect(abs(full.minX) < 1e-9 && abs(full.maxX - 12) < 1e-9 && abs(full.minY + 7) < 1e-9 && abs(full.maxY) < 1e-9)
        let half = try #require(try boxes(animator(selector: #","a":{"a":0,"k":50}"#, style: #""sk":{"a":0,"k":45}"#)).first)
        #expect(abs(half.maxX - (5 + 7 * Double.tan(22.5 * .pi / 180))) < 1e-9)
        let second = try boxes(animator(units: 2, start: 1, end: 2, style: #""sk":{"a":0,"k":45}"#), "ab")
        #expect(second.count == 2 && abs(second[0].maxX - 5) < 1e-9 && abs(second[1].width - 12) < 1e-9)
        // Along a vertical axis the shear moves the glyph's right side instead of its top.
        let vertical = try #require(try boxes(animator(style: #""sk":{"a":0,"k":45},"sa":{"a":0,"k":90}"#)).first)
        #expect(abs(vertical.width - 5) < 1e-9 && abs(vertical.height - 12) < 1e-9)
    }

    /// Fill hue turns by degrees, saturation and brightness move by percent, each weighted and
    /// each in its own trip through HSV, as lottie-web applies them.
    @Test func fillHueSaturationAndBrightnessShift() throws {
        func fill(_ style: String, selector: String = "", document: String = #""fc":[1,0,0]"#) throws -> Color? {
            guard case .solid(let color)? = try draws("a", animator(selector: selector, style: style), document).first?.paint
            else { return nil }
            return Color(r: (color.r * 1e6).rounded() / 1e6, g: (color.g * 1e6).rounded() / 1e6, b: (color.b * 1e6).rounded() / 1e6)
        }
        #expect(try fill(#""fh":{"a":0,"k":120}"#) == Color(r: 0, g: 1, b: 0))
        #expect(try fill(#""fh":{"a":0,"k":-120}"#) == Color(r: 0, g: 0, b: 1))
        #expect(try fill(#""fh":{"a":0,"k":120}"#, selector: #","a":{"a":0,"k":50}"#) == Color(r: 1, g: 1, b: 0))
        #expect(try fill(#""fs":{"a":0,"k":-50}"#) == Color(r: 1, g: 0.5, b: 0.5))
        #expect(try fill(#""fb":{"a":0,"k":-50}"#) == Color(r: 0.5, g: 0, b: 0))
        // Black has no hue to keep: brighter, it turns grey, as in lottie-web.
        #expect(
            try fill(#""fh":{"a":0,"k":90},"fs":{"a":0,"k":100},"fb":{"a":0,"k":50}"#, document: #""fc":[0,0,0]"#)
                == Color(r: 0.5, g: 0.5, b: 0.5))
    }

    @Test func coloursMoveTowardTheAnimatorsValueAndStrokeWidthIsReplaced() throws {
        let style = #""fc":{"a":0,"k":[1,0,0,1]},"sc":{"a":0,"k":[0,0,1,1]},"sw":{"a":0,"k":4}"#
        let half = animator(selector: #","a":{"a":0,"k":50}"#, style: style)
        let result = try draws("a", half, #""sc":[1,1,1],"sw":1"#)
        #expect(result.count == 2)
        #expect(result.first?.paint == .solid(Color(r: 0.5, g: 0, b: 0)))
        #expect(result.last?.paint == .solid(Color(r: 0.5, g: 0.5, b: 1)))
        guard case .stroke(let stroke) = result.last?.style else { return }
        // The animator's width times the weight, whatever the document's width.
        #expect(abs(stroke.width * 10 - 2) < 1e-9)
    }

    @Test func animatorTrackingOpensSpaceBeforeSelectedGlyphs() throws {
        // Tracking 100 is a font size (10) of space, opened before the second glyph: it and the
        // glyphs after it move.
        let style = #""t":{"a":0,"k":100}"#
        let tracked = try draws("abc", animator(units: 2, start: 1, end: 2, style: style))
        #expect(tracked.compactMap { $0.path.transformed(by: $0.transform).bounds?.minX } == [0, 15, 20])
        // A left-aligned line keeps its first glyph in place.
        let first = try draws("abc", animator(units: 2, start: 0, end: 1, style: style))
        #expect(first.compactMap { $0.path.transformed(by: $0.transform).bounds?.minX } == [0, 5, 10])
        // Centred lines move back by half the extra width.
        let centred = try draws("abc", animator(units: 2, start: 1, end: 2, style: style), #""j":2"#)
        #expect(centred.compactMap { $0.path.transformed(by: $0.transform).bounds?.minX } == [-12.5, 2.5, 7.5])
    }
}

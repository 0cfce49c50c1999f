import FontOutlines
import LottieGraphics
import Testing

/// Glyph outlines from the system's fallback font (fonts-dejavu-core, installed by `.ci/run`).
@Suite struct FontFaceTests {
    static let dejaVu = FontLocator.match(family: "DejaVu Sans", style: "Regular")

    @Test func fontconfigFindsDejaVuAndFallsBackToIt() throws {
        let match = try #require(Self.dejaVu)
        #expect(match.path.hasSuffix("DejaVuSans.ttf"))
        let missing = try #require(FontLocator.match(family: "No Such Family 12345", style: "Regular"))
        #expect(!missing.path.isEmpty)
        let bold = try #require(FontLocator.match(family: "DejaVu Sans", style: "Bold"))
        #expect(bold.path.hasSuffix("DejaVuSans-Bold.ttf"))
    }

    @Test func outlinesAreInEmUnitsWithTheBodyAboveTheBaseline() throws {
        let face = try FontFace(path: try #require(Self.dejaVu).path)
        #expect(face.familyName == "DejaVu Sans")
        let h = try #require(face.outline(for: "H"))
        let bounds = try #require(h.path.bounds)
        // DejaVu's capital H: about 0.73 em tall, sitting on the baseline, body at negative y.
        #expect(abs(bounds.maxY) < 0.01)
        #expect(bounds.minY < -0.7 && bounds.minY > -0.76)
        #expect(h.advance > 0.7 && h.advance < 0.8)
        #expect(face.ascent > 0.7 && face.ascent < 1)
        let space = try #require(face.outline(for: " "))
        #expect(space.path.isEmpty && space.advance > 0.2)
        #expect(face.outline(for: "\u{E000}") == nil)
    }

    @Test func missingFilesThrowFreeTypeErrors() {
        #expect(throws: FontError.self) { try FontFace(path: "/nonexistent/font.ttf") }
        #expect(throws: FontError.self) { try FontFace(bytes: [1, 2, 3]) }
    }

    @Test(arguments: [
        ("Bold Italic", 200, true), ("SemiBold", 180, false), ("Light", 50, false), ("500", 100, false),
        ("", 80, false), ("Medium Oblique", 100, true),
    ])
    func styleNamesMapToWeightAndSlant(style: String, weight: Int, italic: Bool) throws {
        let query = FontStyleQuery(style: style)
        #expect(query.weight == weight && query.isItalic == italic)
    }
}

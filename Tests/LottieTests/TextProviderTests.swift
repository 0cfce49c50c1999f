import Foundation
import Lottie
import LottieCore
import LottieGraphics
import LottieModel
import TestSupport
import Testing

/// The text and font providers of `LottieFrameRenderer`, on our text sample (its fonts come
/// from fontconfig: DejaVu Sans, from fonts-dejavu-core).
@Suite struct TextProviderTests {
    static let sample = Corpus.samples.appendingPathComponent("text-layout.json").path

    /// Filled shapes drawn at `frame`: the background, then one per visible glyph.
    static func glyphCount(_ renderer: LottieFrameRenderer, frame: Double = 0) -> Int {
        func count(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { total, item in
                switch item {
                case .shape(let draw): if case .fill = draw.style, draw.path.bounds != nil { return total + 1 } else { return total }
                case .group(let group): return total + count(group.children)
                }
            }
        }
        return count(renderer.displayList(frame: frame).items)
    }

    @Test func defaultProviderKeepsTheSourceText() {
        let keypath = AnimationKeypath(keypath: "Card.Title")
        #expect(DefaultTextProvider().text(for: keypath, sourceText: "Hello") == "Hello")
    }

    @Test func dictionaryProviderPrefersTheFullKeypathOverTheLayerName() {
        let provider = DictionaryTextProvider(["Card.Title": "full", "Title": "name"])
        #expect(provider.text(for: AnimationKeypath(keypath: "Card.Title"), sourceText: "x") == "full")
        #expect(provider.text(for: AnimationKeypath(keypath: "Other.Title"), sourceText: "x") == "name")
        #expect(provider.text(for: AnimationKeypath(keypath: "Subtitle"), sourceText: "x") == "x")
    }

    @Test func textLayersAreFoundWithTheirKeypathsAndDocuments() throws {
        let animation = try LottieAnimation.load(filePath: Self.sample)
        let layers = TextLayerReference.all(in: animation.model)
        #expect(layers.map(\.keypath.string) == ["Heading", "Counter", "Paragraph", "Wave"])
        #expect(layers.first { $0.keypath.string == "Counter" }?.documents.map(\.text) == ["3", "2", "1", "go"])
    }

    @Test func aTextProviderReplacesTheDrawnText() throws {
        let animation = try LottieAnimation.load(filePath: Self.sample)
        let renderer = LottieFrameRenderer(animation: animation)
        // The background, "Text layers", "3", the paragraph and "range selector"; spaces draw nothing.
        let original = Self.glyphCount(renderer)
        #expect(original == 1 + 10 + 1 + 66 + 13)
        renderer.textProvider = DictionaryTextProvider(["Heading": "Hi"])
        #expect(Self.glyphCount(renderer) == original - 10 + 2)
        let custom = LottieFrameRenderer(animation: animation, textProvider: DictionaryTextProvider(["Counter": "1234"]))
        #expect(Self.glyphCount(custom) == original + 3)
    }

    @Test func theDefaultFontIsFoundThroughFontconfig() throws {
        let faces = FontFaces()
        let glyphs = try #require(faces.glyphs(for: Font(name: "X", family: "DejaVu Sans", style: "Book"), chosen: nil, texts: ["AV a"]))
        #expect(Set(glyphs.outlines.keys) == ["A", "V", " ", "a"])
        #expect(glyphs.outlines["A"].map { $0.advance > 0.5 && $0.advance < 0.8 } == true)
        #expect(glyphs.ascent.map { $0 > 0.7 && $0 < 1 } == true)
        // A family this machine lacks falls back to the default sans-serif rather than nothing.
        let fallback = faces.glyphs(for: Font(name: "Y", family: "No Such Family 9876"), chosen: nil, texts: ["ab"])
        #expect(fallback?.outlines.count == 2)
        // Without fallback, the default provider answers "no glyphs" for a family fontconfig lacks.
        let exact = DefaultFontProvider(usesFallbackFont: false)
        #expect(exact.fontFor(family: "No Such Family 9876", size: 12) == .noGlyphs)
        #expect(exact.fontFor(family: "dejavu sans", size: 12) == nil)
        #expect(faces.glyphs(for: Font(name: "Y", family: "No Such Family 9876"), chosen: .noGlyphs, texts: ["ab"]) == nil)
        // A chosen family or font file wins over the document's.
        let serif = try #require(faces.glyphs(for: Font(name: "X", family: "DejaVu Sans"), chosen: LottieFont(family: "DejaVu Serif"), texts: ["a"]))
        #expect(serif.outlines["a"] != glyphs.outlines["a"])
        let missingFile = faces.glyphs(for: Font(name: "X", family: "DejaVu Sans"), chosen: LottieFont(path: "/no/such/font.ttf"), texts: ["a"])
        #expect(missingFile == nil)
        // A `fonts.list` ascent (percent of the size) wins over the font file's.
        var font = Font(name: "Z", family: "DejaVu Sans")
        font.ascent = 70
        #expect(faces.glyphs(for: font, chosen: nil, texts: ["a"])?.ascent == 0.7)
    }

    @Test func aFontProviderChoosingNoGlyphsLeavesSystemFontTextUndrawn() throws {
        struct NoFonts: AnimationFontProvider {
            func fontFor(family: String, size: CGFloat) -> LottieFont? { .noGlyphs }
        }
        let animation = try LottieAnimation.load(filePath: Self.sample)
        let renderer = LottieFrameRenderer(animation: animation, fontProvider: NoFonts())
        #expect(Self.glyphCount(renderer) == 1)  // the background
        #expect(renderer.evaluator.evaluate(at: 0).notes.contains { $0.contains("DejaVuSans") })
    }
}

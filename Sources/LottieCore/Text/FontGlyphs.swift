import LottieGraphics
import LottieModel

/// The outlines of the characters one font draws, resolved outside the pure core (from a
/// font file, or from the animation's `chars`), in em units: 1 is the font size.
///
/// ```swift
/// var font = FontGlyphs(ascent: 0.76)
/// font.outlines["A"] = GlyphOutline(path: path, advance: 0.68)
/// ```
package struct FontGlyphs: Sendable, Equatable {
    /// A pair of adjacent characters, for kerning.
    package struct Pair: Hashable, Sendable {
        package var left: String
        package var right: String

        /// Creates a pair.
        package init(_ left: String, _ right: String) {
            self.left = left
            self.right = right
        }
    }

    /// Outlines by character (one extended grapheme cluster, as Swift's `Character`).
    package var outlines: [String: GlyphOutline]
    /// Advance adjustments between adjacent characters, em units (negative tightens).
    package var kerning: [Pair: Double]
    /// The ascender, em units, for the first baseline of box text; `nil` when unknown.
    package var ascent: Double?
    /// The characters a precomposition draws (`chars` whose `data` has a `refId`), by
    /// character; their outlines are empty and give only the advance.
    package var precompositions: [String: Glyph.Precomposition] = [:]

    /// Creates a glyph set.
    package init(outlines: [String: GlyphOutline] = [:], kerning: [Pair: Double] = [:], ascent: Double? = nil) {
        self.outlines = outlines
        self.kerning = kerning
        self.ascent = ascent
    }
}

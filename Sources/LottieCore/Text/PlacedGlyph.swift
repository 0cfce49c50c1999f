import LottieGraphics
import LottieModel

/// One character after text layout: where its baseline starts and which character, word
/// and line it belongs to (the units range selectors count).
struct PlacedGlyph {
    /// The outline in em units, or `nil` for a character no font draws (it still advances 0).
    var outline: GlyphOutline?
    /// The precomposition that draws the character instead of its (empty) outline, if any.
    var precomposition: Glyph.Precomposition?
    /// Pixels per em: the font size, times 0.7 for small caps.
    var scale: Double
    /// Advance in pixels, kerning included, tracking excluded.
    var advance: Double
    /// Baseline start, layer space.
    var origin: Vector2
    var isSpace: Bool
    /// Index among the characters (line breaks not counted), among characters that are not
    /// spaces, and the word and line index.
    var index: Int
    var indexExcludingSpaces: Int
    var word: Int
    var line: Int
}

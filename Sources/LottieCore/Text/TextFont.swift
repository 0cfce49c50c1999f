import LottieGraphics
import LottieModel

/// The glyph sources of one text document's font: the animation's own `chars` first, then
/// the outlines the font provider resolved.
struct TextFont {
    let embedded: FontGlyphs?
    let system: FontGlyphs?

    /// Whether no source has any glyph, so the document cannot be drawn.
    var isEmpty: Bool { (embedded?.outlines.isEmpty ?? true) && (system?.outlines.isEmpty ?? true) }

    /// The ascender in em units (the font list's `ascent`, else the font file's; 0.75 when unknown).
    var ascent: Double { embedded?.ascent ?? system?.ascent ?? 0.75 }

    func outline(for character: String) -> GlyphOutline? {
        embedded?.outlines[character] ?? system?.outlines[character]
    }

    /// Whether any glyph of the font is drawn by a precomposition.
    var hasPrecompositions: Bool { !(embedded?.precompositions.isEmpty ?? true) }

    /// The precomposition that draws `character`, when the animation's own glyph for it is one.
    func precomposition(for character: String) -> Glyph.Precomposition? {
        embedded?.precompositions[character]
    }

    /// Kerning between two characters drawn from the same source, in em units.
    func kerning(_ left: String, _ right: String) -> Double {
        let pair = FontGlyphs.Pair(left, right)
        if let embedded, embedded.outlines[left] != nil { return embedded.kerning[pair] ?? 0 }
        return system?.kerning[pair] ?? 0
    }
}

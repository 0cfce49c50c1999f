import LottieModel

/// Supplies glyph outlines for the fonts of an animation's `fonts.list`, as lottie-ios's
/// `AnimationFontProvider` supplies fonts.
///
/// Providers run before evaluation, once per font and per change of text, so evaluation never
/// reads a font file. The animation's own glyphs (`chars`) are used first; a provider only
/// fills in the characters they lack.
///
/// ```swift
/// struct OnlyDejaVu: AnimationFontProvider {
///     let base = DefaultFontProvider()
///     func glyphs(for font: Font, texts: [String]) -> FontGlyphs? {
///         base.glyphs(for: Font(name: font.name, family: "DejaVu Sans", style: font.style), texts: texts)
///     }
/// }
/// ```
public protocol AnimationFontProvider {
    /// Outlines (em units) for every character of `texts`, kerning for the adjacent pairs in
    /// them, and the font's ascent; `nil` when the provider has no font for `font`.
    func glyphs(for font: Font, texts: [String]) -> FontGlyphs?
}

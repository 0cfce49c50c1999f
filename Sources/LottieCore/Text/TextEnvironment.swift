/// What text layers need from outside the pure core: glyph outlines for the fonts of
/// `fonts.list` and replacement strings from a text provider.
///
/// The `Lottie` module fills it in before evaluation (see `LottieFrameRenderer`), so that
/// evaluation never touches a font file.
package struct TextEnvironment: Sendable, Equatable {
    /// Outlines by font name (`fonts.list[].fName`, what text documents name in `f`).
    /// The animation's own `chars` glyphs take precedence over these.
    package var fonts: [String: FontGlyphs]
    /// Replacement text by text-layer keypath (layer names joined by dots, from the root
    /// composition down through precomposition layers), then by the document's source text.
    package var replacements: [String: [String: String]]

    /// Creates a text environment.
    package init(fonts: [String: FontGlyphs] = [:], replacements: [String: [String: String]] = [:]) {
        self.fonts = fonts
        self.replacements = replacements
    }

    /// The text to draw for a document of the layer at `keypath` whose text is `source`.
    func text(forLayer keypath: String, source: String) -> String {
        replacements[keypath]?[source] ?? source
    }
}

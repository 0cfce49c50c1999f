/// What evaluation needs besides the animation model: resources resolved outside the pure
/// core (decoded images, glyph outlines) and dynamic overrides (value providers).
///
/// The `Lottie` module fills it in from its providers; the default is an empty environment,
/// in which image layers draw nothing, text layers draw only the animation's own `chars`
/// glyphs, and every property keeps its animated value.
public struct EvaluationEnvironment: Sendable {
    /// Glyph outlines and replacement strings for text layers.
    public var text: TextEnvironment

    /// Creates an environment; the default is empty.
    public init(text: TextEnvironment = TextEnvironment()) {
        self.text = text
    }
}

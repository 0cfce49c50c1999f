/// What evaluation needs besides the animation model: resources resolved outside the pure
/// core (decoded images, glyph outlines) and dynamic overrides (value providers).
///
/// The `Lottie` module fills it in from its providers; the default is an empty environment,
/// in which image and text layers draw nothing and every property keeps its animated value.
public struct EvaluationEnvironment: Sendable {
    /// Properties whose values come from value providers instead of the file.
    public var valueProviders = ValueProviderTable()

    /// Creates an empty environment.
    public init() {}
}

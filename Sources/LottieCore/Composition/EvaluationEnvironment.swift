import LottieGraphics
import LottieModel

/// What evaluation needs besides the animation model: resources resolved outside the pure
/// core (decoded images, glyph outlines, the JSON of data assets) and dynamic overrides
/// (value providers).
///
/// The `Lottie` module fills it in from its providers; the default is an empty environment,
/// in which image layers draw nothing, text layers draw only the animation's own `chars`
/// glyphs, and every property keeps its animated value.
///
/// ```swift
/// var environment = EvaluationEnvironment()
/// environment.images["image_0"] = ImagePattern(image: pixels)   // drawn by layers with refId image_0
/// let evaluator = FrameEvaluator(animation: model, environment: environment)
/// ```
package struct EvaluationEnvironment: Sendable {
    /// Properties whose values come from value providers instead of the file.
    package var valueProviders = ValueProviderTable()

    /// Decoded images by image asset id (`assets[].id`). Each pattern maps image pixels to the
    /// asset's `w`×`h` rectangle in layer space, which image layers fill; an asset missing
    /// here leaves its layers undrawn, with a render note.
    package var images: [String: ImagePattern]

    /// Glyph outlines and replacement strings for text layers.
    package var text: TextEnvironment

    /// The parsed files of data assets (`assets[]` with `t` 3) by asset id, which
    /// expressions read through data layers; an asset missing here makes such a read fail.
    package var data: [String: JSONValue]

    /// Creates an environment; empty by default.
    package init(images: [String: ImagePattern] = [:], text: TextEnvironment = TextEnvironment(), data: [String: JSONValue] = [:]) {
        self.images = images
        self.text = text
        self.data = data
    }
}

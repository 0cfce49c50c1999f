import LottieCore

/// Replaces the text of text layers, as lottie-ios's `AnimationKeypathTextProvider`.
///
/// The keypath of a text layer is its layer name path: the names of the precomposition
/// layers from the root composition down to the text layer, joined by dots.
///
/// ```swift
/// struct Greeting: AnimationKeypathTextProvider {
///     func text(for keypath: AnimationKeypath, sourceText: String?) -> String? {
///         keypath.string == "Title" ? "Hello" : nil
///     }
/// }
/// let renderer = LottieFrameRenderer(animation: animation, textProvider: Greeting())
/// ```
public protocol AnimationKeypathTextProvider {
    /// The text to draw instead of `sourceText` (the document's own text) in the layer at
    /// `keypath`, or `nil` to keep the source text.
    func text(for keypath: AnimationKeypath, sourceText: String?) -> String?
}

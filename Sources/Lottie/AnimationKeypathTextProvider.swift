/// Replaces the text of text layers, as lottie-ios's `AnimationKeypathTextProvider`.
///
/// The keypath of a text layer is its layer name path: the names of the precomposition
/// layers from the root composition down to the text layer, joined by dots.
///
/// ```swift
/// struct Greeting: AnimationKeypathTextProvider {
///     func text(for keypath: AnimationKeypath, sourceText: String) -> String? {
///         keypath.string == "Title" ? "Hello" : nil
///     }
/// }
/// let renderer = LottieFrameRenderer(animation: animation, textProvider: Greeting())
/// ```
public protocol AnimationKeypathTextProvider {
    /// The text to draw instead of `sourceText` (the document's own text) in the layer at
    /// `keypath`, or `nil` to keep the source text.
    func text(for keypath: AnimationKeypath, sourceText: String) -> String?
}

/// Keeps every text layer's own text.
public struct DefaultTextProvider: AnimationKeypathTextProvider, Sendable {
    /// Creates the provider.
    public init() {}

    public func text(for keypath: AnimationKeypath, sourceText: String) -> String? { sourceText }
}

/// Replaces text from a dictionary, as lottie-ios's `DictionaryTextProvider`: a key is a
/// full text-layer keypath (`"Precomp.Title"`) or just the layer's own name (`"Title"`); the
/// full keypath wins.
///
/// ```swift
/// let provider = DictionaryTextProvider(["Title": "Hello", "Card.Subtitle": "world"])
/// ```
public struct DictionaryTextProvider: AnimationKeypathTextProvider, Sendable {
    /// Replacement strings by keypath or layer name.
    public let values: [String: String]

    /// Creates a provider from replacement strings by keypath or layer name.
    public init(_ values: [String: String]) {
        self.values = values
    }

    public func text(for keypath: AnimationKeypath, sourceText: String) -> String? {
        values[keypath.string] ?? keypath.keys.last.flatMap { values[$0] } ?? sourceText
    }
}

import LottieCore

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

    /// The string for the layer's full keypath, else for its own name, else `sourceText`.
    public func text(for keypath: AnimationKeypath, sourceText: String?) -> String? {
        values[keypath.string] ?? keypath.keys.last.flatMap { values[$0] } ?? sourceText
    }
}

import LottieCore

/// Keeps every text layer's own text.
public struct DefaultTextProvider: AnimationKeypathTextProvider, Sendable {
    /// Creates the provider.
    public init() {}

    /// Returns `sourceText`, the layer's own text.
    public func text(for keypath: AnimationKeypath, sourceText: String?) -> String? { sourceText }
}

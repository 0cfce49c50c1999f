import FontOutlines
import Foundation

/// The default font for every family, as lottie-ios's `DefaultFontProvider`: the installed
/// family, else the default sans-serif (see ``AnimationFontProvider``).
///
/// ```swift
/// let view = LottieAnimationView(animation: animation, fontProvider: DefaultFontProvider())
/// ```
public struct DefaultFontProvider: AnimationFontProvider, Sendable {
    /// Whether a family this system lacks is drawn in the default sans-serif instead of not at all.
    public let usesFallbackFont: Bool

    /// Creates the provider. With `usesFallbackFont` false, text whose font is neither
    /// embedded nor installed under its family name is not drawn (as renderers without font
    /// fallback, such as ThorVG, show it).
    public init(usesFallbackFont: Bool = true) {
        self.usesFallbackFont = usesFallbackFont
    }

    /// A font of `family` at `size`; the default font is used when the family is not installed.
    public func fontFor(family: String, size: CGFloat) -> LottieFont? {
        guard !usesFallbackFont else { return nil }
        return FontLocator.match(family: family, style: "Regular").map { $0.isFamily(family) } == true ? nil : .noGlyphs
    }
}

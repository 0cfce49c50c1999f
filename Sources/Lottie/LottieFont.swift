import Foundation

/// A font for text layers, what an ``AnimationFontProvider`` returns where lottie-ios's returns a
/// `CTFont`: a font file, font bytes, or a family that fontconfig finds among the installed fonts.
///
/// Text is drawn at its document's size; a font's `size` is kept for providers that read it back.
///
/// ```swift
/// struct BrandFonts: AnimationFontProvider {
///     func fontFor(family: String, size: CGFloat) -> LottieFont? {
///         family == "Brand-Regular" ? LottieFont(path: "/usr/share/fonts/brand.ttf", size: size) : nil
///     }
/// }
/// ```
public struct LottieFont: Hashable, Sendable {
    /// Where the outlines come from.
    enum Source: Hashable, Sendable {
        case file(path: String, index: Int)
        case bytes([UInt8], index: Int)
        case family(String, style: String)
        case noGlyphs
    }

    let source: Source
    /// The size the provider was asked for (points).
    public let size: CGFloat

    /// The face at `index` of the font file at `path` (TrueType, OpenType, …).
    public init(path: String, index: Int = 0, size: CGFloat = 0) {
        self.init(.file(path: path, index: index), size: size)
    }

    /// The face at `index` of a font file's bytes.
    public init(data: Data, index: Int = 0, size: CGFloat = 0) {
        self.init(.bytes([UInt8](data), index: index), size: size)
    }

    /// fontconfig's best match for a family and style among the installed fonts (the default
    /// sans-serif when the family is not installed).
    public init(family: String, style: String = "Regular", size: CGFloat = 0) {
        self.init(.family(family, style: style), size: size)
    }

    private init(_ source: Source, size: CGFloat) {
        self.source = source
        self.size = size
    }

    /// A font without glyphs: text set in it is not drawn (what renderers without font fallback show).
    public static let noGlyphs = LottieFont(.noGlyphs, size: 0)
}

import Foundation

/// Chooses the fonts of text layers, as lottie-ios's `AnimationFontProvider`, returning a
/// ``LottieFont`` where lottie-ios returns a `CTFont`.
///
/// For each font of the animation's `fonts.list` that its text uses, the renderer asks
/// `fontFor(family:size:)` with the font's family (`fFamily`) and the size of the first text set
/// in it. `nil` means the default font: fontconfig's best match for the family and style, else
/// the default sans-serif (DejaVu Sans on Debian). What the animation carries comes first,
/// whatever the provider says: its own glyphs (`chars`), then a font file it embeds (`fPath` as
/// a `data:` URL).
///
/// ```swift
/// struct CustomFontProvider: AnimationFontProvider {
///     func fontFor(family: String, size: CGFloat) -> LottieFont? {
///         family == "BrandFont-Regular" ? LottieFont(family: "DejaVu Serif", size: size) : nil
///     }
/// }
/// let view = LottieAnimationView(animation: animation, fontProvider: CustomFontProvider())
/// ```
public protocol AnimationFontProvider {
    /// The font for `family` at `size` points; nil for the default font.
    func fontFor(family: String, size: CGFloat) -> LottieFont?
}

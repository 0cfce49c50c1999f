import LottieGraphics

/// Overrides colour properties (`Color`, `Stroke Color`, `Fill Color`).
///
/// ```swift
/// let red = ColorValueProvider(Color(r: 1, g: 0, b: 0))
/// renderer.setValueProvider(red, keypath: "**.Fill 1.Color")
/// red.color = Color(r: 0, g: 0, b: 1)  // blue from the next frame on
/// ```
public final class ColorValueProvider: AnyValueProvider {
    private let state: ProviderValue<Color>

    /// Always `color` (components 0–1), until ``color`` is set.
    public init(_ color: Color) { state = ProviderValue(color) }

    /// `block(frame)` at each frame.
    public init(block: @escaping @Sendable (Double) -> Color) { state = ProviderValue(Color(r: 0, g: 0, b: 0), block: block) }

    /// The colour; setting it changes the animation from its next frame on (a provider made
    /// with a block keeps calling the block).
    public var color: Color {
        get { state.value }
        set { state.value = newValue }
    }

    public var valueKind: KeypathValue.Kind { .color }

    public func value(atFrame frame: Double) -> KeypathValue { .color(state.value(atFrame: frame)) }
}

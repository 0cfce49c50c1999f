import LottieGraphics

/// Overrides sizes: `Scale` (percent, `100,100` is unscaled) and rectangle/ellipse `Size`.
///
/// ```swift
/// renderer.setValueProvider(SizeValueProvider(Vector2(200, 200)), keypath: "**.Transform.Scale")
/// ```
public final class SizeValueProvider: AnyValueProvider {
    private let state: ProviderValue<Vector2>

    /// Always `size` (width, height).
    public init(_ size: Vector2) { state = ProviderValue(size) }

    /// `block(frame)` at each frame.
    public init(block: @escaping @Sendable (Double) -> Vector2) { state = ProviderValue(Vector2(0, 0), block: block) }

    /// The size; setting it changes the animation from its next frame on (a provider made with a
    /// block keeps calling the block).
    public var size: Vector2 {
        get { state.value }
        set { state.value = newValue }
    }

    public var valueKind: KeypathValue.Kind { .size }

    public func value(atFrame frame: Double) -> KeypathValue { .size(state.value(atFrame: frame)) }
}

/// Overrides scalar properties: `Opacity` (0–100), `Rotation` (degrees), `Stroke Width`,
/// trim `Start`/`End` (percent) and `Offset`, `Roundness`, `Radius`, `Points`, ….
///
/// ```swift
/// renderer.setValueProvider(FloatValueProvider(50), keypath: "Layer 1.Transform.Opacity")
/// ```
public final class FloatValueProvider: AnyValueProvider {
    private let state: ProviderValue<Double>

    /// Always `value`.
    public init(_ value: Double) { state = ProviderValue(value) }

    /// `block(frame)` at each frame.
    public init(block: @escaping @Sendable (Double) -> Double) { state = ProviderValue(0, block: block) }

    /// The number; setting it changes the animation from its next frame on (a provider made with a
    /// block keeps calling the block).
    public var float: Double {
        get { state.value }
        set { state.value = newValue }
    }

    public var valueKind: KeypathValue.Kind { .number }

    public func value(atFrame frame: Double) -> KeypathValue { .number(state.value(atFrame: frame)) }
}

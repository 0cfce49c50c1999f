/// Overrides scalar properties: `Opacity` (0–100), `Rotation` (degrees), `Stroke Width`,
/// trim `Start`/`End` (percent) and `Offset`, `Roundness`, `Radius`, `Points`, ….
///
/// ```swift
/// renderer.setValueProvider(FloatValueProvider(50), keypath: "Layer 1.Transform.Opacity")
/// ```
public struct FloatValueProvider: AnyValueProvider {
    private let storage: ProviderStorage<Double>

    /// Always `value`.
    public init(_ value: Double) { storage = .constant(value) }

    /// `block(frame)` at each frame.
    public init(block: @escaping @Sendable (Double) -> Double) { storage = .closure(block) }

    public var valueKind: KeypathValue.Kind { .number }

    public func value(atFrame frame: Double) -> KeypathValue { .number(storage.value(atFrame: frame)) }
}

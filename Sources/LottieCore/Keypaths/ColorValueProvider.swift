import LottieGraphics

/// Overrides colour properties (`Color`, `Stroke Color`, `Fill Color`).
///
/// ```swift
/// renderer.setValueProvider(ColorValueProvider(Color(r: 1, g: 0, b: 0)), keypath: "**.Fill 1.Color")
/// ```
public struct ColorValueProvider: AnyValueProvider {
    private let storage: ProviderStorage<Color>

    /// Always `color` (components 0–1).
    public init(_ color: Color) { storage = .constant(color) }

    /// `block(frame)` at each frame.
    public init(block: @escaping @Sendable (Double) -> Color) { storage = .closure(block) }

    public var valueKind: KeypathValue.Kind { .color }

    public func value(atFrame frame: Double) -> KeypathValue { .color(storage.value(atFrame: frame)) }
}

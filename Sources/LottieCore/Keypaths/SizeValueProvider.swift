import LottieGraphics

/// Overrides sizes: `Scale` (percent, `100,100` is unscaled) and rectangle/ellipse `Size`.
///
/// ```swift
/// renderer.setValueProvider(SizeValueProvider(Vector2(200, 200)), keypath: "**.Transform.Scale")
/// ```
public struct SizeValueProvider: AnyValueProvider {
    private let storage: ProviderStorage<Vector2>

    /// Always `size` (width, height).
    public init(_ size: Vector2) { storage = .constant(size) }

    /// `block(frame)` at each frame.
    public init(block: @escaping @Sendable (Double) -> Vector2) { storage = .closure(block) }

    public var valueKind: KeypathValue.Kind { .size }

    public func value(atFrame frame: Double) -> KeypathValue { .size(storage.value(atFrame: frame)) }
}

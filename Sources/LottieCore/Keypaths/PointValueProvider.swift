import LottieGraphics

/// Overrides points: `Position`, `Anchor Point`, gradient `Start Point`/`End Point`.
///
/// ```swift
/// renderer.setValueProvider(PointValueProvider(Vector2(100, 50)), keypath: "Ball.Transform.Position")
/// ```
public struct PointValueProvider: AnyValueProvider {
    private let storage: ProviderStorage<Vector2>

    /// Always `point`.
    public init(_ point: Vector2) { storage = .constant(point) }

    /// `block(frame)` at each frame.
    public init(block: @escaping @Sendable (Double) -> Vector2) { storage = .closure(block) }

    public var valueKind: KeypathValue.Kind { .point }

    public func value(atFrame frame: Double) -> KeypathValue { .point(storage.value(atFrame: frame)) }
}

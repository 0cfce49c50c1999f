import LottieGraphics

/// Overrides points: `Position`, `Anchor Point`, gradient `Start Point`/`End Point`.
///
/// ```swift
/// renderer.setValueProvider(PointValueProvider(Vector2(100, 50)), keypath: "Ball.Transform.Position")
/// ```
public final class PointValueProvider: AnyValueProvider {
    private let state: ProviderValue<Vector2>

    /// Always `point`.
    public init(_ point: Vector2) { state = ProviderValue(point) }

    /// `block(frame)` at each frame.
    public init(block: @escaping @Sendable (Double) -> Vector2) { state = ProviderValue(Vector2(0, 0), block: block) }

    /// The point; setting it changes the animation from its next frame on (a provider made with a
    /// block keeps calling the block).
    public var point: Vector2 {
        get { state.value }
        set { state.value = newValue }
    }

    public var valueKind: KeypathValue.Kind { .point }

    public func value(atFrame frame: Double) -> KeypathValue { .point(state.value(atFrame: frame)) }
}

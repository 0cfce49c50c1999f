import LottieGraphics

/// Overrides gradient `Colors`: colours with their alpha, at `locations` (0–1), or evenly
/// spaced when `locations` does not give one per colour.
///
/// ```swift
/// let provider = GradientValueProvider([Color(r: 1, g: 0, b: 0), Color(r: 0, g: 0, b: 1)])
/// renderer.setValueProvider(provider, keypath: "**.Gradient Fill 1.Colors")
/// ```
public final class GradientValueProvider: AnyValueProvider {
    private let state: ProviderValue<[Color]>
    private let stops: ProviderValue<[Double]>

    /// Always `colors` at `locations`, until they are set.
    public init(_ colors: [Color], locations: [Double] = []) {
        state = ProviderValue(colors)
        stops = ProviderValue(locations)
    }

    /// `block(frame)` at each frame, at `locations`.
    public init(block: @escaping @Sendable (Double) -> [Color], locations: [Double] = []) {
        state = ProviderValue([], block: block)
        stops = ProviderValue(locations)
    }

    /// The colours; setting them changes the animation from its next frame on.
    public var colors: [Color] {
        get { state.value }
        set { state.value = newValue }
    }

    /// Where the colours sit (0–1); evenly spaced when there is not one per colour.
    public var locations: [Double] {
        get { stops.value }
        set { stops.value = newValue }
    }

    public var valueKind: KeypathValue.Kind { .gradient }

    public func value(atFrame frame: Double) -> KeypathValue {
        let colors = state.value(atFrame: frame)
        let locations = locations
        let spacing = colors.count > 1 ? 1 / Double(colors.count - 1) : 0
        return .gradient(
            colors.enumerated().map { index, color in
                let offset = locations.count == colors.count ? locations[index] : Double(index) * spacing
                return GradientStop(offset: offset, color: color)
            })
    }
}

import LottieGraphics

/// Overrides gradient `Colors`: colours with their alpha, at `locations` (0–1), or evenly
/// spaced when `locations` does not give one per colour.
///
/// ```swift
/// let provider = GradientValueProvider([Color(r: 1, g: 0, b: 0), Color(r: 0, g: 0, b: 1)])
/// renderer.setValueProvider(provider, keypath: "**.Gradient Fill 1.Colors")
/// ```
public struct GradientValueProvider: AnyValueProvider {
    private let storage: ProviderStorage<[Color]>
    private let locations: [Double]

    /// Always `colors` at `locations`.
    public init(_ colors: [Color], locations: [Double] = []) {
        storage = .constant(colors)
        self.locations = locations
    }

    /// `block(frame)` at each frame, at `locations`.
    public init(block: @escaping @Sendable (Double) -> [Color], locations: [Double] = []) {
        storage = .closure(block)
        self.locations = locations
    }

    public var valueKind: KeypathValue.Kind { .gradient }

    public func value(atFrame frame: Double) -> KeypathValue {
        let colors = storage.value(atFrame: frame)
        let spacing = colors.count > 1 ? 1 / Double(colors.count - 1) : 0
        return .gradient(
            colors.enumerated().map { index, color in
                let offset = locations.count == colors.count ? locations[index] : Double(index) * spacing
                return GradientStop(offset: offset, color: color)
            })
    }
}

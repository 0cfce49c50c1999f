import LottieGraphics

/// lottie-ios's colour type for value providers: our `Color` (components 0–1), so
/// `ColorValueProvider(LottieColor(r: 1, g: 0.2, b: 0.3, a: 1))` and values read with
/// `getValue(for:atFrame:)` cast with `as? LottieColor`.
public typealias LottieColor = Color

/// The range colour components are given in, for `LottieColor(r:g:b:a:denominator:)`.
public enum ColorFormatDenominator: Sendable, Hashable {
    /// Components 0–1.
    case One
    /// Components 0–100.
    case OneHundred
    /// Components 0–255.
    case TwoFiftyFive

    var value: Double {
        switch self {
        case .One: 1
        case .OneHundred: 100
        case .TwoFiftyFive: 255
        }
    }
}

extension Color {
    /// A colour from components in the range `denominator` names (`LottieColor(r: 255, g: 0,
    /// b: 0, a: 255, denominator: .TwoFiftyFive)` is opaque red).
    public init(r: Double, g: Double, b: Double, a: Double, denominator: ColorFormatDenominator) {
        let scale = denominator.value
        self.init(r: r / scale, g: g / scale, b: b / scale, a: a / scale)
    }
}

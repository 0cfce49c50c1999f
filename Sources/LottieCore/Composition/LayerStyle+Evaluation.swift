import LottieGraphics
import LottieModel
import RealModule

extension LayerStyle {
    /// This style at `frame` for a layer whose content maps to composition space by `world`, or
    /// `nil` when the renderer does not draw its kind. Sizes and distances are in layer pixels;
    /// the angle is the light's, counter-clockwise from the right, so shadows fall away from it.
    func layerEffect(at frame: Double, world: AffineTransform) -> LayerEffect? {
        let scale = world.scaleFactor
        let opacity = Self.unit(number(opacity, frame, default: 100) / 100)
        let size = max(number(size, frame, default: 0), 0)
        let sigma = size * Effect.blurToSigma * scale
        let choke = Self.unit(number(choke, frame, default: 0) / 100)
        switch kind {
        case .stroke:
            return .outline(color: paint(default: .black, frame).with(alpha: opacity), width: size * scale)
        case .dropShadow, .outerGlow:
            return .glow(color: paint(default: .black, frame).with(alpha: opacity), offset: offset(frame, world), sigma: sigma, spread: choke)
        case .innerShadow:
            return .innerShadow(
                color: paint(default: .black, frame).with(alpha: opacity), offset: offset(frame, world), sigma: sigma, choke: choke)
        case .colorOverlay:
            return .colorOverlay(color: paint(default: .black, frame).with(alpha: opacity))
        case .gradientOverlay:
            return gradientOverlay(at: frame, world: world, opacity: opacity)
        default:
            return nil
        }
    }

    /// The gradient overlay: its stops merged as a gradient fill's (reversed when `re` is set),
    /// its angle (counter-clockwise from the right; 90°: from bottom to top) as a direction in
    /// composition space, and its scale (`s`, percent, default 100). Angle (3) and diamond (5)
    /// styles are drawn linear.
    private func gradientOverlay(at frame: Double, world: AffineTransform, opacity: Double) -> LayerEffect? {
        guard let values = gradientStops?.value(at: frame, default: GradientValues([])).values else { return nil }
        var stops = GradientPaint.stops(values, colorCount: gradientColorCount)
        guard !stops.isEmpty else { return nil }
        if isReversed { stops = stops.reversed().map { GradientStop(offset: 1 - $0.offset, color: $0.color) } }
        let angle = number(angle, frame, default: 90) * .pi / 180
        let shape: LayerEffect.OverlayShape =
            switch gradientType {
            case 2: .radial
            case 4: .reflected
            default: .linear
            }
        return .gradientOverlay(
            stops: stops, direction: world.applyToVector(Vector2(Double.cos(angle), -Double.sin(angle))), shape: shape,
            scale: number(size, frame, default: 100) / 100, opacity: opacity)
    }

    /// The shadow's displacement in composition space: `distance` away from the light.
    private func offset(_ frame: Double, _ world: AffineTransform) -> Vector2 {
        guard kind == .dropShadow || kind == .innerShadow else { return Vector2(0, 0) }
        let angle = number(angle, frame, default: 120) * .pi / 180
        let distance = number(distance, frame, default: 0)
        return world.applyToVector(Vector2(-Double.cos(angle) * distance, Double.sin(angle) * distance))
    }

    private func paint(default fallback: Color, _ frame: Double) -> Color {
        guard let color else { return fallback }
        return ColorConversion.paintColor(color.value(at: frame, default: fallback)).with(alpha: 1)
    }

    private func number(_ property: Property<Double>?, _ frame: Double, default fallback: Double) -> Double {
        let value = property?.value(at: frame, default: fallback) ?? fallback
        return value.isFinite ? min(max(value, -1e6), 1e6) : fallback
    }

    private static func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
}

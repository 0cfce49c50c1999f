import LottieGraphics
import LottieModel
import RealModule

extension Effect {
    /// After Effects' blur radii (softness, blurriness) are about 1/0.3 of the Gaussian's
    /// standard deviation, as ThorVG converts them (lottie-format §4.9).
    static let blurToSigma = 0.3

    /// This effect at `frame` for a layer whose content maps to composition space by `world`,
    /// or `nil` when it is disabled or not one the renderer draws. Parameters are read by
    /// position, as After Effects exports them (lottie-format §4.9). `maskPaths` are the
    /// layer's mask outlines (layer space), for the effects that pick masks by number.
    func layerEffect(at frame: Double, world: AffineTransform, maskPaths: [BezierPath]) -> LayerEffect? {
        guard isEnabled else { return nil }
        let scale = world.scaleFactor
        switch type {
        case .dropShadow:
            let opacity = Self.unit(scalar(1, frame, default: 127.5) / 255)
            let direction = scalar(2, frame, default: 135) * .pi / 180
            let distance = scalar(3, frame, default: 0)
            let local = Vector2(.sin(direction) * distance, -.cos(direction) * distance)
            return .dropShadow(
                color: color(0, frame, default: .black).with(alpha: opacity),
                offset: world.applyToVector(local),
                sigma: max(scalar(4, frame, default: 0), 0) * Self.blurToSigma * scale,
                shadowOnly: scalar(5, frame, default: 0) != 0)
        case .gaussianBlur:
            return .gaussianBlur(
                sigma: max(scalar(0, frame, default: 0), 0) * Self.blurToSigma * scale, axes: blurAxes(1, frame),
                repeatsEdges: scalar(2, frame, default: 0) != 0)
        case .boxBlur:
            // Iterated boxes of half-width r: drawn as the Gaussian of the same variance.
            let radius = min(max(scalar(0, frame, default: 0), 0), 10_000)
            let iterations = min(max(scalar(1, frame, default: 1).rounded(), 1), 50)
            let sigma = (iterations * ((2 * radius + 1) * (2 * radius + 1) - 1) / 12).squareRoot()
            return .gaussianBlur(sigma: sigma * scale, axes: blurAxes(2, frame), repeatsEdges: scalar(3, frame, default: 0) != 0)
        case .fill:
            return fill(at: frame, world: world, maskPaths: maskPaths)
        case .tint:
            return .tint(
                black: color(0, frame, default: .black), white: color(1, frame, default: .white),
                amount: Self.unit(scalar(2, frame, default: 100) / 100))
        case .tritone:
            return .tritone(
                highlights: color(0, frame, default: .white), midtones: color(1, frame, default: .gray),
                shadows: color(2, frame, default: .black), blendWithOriginal: Self.unit(scalar(3, frame, default: 0) / 100))
        case .stroke, .radialWipe, .linearWipe, .simpleChoker:
            return regionEffect(at: frame, world: world, maskPaths: maskPaths)
        default:
            return nil
        }
    }

    /// Blur Dimensions: 1 both, 2 horizontal, 3 vertical.
    private func blurAxes(_ index: Int, _ frame: Double) -> LayerEffect.BlurAxes {
        switch scalar(index, frame, default: 1).rounded() {
        case 2: .horizontal
        case 3: .vertical
        default: .both
        }
    }

    func scalar(_ index: Int, _ frame: Double, default fallback: Double) -> Double {
        guard values.indices.contains(index) else { return fallback }
        let value: Double
        switch values[index].value {
        case .scalar(let property): value = property.value(at: frame, default: fallback)
        case .vector(let property): value = property.value(at: frame, default: Vector3(fallback, 0)).x
        case .group, .none: value = fallback
        }
        return value.isFinite ? value : fallback
    }

    func color(_ index: Int, _ frame: Double, default fallback: Color) -> Color {
        guard values.indices.contains(index), case .vector(let property) = values[index].value else { return fallback }
        let v = property.value(at: frame, default: Vector3(fallback.r, fallback.g, fallback.b))
        return ColorConversion.paintColor(Color(r: v.x, g: v.y, b: v.z))
    }

    static func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
}

extension Color {
    fileprivate static let gray = Color(r: 0.5, g: 0.5, b: 0.5)
}

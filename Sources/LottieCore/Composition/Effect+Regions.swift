import LottieGraphics
import LottieModel
import RealModule

extension Effect {
    /// The fill effect, on the whole layer or (by its mask choice) inside some of its masks.
    func fill(at frame: Double, world: AffineTransform, maskPaths: [BezierPath]) -> LayerEffect {
        let color = color(2, frame, default: .black)
        let opacity = Self.unit(scalar(6, frame, default: 1))
        guard let path = chosenMasks(mask: 0, all: 1, frame, maskPaths) else { return .fill(color: color, opacity: opacity) }
        return .maskedFill(color: color, opacity: opacity, path: path, transform: world, isInverted: scalar(3, frame, default: 0) != 0)
    }

    /// The stroke effect (along masks), the wipes and the simple choker.
    func regionEffect(at frame: Double, world: AffineTransform, maskPaths: [BezierPath]) -> LayerEffect? {
        switch type {
        case .stroke:
            guard var path = chosenMasks(mask: 0, all: 1, frame, maskPaths) else { return nil }
            let start = scalar(7, frame, default: 0)
            let end = scalar(8, frame, default: 100)
            if start > 0 || end < 100 {
                path = PathModifier.trim(path, start: start, end: end, offset: 0)
            }
            let style: LayerEffect.StrokePaintStyle =
                switch scalar(10, frame, default: 1).rounded() {
                case 2: .onTransparent
                case 3: .revealOriginal
                default: .onOriginal
                }
            let color = color(3, frame, default: .white).with(alpha: Self.unit(scalar(6, frame, default: 1)))
            return .maskStroke(path: path, transform: world, color: color, width: max(scalar(4, frame, default: 2), 0), style: style)
        case .radialWipe:
            let completion = Self.unit(scalar(0, frame, default: 0) / 100)
            guard completion > 0 else { return nil }
            let angle = scalar(1, frame, default: 0) * .pi / 180
            let sweep: LayerEffect.WipeSweep =
                switch scalar(3, frame, default: 1).rounded() {
                case 2: .counterclockwise
                case 3: .both
                default: .clockwise
                }
            return .radialWipe(
                center: world.apply(to: point(2, frame)), start: world.applyToVector(Vector2(Double.sin(angle), -Double.cos(angle))),
                completion: completion, sweep: sweep, feather: max(scalar(4, frame, default: 0), 0) * world.scaleFactor)
        case .linearWipe:
            let completion = Self.unit(scalar(0, frame, default: 0) / 100)
            guard completion > 0 else { return nil }
            let angle = scalar(1, frame, default: 90) * .pi / 180
            return .linearWipe(
                completion: completion, direction: world.applyToVector(Vector2(Double.sin(angle), -Double.cos(angle))),
                feather: max(scalar(2, frame, default: 0), 0) * world.scaleFactor)
        case .simpleChoker:
            let amount = scalar(1, frame, default: 0)
            guard amount != 0 else { return nil }
            return .choke(amount: amount * world.scaleFactor)
        default:
            return nil
        }
    }

    /// The union of the masks a mask parameter (a 1-based mask number, 0 for none) and an
    /// "all masks" checkbox choose, or `nil` when they choose none.
    private func chosenMasks(mask: Int, all: Int, _ frame: Double, _ maskPaths: [BezierPath]) -> BezierPath? {
        if scalar(all, frame, default: 0) != 0 {
            guard !maskPaths.isEmpty else { return nil }
            return maskPaths.reduce(into: BezierPath()) { $0.append($1) }
        }
        let number = scalar(mask, frame, default: 0)
        guard number >= 1, number <= Double(maskPaths.count) else { return nil }
        return maskPaths[Int(number) - 1]
    }

    /// A point parameter, in layer space.
    private func point(_ index: Int, _ frame: Double) -> Vector2 {
        guard values.indices.contains(index), case .vector(let property) = values[index].value else { return Vector2(0, 0) }
        let v = property.value(at: frame, default: Vector3(0, 0))
        return Vector2(v.x.isFinite ? v.x : 0, v.y.isFinite ? v.y : 0)
    }
}

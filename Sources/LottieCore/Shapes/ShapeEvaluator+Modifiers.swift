import LottieGraphics
import LottieModel

extension ShapeEvaluator {
    /// Trims the paths with `ids` in place: each on its own (simultaneously) or all as one
    /// sequence (individually).
    mutating func applyTrim(_ trim: ShapeItem.Trim, to ids: [Int]) {
        let start = ShapeItem.Trim.start.value(of: trim, at: frame)
        let end = ShapeItem.Trim.end.value(of: trim, at: frame)
        let offset = ShapeItem.Trim.offset.value(of: trim, at: frame)
        let measures = measures
        let measure: (BezierPath) -> PathMeasure = { measures?.measure($0) ?? PathMeasure($0) }
        if trim.mode == .individually {
            let trimmed = PathModifier.trim(
                ids.map { paths[$0] }, start: start, end: end, offset: offset, individually: true, measuredBy: measure)
            for (position, id) in ids.enumerated() {
                paths[id] = position < trimmed.count ? trimmed[position] : BezierPath()
                combinations[id] = nil
            }
        } else {
            for id in ids {
                paths[id] = PathModifier.trim(paths[id], start: start, end: end, offset: offset, measuredBy: measure)
                combinations[id] = nil
            }
        }
    }

    /// Applies a geometric modifier to the paths with `ids`, in the modifier's group space.
    mutating func applyModifier(_ item: ShapeItem, to ids: [Int], space: AffineTransform) {
        guard let inverse = space.inverted else { return }
        for id in ids {
            let local = paths[id].transformed(by: inverse)
            let modified: BezierPath
            switch item {
            case .roundedCorners(let corners):
                modified = PathModifier.roundCorners(local, radius: ShapeItem.RoundedCorners.radius.value(of: corners, at: frame))
            case .puckerBloat(let puckerBloat):
                modified = PathModifier.puckerBloat(local, amount: ShapeItem.PuckerBloat.amount.value(of: puckerBloat, at: frame))
            case .zigZag(let zigZag):
                modified = PathModifier.zigZag(
                    local, amplitude: ShapeItem.ZigZag.amplitude.value(of: zigZag, at: frame),
                    ridges: ShapeItem.ZigZag.frequency.value(of: zigZag, at: frame),
                    smooth: zigZag.pointType.value(at: frame, default: 1) >= 2)
            case .offsetPath(let offsetPath):
                modified = PathModifier.offset(
                    local, amount: ShapeItem.OffsetPath.amount.value(of: offsetPath, at: frame), join: offsetPath.lineJoin,
                    miterLimit: ShapeItem.OffsetPath.miterLimit.value(of: offsetPath, at: frame))
            case .twist(let twist):
                modified = PathModifier.twist(
                    local, angle: ShapeItem.Twist.angle.value(of: twist, at: frame),
                    center: ShapeItem.Twist.center.value(of: twist, at: frame))
            default:
                modified = local
            }
            paths[id] = modified.transformed(by: space)
            combinations[id] = nil
        }
    }
}

import LottieGraphics
import LottieModel

extension ShapeEvaluator {
    /// Trims the paths with `ids` in place: each on its own (simultaneously) or all as one
    /// sequence (individually).
    mutating func applyTrim(_ trim: ShapeItem.Trim, to ids: [Int]) {
        let start = trim.start.value(at: frame, default: 0)
        let end = trim.end.value(at: frame, default: 100)
        let offset = trim.offset.value(at: frame, default: 0)
        if trim.mode == .individually {
            let trimmed = PathModifier.trim(ids.map { paths[$0] }, start: start, end: end, offset: offset, individually: true)
            for (position, id) in ids.enumerated() {
                paths[id] = position < trimmed.count ? trimmed[position] : BezierPath()
                combinations[id] = nil
            }
        } else {
            for id in ids {
                paths[id] = PathModifier.trim([paths[id]], start: start, end: end, offset: offset, individually: false)
                    .reduce(into: BezierPath()) { $0.append($1) }
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
                modified = PathModifier.roundCorners(local, radius: corners.radius.value(at: frame, default: 0))
            case .puckerBloat(let puckerBloat):
                modified = PathModifier.puckerBloat(local, amount: puckerBloat.amount.value(at: frame, default: 0))
            case .zigZag(let zigZag):
                modified = PathModifier.zigZag(
                    local, amplitude: zigZag.amplitude.value(at: frame, default: 0),
                    ridges: zigZag.frequency.value(at: frame, default: 0),
                    smooth: zigZag.pointType.value(at: frame, default: 1) >= 2)
            case .offsetPath(let offsetPath):
                modified = PathModifier.offset(
                    local, amount: offsetPath.amount.value(at: frame, default: 0), join: offsetPath.lineJoin,
                    miterLimit: offsetPath.miterLimit.value(at: frame, default: 4))
            case .twist(let twist):
                modified = PathModifier.twist(
                    local, angle: twist.angle.value(at: frame, default: 0),
                    center: twist.center.value(at: frame, default: .zero).xy)
            default:
                modified = local
            }
            paths[id] = modified.transformed(by: space)
            combinations[id] = nil
        }
    }
}

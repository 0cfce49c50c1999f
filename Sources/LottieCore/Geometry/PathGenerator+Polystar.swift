import LottieGraphics

extension PathGenerator {
    /// The most points a polystar is built with; larger counts are clamped.
    package static let maxPolystarPoints = 10_000.0

    /// ThorVG's star handle factor (0.47829 / 0.28): handle = radius × roundness × this / points.
    package static let starRoundnessFactor = 0.47829 / 0.28

    /// A star or polygon as Lottie draws it (`sr`).
    ///
    /// The first vertex is at angle −90° + `rotation` (the top, turned clockwise), and vertices
    /// follow clockwise (counter-clockwise when `reversed`, i.e. `d` = 3); the path returns
    /// exactly to its start and closes.
    /// - Polygon (`isStar == false`, `sy` 2): ⌊points⌋ outer vertices; handles perpendicular to
    ///   the radius, length 2π·radius/(4·points) × roundness/100 (lottie-web, ThorVG).
    /// - Star (`sy` 1): an inner vertex half a step after each outer one. As in ThorVG, a
    ///   fractional count adds a partial point, and the handle length is
    ///   radius × roundness/100 × ``starRoundnessFactor`` / points.
    /// - Parameters:
    ///   - points: `pt`, clamped to ``maxPolystarPoints``; ≤ 0 (or < 1 for polygons) draws nothing.
    ///   - rotation: `r` in degrees, clockwise.
    ///   - outerRoundness, innerRoundness: `os` / `is` in percent.
    package static func polystar(
        center: Vector2, points: Double, outerRadius: Double, innerRadius: Double,
        outerRoundness: Double, innerRoundness: Double, rotation: Double, isStar: Bool, reversed: Bool
    ) -> BezierPath {
        let values = [center.x, center.y, points, outerRadius, innerRadius, outerRoundness, innerRoundness, rotation]
        guard values.allSatisfy(\.isFinite), points > 0 else { return BezierPath() }
        let count = min(points, maxPolystarPoints)
        let direction = reversed ? -1.0 : 1.0
        let startAngle = GeometryTrig.radians(-90 + rotation.truncatingRemainder(dividingBy: 360))
        let local: [PathVertex]
        if isStar {
            local = starVertices(
                count: count, outer: outerRadius, inner: innerRadius, outerRoundness: outerRoundness / 100,
                innerRoundness: innerRoundness / 100, startAngle: startAngle, direction: direction)
        } else {
            local = polygonVertices(
                count: count.rounded(.down), radius: outerRadius, roundness: outerRoundness / 100,
                startAngle: startAngle, direction: direction)
        }
        guard local.count > 1 else { return BezierPath() }
        let moved = local.map {
            PathVertex(point: $0.point + center, inControl: $0.inControl + center, outControl: $0.outControl + center)
        }
        let path = PathContour.path(of: [VertexContour(vertices: moved, isClosed: true).contour])
        return path.isFinite ? path : BezierPath()
    }

    // MARK: - Private

    /// One vertex at `radius` and `angle` (about the origin) with handles of the given lengths
    /// perpendicular to the radius: the out-handle along the travel direction.
    private static func vertex(
        radius: Double, angle: Double, inLength: Double, outLength: Double, direction: Double
    ) -> PathVertex {
        let p = GeometryTrig.direction(angle) * radius
        // The handle direction follows the point's own angle, as ThorVG's atan2 of the point.
        let along = GeometryTrig.direction(GeometryTrig.atan2(p.y, p.x) + direction * Double.pi / 2)
        return PathVertex(point: p, inControl: p - along * inLength, outControl: p + along * outLength)
    }

    private static func polygonVertices(
        count: Double, radius: Double, roundness: Double, startAngle: Double, direction: Double
    ) -> [PathVertex] {
        guard count >= 1 else { return [] }
        let n = Int(count)
        let step = 2 * Double.pi / count
        let handle = step * radius * roundness * 0.25
        return (0..<n).map { k in
            vertex(
                radius: radius, angle: startAngle + Double(k) * step * direction, inLength: handle,
                outLength: handle, direction: direction)
        }
    }

    /// ThorVG `updateStar`: outer, inner, outer, … with an optional partial point first/last.
    private static func starVertices(
        count: Double, outer: Double, inner: Double, outerRoundness: Double, innerRoundness: Double,
        startAngle: Double, direction: Double
    ) -> [PathVertex] {
        let step = 2 * Double.pi / count
        let halfStep = step / 2
        let partial = count - count.rounded(.down)
        let total = count.rounded(.up).clampedInt(in: 0...Int(maxPolystarPoints)) * 2
        let partialRadius = partial != 0 ? inner + partial * (outer - inner) : 0
        var angle = startAngle
        var radii: [Double] = []
        var angles: [Double] = []
        radii.reserveCapacity(total)
        angles.reserveCapacity(total)
        if partial != 0 {
            angle += halfStep * (1 - partial) * direction
            radii.append(partialRadius)
            angles.append(angle)
            angle += step * partial * 0.5 * direction
        } else {
            radii.append(outer)
            angles.append(angle)
            angle += halfStep * direction
        }
        var isOuter = false
        for i in 0..<(total - 1) {
            radii.append(isOuter ? outer : inner)
            angles.append(angle)
            angle += (partialRadius != 0 && i == total - 2 ? step * partial * 0.5 : halfStep) * direction
            isOuter.toggle()
        }
        // Handle lengths: each vertex uses its own radius and roundness (outer/inner), scaled
        // by the partial amount on the segments touching the start.
        return radii.indices.map { k in
            let isOuterVertex = k % 2 == 0
            let radius = isOuterVertex ? outer : inner
            let roundness = isOuterVertex ? outerRoundness : innerRoundness
            let length = radius * roundness * starRoundnessFactor / count
            let hasPartial = partial != 0
            let outScale = hasPartial && (k == 0 || k == total - 1) ? partial : 1
            let inScale = hasPartial && (k == 0 || k == 1) ? partial : 1
            return vertex(
                radius: radii[k], angle: angles[k], inLength: length * inScale, outLength: length * outScale,
                direction: direction)
        }
    }
}

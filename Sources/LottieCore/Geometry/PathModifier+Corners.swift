import LottieGraphics

extension PathModifier {
    /// The handle ratio of rounded corners (lottie-web / lottie-ios / [LD]: 0.5519).
    /// ThorVG uses 0.5 (control points halfway to the corner).
    package static let roundedCornerKappa = 0.5519

    // MARK: - Rounded corners (`rd`)

    /// Rounds sharp corners (lottie-format §9.7): each vertex whose two tangents are zero is
    /// replaced by two vertices at distance min(radius, half the edge) along its two edges,
    /// joined by a cubic whose handles point back to the corner (`handleRatio` × that distance).
    /// Vertices with tangents and the ends of open subpaths are kept.
    /// - Parameters:
    ///   - radius: `r`; ≤ 0 or non-finite leaves the path unchanged.
    ///   - handleRatio: ``roundedCornerKappa`` by default (pass 0.5 to match ThorVG).
    package static func roundCorners(
        _ path: BezierPath, radius: Double, handleRatio: Double = roundedCornerKappa
    ) -> BezierPath {
        guard radius.isFinite, radius > 0, handleRatio.isFinite else { return path }
        return mapVertexContours(path) { contour in
            let v = contour.vertices
            let n = v.count
            var result: [PathVertex] = []
            result.reserveCapacity(n * 2)
            for i in 0..<n {
                let isEnd = !contour.isClosed && (i == 0 || i == n - 1)
                guard v[i].isSharp, !isEnd, n > 1 else {
                    result.append(v[i])
                    continue
                }
                let corner = v[i].point
                let previous = v[(i + n - 1) % n].point
                let next = v[(i + 1) % n].point
                let a = cut(from: corner, toward: previous, radius: radius)
                let b = cut(from: corner, toward: next, radius: radius)
                result.append(PathVertex(point: a, inControl: a, outControl: a + (corner - a) * handleRatio))
                result.append(PathVertex(point: b, inControl: b + (corner - b) * handleRatio, outControl: b))
            }
            return VertexContour(vertices: result, isClosed: contour.isClosed)
        }
    }

    // MARK: - Pucker / bloat (`pb`)

    /// Pucker/bloat (lottie-format §9.7, [LAC] algorithm): with c the centre of the box around
    /// each subpath's vertices, vertices move toward c by `amount`% and tangent handles away
    /// from c by the same fraction (negative amounts do the opposite). After Effects takes that
    /// centre (its bloated pentagon matches within 0.3 MAE, against 1.4 for the vertices' mean,
    /// which lottie-web and ThorVG take; the two agree on shapes symmetric in both axes).
    /// - Parameter amount: `a` in percent; 0 or non-finite leaves the path unchanged.
    package static func puckerBloat(_ path: BezierPath, amount: Double) -> BezierPath {
        guard amount.isFinite, amount != 0 else { return path }
        let f = amount / 100
        return mapVertexContours(path) { contour in
            guard !contour.vertices.isEmpty else { return contour }
            var low = contour.vertices[0].point
            var high = low
            for v in contour.vertices {
                low = Vector2(min(low.x, v.point.x), min(low.y, v.point.y))
                high = Vector2(max(high.x, v.point.x), max(high.y, v.point.y))
            }
            let center = (low + high) * 0.5
            let vertices = contour.vertices.map { v in
                PathVertex(
                    point: v.point + (center - v.point) * f,
                    inControl: v.inControl + (center - v.inControl) * -f,
                    outControl: v.outControl + (center - v.outControl) * -f)
            }
            return VertexContour(vertices: vertices, isClosed: contour.isClosed)
        }
    }

    // MARK: - Twist (`tw`)

    /// Twist: rotates every point (vertices and control points) about `center` by `angle`
    /// degrees scaled by 1 − d/R, where d is the point's distance from the centre and R the
    /// largest such distance in the subpath, so points turn most near the centre. Lines become
    /// cubics first so they can bend. An approximation of After Effects' Twist; lottie-web and
    /// ThorVG do not implement it.
    package static func twist(_ path: BezierPath, angle: Double, center: Vector2) -> BezierPath {
        guard angle.isFinite, angle != 0, center.isFinite else { return path }
        let radians = GeometryTrig.radians(angle.truncatingRemainder(dividingBy: 360 * 1_000))
        let contours = PathContour.contours(of: path).map { contour -> PathContour in
            var reach = 0.0
            for s in contour.segments {
                for p in [s.start, s.control1, s.control2, s.end] { reach = max(reach, (p - center).length) }
            }
            guard reach.isFinite, reach > 0 else { return contour }
            func turn(_ p: Vector2) -> Vector2 {
                let offset = p - center
                let weight = max(0, 1 - offset.length / reach)
                return center + GeometryTrig.rotate(offset, by: radians * weight)
            }
            var result = contour
            result.segments = contour.segments.map { s in
                CubicSegment(
                    start: turn(s.start), control1: turn(s.control1), control2: turn(s.control2), end: turn(s.end))
            }
            result.start = result.segments.first?.start ?? contour.start
            return contour.replaced(by: result)
        }
        return PathContour.path(of: contours)
    }

    // MARK: - Helpers

    /// The point at min(radius, half the distance) from `corner` toward `other`.
    private static func cut(from corner: Vector2, toward other: Vector2, radius: Double) -> Vector2 {
        let length = (other - corner).length
        guard length > 0, length.isFinite else { return corner }
        return corner + (other - corner) * (min(length / 2, radius) / length)
    }

    /// Applies `transform` to the vertex view of every subpath.
    static func mapVertexContours(
        _ path: BezierPath, _ transform: (VertexContour) -> VertexContour
    ) -> BezierPath {
        let contours = PathContour.contours(of: path).map { $0.replaced(by: transform(VertexContour($0)).contour) }
        return PathContour.path(of: contours)
    }
}

import LottieGraphics

extension PathModifier {
    /// How often one curve segment may be halved before it is offset (at most 2^depth pieces).
    package static let maxOffsetSubdivisionDepth = 5

    /// Offset path (`op`, lottie-format §9.7): moves every subpath outward by `amount` (inward
    /// when negative) whatever its direction, as ThorVG's `LottieOffsetModifier` does.
    ///
    /// Lines move along their normal; curves are split into pieces that turn by at most π/8 and
    /// each piece is offset with curvature-scaled handles. Outer corners get `join` (a miter
    /// becomes a bevel when 1/cos(θ/2) exceeds `miterLimit`, θ being the turn angle); inner
    /// corners are cut at the intersection of the two offset edges. An open subpath becomes the
    /// closed outline of a band `|amount|` wide on each side of it with flat ends, as After
    /// Effects draws it (lottie-web and ThorVG offset it on one side and leave it open).
    /// - Parameters:
    ///   - amount: `a`; 0 or non-finite leaves the path unchanged.
    ///   - join: `lj`.
    ///   - miterLimit: `ml`; NaN or < 1 makes every miter a bevel.
    package static func offset(_ path: BezierPath, amount: Double, join: LineJoin, miterLimit: Double) -> BezierPath {
        guard amount.isFinite, amount != 0 else { return path }
        let contours = PathContour.contours(of: path).map { contour in
            contour.replaced(by: offset(contour, amount: amount, join: join, miterLimit: miterLimit))
        }
        return PathContour.path(of: contours)
    }

    // MARK: - Private

    private struct Join {
        var endOfPrevious: Vector2?
        var startOfNext: Vector2?
        var inserted: [CubicSegment] = []
    }

    private static func offset(_ contour: PathContour, amount: Double, join: LineJoin, miterLimit: Double)
        -> PathContour
    {
        let segments = contour.segments.filter { $0.polygonLength > 1e-12 }
        guard !segments.isEmpty else { return contour }
        guard contour.isClosed else {
            // An open subpath becomes the outline of a band `|amount|` wide on each side, with
            // flat ends, as After Effects draws it: each side offset, joined by straight lines.
            let forward = offsetChain(segments, amount: abs(amount), isClosed: false, join: join, miterLimit: miterLimit)
            let backward = offsetChain(
                segments.reversed().map(\.reversed), amount: abs(amount), isClosed: false, join: join, miterLimit: miterLimit)
            guard let first = forward.first, let end = forward.last?.end, let back = backward.first?.start, let close = backward.last?.end
            else { return contour }
            let outline = forward + [CubicSegment(lineFrom: end, to: back)] + backward + [CubicSegment(lineFrom: close, to: first.start)]
            return PathContour(start: first.start, segments: outline, isClosed: true)
        }
        // Shoelace over all points: positive for clockwise travel on screen (y down).
        var area = 0.0
        for s in segments { area += s.start.cross(s.control1) + s.control1.cross(s.control2) + s.control2.cross(s.end) }
        if let first = segments.first, let last = segments.last { area += last.end.cross(first.start) }
        let output = offsetChain(segments, amount: area < 0 ? -amount : amount, isClosed: true, join: join, miterLimit: miterLimit)
        guard let first = output.first else { return contour }
        return PathContour(start: first.start, segments: output, isClosed: true)
    }

    /// `segments` offset by `a` to one side of their travel (the side a positive `a` moves a
    /// clockwise contour out to), with `join` at each corner (and between the last and the
    /// first segment when `isClosed`).
    private static func offsetChain(_ segments: [CubicSegment], amount a: Double, isClosed: Bool, join: LineJoin, miterLimit: Double)
        -> [CubicSegment]
    {
        var pieces = segments.map { offsetPieces($0, amount: a) }
        let m = segments.count
        var joins = Array(repeating: [CubicSegment](), count: m)
        for k in (isClosed ? 0 : 1)..<m {
            let previous = (k + m - 1) % m
            guard let last = pieces[previous].last, let first = pieces[k].first else { continue }
            let j = makeJoin(last, first, vertex: segments[k].start, amount: a, join: join, miterLimit: miterLimit)
            if let p = j.endOfPrevious { pieces[previous][pieces[previous].count - 1] = moved(last, end: p) }
            if let p = j.startOfNext, let current = pieces[k].first { pieces[k][0] = moved(current, start: p) }
            joins[k] = j.inserted
        }
        var output: [CubicSegment] = []
        for k in 0..<m {
            if k > 0 { output += joins[k] }
            output += pieces[k]
        }
        if isClosed { output += joins[0] }
        return output
    }

    private static func offsetPieces(_ segment: CubicSegment, amount a: Double) -> [CubicSegment] {
        if segment.isLine {
            guard let t = GeometryTrig.unit(segment.end - segment.start) else { return [] }
            let shift = GeometryTrig.normal(t) * a
            return [CubicSegment(lineFrom: segment.start + shift, to: segment.end + shift)]
        }
        var flat: [CubicSegment] = []
        var stack: [(CubicSegment, Int)] = [(segment, 0)]
        while let (s, depth) = stack.popLast() {
            if depth < maxOffsetSubdivisionDepth && needsSplit(s) {
                let (left, right) = s.split(at: 0.5)
                stack.append((right, depth + 1))
                stack.append((left, depth + 1))
            } else {
                flat.append(s)
            }
        }
        return flat.compactMap { s in
            guard let t0 = s.tangent(at: 0), let t1 = s.tangent(at: 1) else { return nil }
            let p0 = s.start + GeometryTrig.normal(t0) * a
            let p3 = s.end + GeometryTrig.normal(t1) * a
            let h0 = s.control1 - s.start
            let h1 = s.control2 - s.end
            let k0 = curvature(h0, s.control2 - s.control1)
            let k1 = curvature(s.end - s.control2, s.control2 - s.control1, atEnd: true)
            let scale0 = min(max(1 + a * k0, 0), 8)
            let scale1 = min(max(1 + a * k1, 0), 8)
            return CubicSegment(start: p0, control1: p0 + h0 * scale0, control2: p3 + h1 * scale1, end: p3)
        }
    }

    /// Signed curvature at an end of a cubic from its end leg and middle leg (0 when the end
    /// leg is degenerate): κ = (2/3)·(leg × middle)/|leg|³ at the start, mirrored at the end.
    private static func curvature(_ leg: Vector2, _ middle: Vector2, atEnd: Bool = false) -> Double {
        let length = leg.length
        guard length > 1e-9 else { return 0 }
        let cross = atEnd ? middle.cross(leg) : leg.cross(middle)
        let k = (2.0 / 3.0) * cross / (length * length * length)
        return k.isFinite ? k : 0
    }

    private static func needsSplit(_ s: CubicSegment) -> Bool {
        guard let t0 = s.tangent(at: 0), let t1 = s.tangent(at: 1) else { return false }
        let turn = abs(GeometryTrig.atan2(t0.cross(t1), t0.dot(t1)))
        return turn > Double.pi / 8 || s.polygonLength > s.chordLength * 1.05 + 1e-9
    }

    private static func makeJoin(
        _ previous: CubicSegment, _ next: CubicSegment, vertex: Vector2, amount a: Double, join: LineJoin,
        miterLimit: Double
    ) -> Join {
        let from = previous.end
        let to = next.start
        guard (to - from).length > 1e-9 * max(1, abs(a)) else { return Join() }
        guard let tA = previous.tangent(at: 1), let tB = next.tangent(at: 0) else {
            return Join(inserted: [CubicSegment(lineFrom: from, to: to)])
        }
        let cross = tA.cross(tB)
        let dot = tA.dot(tB)
        let isOuter = cross * a > 0 || (abs(cross) < 1e-12 && dot < 0)
        let s = GeometryTrig.lineIntersection(from, tA, to, tB)
        guard isOuter else {
            // Inner corner: cut both edges where they cross, when that is within both pieces.
            if let s, s <= 0, -s <= previous.chordLength {
                let meet = from + tA * s
                if (meet - to).dot(tB) >= 0, (meet - to).length <= next.chordLength {
                    return Join(endOfPrevious: meet, startOfNext: meet)
                }
            }
            return Join(inserted: [CubicSegment(lineFrom: from, to: to)])
        }
        switch join {
        case .bevel:
            return Join(inserted: [CubicSegment(lineFrom: from, to: to)])
        case .miter:
            let cosHalf = max(0, (1 + dot) / 2).squareRoot()
            if let s, s >= 0, 1 <= miterLimit * cosHalf {
                let tip = from + tA * s
                return Join(inserted: [CubicSegment(lineFrom: from, to: tip), CubicSegment(lineFrom: tip, to: to)])
            }
            return Join(inserted: [CubicSegment(lineFrom: from, to: to)])
        case .round:
            let sweep =
                abs(cross) < 1e-12 && dot < 0 ? (a > 0 ? Double.pi : -Double.pi) : GeometryTrig.atan2(cross, dot)
            return Join(inserted: arc(center: vertex, from: from, to: to, sweep: sweep))
        }
    }

    /// A circular arc about `center` from `from`, turning by `sweep` radians, as cubics (at most
    /// a quarter turn each); the last one ends exactly at `to`.
    private static func arc(center: Vector2, from: Vector2, to: Vector2, sweep: Double) -> [CubicSegment] {
        let count = (abs(sweep) / (Double.pi / 2)).rounded(.up).clampedInt(in: 1...4)
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * GeometryTrig.tan(step / 4)
        let radius = from - center
        var result: [CubicSegment] = []
        for j in 0..<count {
            let u0 = GeometryTrig.rotate(radius, by: step * Double(j))
            let u1 = GeometryTrig.rotate(radius, by: step * Double(j + 1))
            let end = j == count - 1 ? to : center + u1
            let start = j == 0 ? from : center + u0
            result.append(
                CubicSegment(
                    start: start, control1: start + Vector2(-u0.y, u0.x) * k,
                    control2: end - Vector2(-u1.y, u1.x) * k, end: end))
        }
        return result
    }

    private static func moved(_ s: CubicSegment, end p: Vector2) -> CubicSegment {
        if s.isLine { return CubicSegment(lineFrom: s.start, to: p) }
        return CubicSegment(start: s.start, control1: s.control1, control2: s.control2 + (p - s.end), end: p)
    }

    private static func moved(_ s: CubicSegment, start p: Vector2) -> CubicSegment {
        if s.isLine { return CubicSegment(lineFrom: p, to: s.end) }
        return CubicSegment(start: p, control1: s.control1 + (p - s.start), control2: s.control2, end: s.end)
    }
}

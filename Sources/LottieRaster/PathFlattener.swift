import LottieGraphics
import RealModule

/// Turns Bézier paths into polylines.
///
/// Each cubic is split into n uniform parameter steps with Wang's bound,
/// n = ⌈√(3·L / (4·tol))⌉ where L = max |P₀ − 2P₁ + P₂|, |P₁ − 2P₂ + P₃|, so the polyline
/// stays within `tolerance` of the curve. For strokes, `maxTurn` also bounds the angle each
/// step may turn, so offset outlines stay accurate for wide strokes.
package enum PathFlattener {
    /// Upper bound on segments for one cubic (bounds work on huge curves).
    package static let maxSegmentsPerCurve = 1024
    /// Upper bound on points per flattened path (bounds memory on hostile input).
    static let maxPoints = 1 << 20
    /// Coordinates are clamped to ±this after transforming, keeping later math finite.
    static let coordinateLimit = 1e9

    /// Flattens `path` mapped by `transform` into `out` (which is emptied first).
    /// - Parameters:
    ///   - tolerance: maximum distance between curve and polyline, in output units.
    ///   - maxTurn: optional largest turning angle (radians) per segment.
    ///   - cull: optional output-space rectangle; cubics whose hull misses it become lines
    ///     (exact for coverage, since only the endpoints affect pixels inside it).
    package static func flatten(
        _ path: BezierPath, transform: AffineTransform, tolerance: Double, maxTurn: Double? = nil,
        cull: Rect? = nil, into out: inout PolylineSet
    ) {
        out.removeAll()
        let tol = tolerance.isFinite && tolerance > 1e-9 ? tolerance : 0.25
        var current = Vector2.zero
        var subpathStart = Vector2.zero
        var isOpen = false

        func point(_ p: Vector2) -> Vector2? {
            let q = transform.apply(to: p)
            guard q.isFinite else { return nil }
            let l = coordinateLimit
            return Vector2(min(max(q.x, -l), l), min(max(q.y, -l), l))
        }
        func ensureOpen() {
            if !isOpen {
                out.beginSubpath()
                out.append(current)
                subpathStart = current
                isOpen = true
            }
        }

        for element in path.elements {
            guard out.points.count < maxPoints else { break }
            switch element {
            case .move(let p):
                guard let q = point(p) else { continue }
                isOpen = false
                current = q
                subpathStart = q
            case .line(let p):
                guard let q = point(p) else { continue }
                ensureOpen()
                out.append(q)
                current = q
            case .cubic(let c1, let c2, let p):
                guard let q1 = point(c1), let q2 = point(c2), let q = point(p) else { continue }
                ensureOpen()
                // A straight cubic (controls on its ends, as `sh` writes lines) is a line.
                if q1 == current && q2 == q {
                    out.append(q)
                } else {
                    addCubic(current, q1, q2, q, tol: tol, maxTurn: maxTurn, cull: cull, into: &out)
                }
                current = q
            case .close:
                if isOpen { out.closeSubpath() }
                isOpen = false
                current = subpathStart
            }
        }
    }

    /// Appends the points after `p0` of one cubic.
    static func addCubic(
        _ p0: Vector2, _ p1: Vector2, _ p2: Vector2, _ p3: Vector2, tol: Double, maxTurn: Double?,
        cull: Rect?, into out: inout PolylineSet
    ) {
        if let cull, !hullIntersects(p0, p1, p2, p3, cull) {
            out.append(p3)
            return
        }
        let n = segmentCount(p0, p1, p2, p3, tol: tol, maxTurn: maxTurn)
        if n > 1 {
            let step = 1 / Double(n)
            for i in 1..<n {
                let t = Double(i) * step
                let mt = 1 - t
                let a = mt * mt * mt
                let b = 3 * mt * mt * t
                let c = 3 * mt * t * t
                let d = t * t * t
                out.append(
                    Vector2(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y),
                    corner: false)
            }
        }
        out.append(p3)
    }

    /// Wang's segment count, raised to respect `maxTurn`, clamped to `1...maxSegmentsPerCurve`.
    static func segmentCount(
        _ p0: Vector2, _ p1: Vector2, _ p2: Vector2, _ p3: Vector2, tol: Double, maxTurn: Double?
    ) -> Int {
        let d1 = (p0 - p1 * 2 + p2).length
        let d2 = (p1 - p2 * 2 + p3).length
        var n = (0.75 * max(d1, d2) / tol).squareRoot().rounded(.up)
        if let maxTurn, maxTurn > 0 {
            let turn = turning(p1 - p0, p2 - p1) + turning(p2 - p1, p3 - p2)
            let zeroLegs = turning(p1 - p0, p3 - p2)  // covers zero-length middle legs
            n = max(n, (max(turn, zeroLegs) / maxTurn).rounded(.up))
        }
        guard n.isFinite else { return maxSegmentsPerCurve }
        return n.clampedInt(in: 1...maxSegmentsPerCurve)
    }

    /// The angle between two directions (0 if either is degenerate).
    private static func turning(_ u: Vector2, _ v: Vector2) -> Double {
        guard u.length > 1e-12, v.length > 1e-12 else { return 0 }
        return abs(Double.atan2(y: u.cross(v), x: u.dot(v)))
    }

    private static func hullIntersects(_ p0: Vector2, _ p1: Vector2, _ p2: Vector2, _ p3: Vector2, _ r: Rect) -> Bool {
        let minX = min(min(p0.x, p1.x), min(p2.x, p3.x))
        let maxX = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let minY = min(min(p0.y, p1.y), min(p2.y, p3.y))
        let maxY = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return maxX >= r.minX && minX <= r.maxX && maxY >= r.minY && minY <= r.maxY
    }
}

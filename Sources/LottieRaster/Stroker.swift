import LottieGraphics
import RealModule

/// Converts polylines into closed outline polygons that, filled with the nonzero rule, cover the
/// stroke: one polygon per open subpath (both sides plus caps), two per closed subpath.
///
/// Inner joins go through the vertex ("pivot") unless the offset lines meet inside both
/// segments, so every piece winds the same way and nonzero yields the union.
struct Stroker {
    /// Half the stroke width.
    private(set) var halfWidth = 0.0
    private(set) var cap = LineCap.butt
    private(set) var join = LineJoin.miter
    private(set) var miterLimit = 4.0
    /// Largest angle per step on arcs, from the flattening tolerance.
    private(set) var arcStep = Double.pi / 4
    /// Upper bound on output points.
    static let maxOutputPoints = 1 << 22

    private var pts: [Vector2] = []
    private var corner: [Bool] = []

    /// Sets the style for the next ``stroke(_:into:)`` (scratch memory is kept).
    mutating func configure(style: StrokeStyle, tolerance: Double) {
        halfWidth = style.width / 2
        cap = style.cap
        join = style.join
        miterLimit = style.miterLimit.isFinite ? style.miterLimit : 4
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        let ratio = halfWidth > 0 ? 2 * tol / halfWidth : 1
        arcStep = min(max(ratio.squareRoot(), 0.01), Double.pi / 4)
    }

    /// Strokes every subpath of `input` into `out` (emptied first).
    mutating func stroke(_ input: PolylineSet, into out: inout PolylineSet) {
        out.removeAll()
        guard halfWidth > 0, halfWidth.isFinite else { return }
        let eps = max(halfWidth * 1e-9, 1e-12)
        for s in 0..<input.subpathCount {
            guard out.points.count < Self.maxOutputPoints else { return }
            pts.removeAll(keepingCapacity: true)
            corner.removeAll(keepingCapacity: true)
            for i in input.range(of: s) {
                let p = input.points[i]
                if let last = pts.last, (p - last).length <= eps {
                    if input.isCorner[i] { corner[corner.count - 1] = true }
                    continue
                }
                pts.append(p)
                corner.append(input.isCorner[i])
            }
            let closed = input.isClosed[s]
            if closed, pts.count > 1, let first = pts.first, let last = pts.last, (first - last).length <= eps {
                pts.removeLast()
                corner.removeLast()
                corner[0] = true
            }
            if pts.count == 1 {
                addDot(pts[0], into: &out)
            } else if closed && pts.count > 1 {
                addSide(closed: true, reversed: false, into: &out)
                addSide(closed: true, reversed: true, into: &out)
            } else if pts.count > 1 {
                out.beginSubpath()
                addSide(closed: false, reversed: false, into: &out)
                addSide(closed: false, reversed: true, into: &out)
                out.closeSubpath()
            }
        }
    }

    // MARK: - Sides

    /// Emits one side of the current points. Open sides end with the cap at their last point.
    private func addSide(closed: Bool, reversed: Bool, into out: inout PolylineSet) {
        let n = pts.count
        func point(_ k: Int) -> Vector2 { pts[reversed ? n - 1 - k : k] }
        func isCorner(_ k: Int) -> Bool { corner[reversed ? n - 1 - k : k] }
        if closed {
            out.beginSubpath()
            for k in 0..<n {
                let prev = point((k + n - 1) % n)
                let p = point(k)
                let next = point((k + 1) % n)
                addJoin(at: p, incoming: p - prev, outgoing: next - p, corner: isCorner(k), into: &out)
            }
            out.closeSubpath()
            return
        }
        let d0 = point(1) - point(0)
        out.append(point(0) + normal(d0))
        for k in 1..<(n - 1) {
            let p = point(k)
            addJoin(at: p, incoming: p - point(k - 1), outgoing: point(k + 1) - p, corner: isCorner(k), into: &out)
        }
        let dn = point(n - 1) - point(n - 2)
        out.append(point(n - 1) + normal(dn))
        addCap(at: point(n - 1), direction: dn, into: &out)
    }

    /// The offset vector of length `halfWidth` to the side being emitted.
    private func normal(_ d: Vector2) -> Vector2 {
        let len = d.length
        guard len > 0, len.isFinite else { return .zero }
        return Vector2(-d.y, d.x) * (halfWidth / len)
    }

    // MARK: - Joins

    private func addJoin(at p: Vector2, incoming a: Vector2, outgoing b: Vector2, corner: Bool, into out: inout PolylineSet) {
        let na = normal(a)
        let nb = normal(b)
        let la = a.length
        let lb = b.length
        let cross = a.cross(b)
        let dot = a.dot(b)
        let cosTurn = dot / (la * lb)
        if abs(cross) <= 1e-12 * la * lb && dot > 0 {
            out.append(p + na)
            return
        }
        if cross > 0 {
            // Inner side: use the offset lines' intersection when it lies within both segments.
            let k = halfWidth * abs(cross) / (la * lb + dot)
            if k.isFinite && k < min(la, lb) {
                out.append(p + (na + nb) * (halfWidth * halfWidth / (halfWidth * halfWidth + na.dot(nb))))
            } else {
                out.append(p + na)
                out.append(p)
                out.append(p + nb)
            }
            return
        }
        let style: LineJoin = corner ? join : (cosTurn > 0.9 ? .miter : .round)
        switch style {
        case .miter:
            let ratio = (2 / max(1 + cosTurn, 1e-12)).squareRoot()
            if corner && !(ratio <= miterLimit) {
                out.append(p + na)
                out.append(p + nb)
            } else {
                out.append(p + (na + nb) * (1 / (1 + cosTurn)))
            }
        case .bevel:
            out.append(p + na)
            out.append(p + nb)
        case .round:
            let turn = abs(Double.atan2(y: cross, x: dot))
            out.append(p + na)
            addArc(center: p, from: na, angle: -(cross == 0 ? Double.pi : turn), into: &out)
        }
    }

    // MARK: - Caps and dots

    /// Emits the cap at an open end, from the current side (`+normal`) to the other side.
    private func addCap(at p: Vector2, direction d: Vector2, into out: inout PolylineSet) {
        let n = normal(d)
        switch cap {
        case .butt:
            break
        case .square:
            let ext = Vector2(n.y, -n.x)
            out.append(p + n + ext)
            out.append(p - n + ext)
        case .round:
            addArc(center: p, from: n, angle: -Double.pi, into: &out)
        }
    }

    /// A zero-length subpath: a disc for round caps, an axis-aligned square for square caps.
    private func addDot(_ p: Vector2, into out: inout PolylineSet) {
        switch cap {
        case .butt:
            return
        case .square:
            let h = halfWidth
            out.beginSubpath()
            for v in [Vector2(-h, -h), Vector2(h, -h), Vector2(h, h), Vector2(-h, h)] { out.append(p + v) }
            out.closeSubpath()
        case .round:
            out.beginSubpath()
            out.append(p + Vector2(halfWidth, 0))
            addArc(center: p, from: Vector2(halfWidth, 0), angle: 2 * Double.pi, into: &out)
            out.closeSubpath()
        }
    }

    /// Emits points along an arc (excluding the start point, including the end). Interior points
    /// sit at radius r·√(θ/sin θ) so each chord's wedge has the area of the true sector.
    private func addArc(center: Vector2, from start: Vector2, angle: Double, into out: inout PolylineSet) {
        let steps = (abs(angle) / arcStep).rounded(.up).clampedInt(in: 1...256)
        let step = angle / Double(steps)
        let c = Double.cos(step)
        let s = Double.sin(step)
        let grow = abs(s) > 1e-12 ? (abs(step) / abs(s)).squareRoot() : 1
        var v = start
        for i in 0..<steps {
            v = Vector2(v.x * c - v.y * s, v.x * s + v.y * c)
            out.append(center + (i == steps - 1 ? v : v * grow))
        }
    }
}

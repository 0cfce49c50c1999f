import LottieGraphics
import LottieModel

/// Builds absolute ``BezierPath``s from Lottie path data and shape generators (`sh`, `rc`,
/// `el`, `sr`), with the vertex order and start points that trim paths depend on
/// (lottie-format §8.1). Non-finite input gives an empty path.
///
/// ```swift
/// let rect = PathGenerator.rectangle(center: Vector2(50, 50), size: Vector2(40, 20),
///                                    roundness: 0, reversed: false)
/// ```
package enum PathGenerator {
    /// The handle ratio of a quarter-circle cubic, used for ellipses and rounded rectangles.
    package static let ellipseKappa = 0.5519150244935106

    // MARK: - Path (`sh`)

    /// Converts a model bezier (tangents relative to their vertex) to an absolute path.
    ///
    /// Segment j → j+1 uses `v[j] + o[j]` and `v[j+1] + i[j+1]`; a segment whose two tangents
    /// are zero is a straight cubic (controls on its ends), as the reference renderer (ThorVG)
    /// converts every `sh` segment: geometry treats it as a line (``PathContour``, the
    /// rasterizer's flattener). A closed bezier adds the segment last → first, then `close`.
    /// Missing tangents count as zero.
    package static func path(from bezier: Bezier) -> BezierPath {
        let v = bezier.vertices
        guard let first = v.first else { return BezierPath() }
        func inTangent(_ k: Int) -> Vector2 { k < bezier.inTangents.count ? bezier.inTangents[k] : .zero }
        func outTangent(_ k: Int) -> Vector2 { k < bezier.outTangents.count ? bezier.outTangents[k] : .zero }
        var path = BezierPath()
        path.elements.reserveCapacity(v.count + 2)
        path.move(to: first)
        func connect(_ a: Int, _ b: Int) {
            path.addCurve(to: v[b], control1: v[a] + outTangent(a), control2: v[b] + inTangent(b))
        }
        for k in v.indices.dropFirst() { connect(k - 1, k) }
        if bezier.isClosed {
            connect(v.count - 1, 0)
            path.close()
        }
        return path.isFinite ? path : BezierPath()
    }

    // MARK: - Rectangle (`rc`)

    /// A rectangle as Lottie draws it (`rc`).
    ///
    /// Sharp: top-right → bottom-right → bottom-left → top-left, then `close`. Rounded
    /// (radius r' = min(roundness, w/2, h/2) > 0): starts at (right, top + r') going down the
    /// right edge, each corner a cubic with handles r'·κ. Reversed (`d` = 3): same start,
    /// opposite direction. Negative sizes count by magnitude; a negative or NaN roundness is 0.
    package static func rectangle(center: Vector2, size: Vector2, roundness: Double, reversed: Bool) -> BezierPath {
        let w = abs(size.x)
        let h = abs(size.y)
        guard center.isFinite, w.isFinite, h.isFinite else { return BezierPath() }
        let left = center.x - w / 2
        let right = center.x + w / 2
        let top = center.y - h / 2
        let bottom = center.y + h / 2
        let r = roundness.isNaN ? 0 : min(max(roundness, 0), w / 2, h / 2)
        var path = BezierPath()
        guard r > 0 else {
            let corners = [Vector2(right, top), Vector2(right, bottom), Vector2(left, bottom), Vector2(left, top)]
            path.move(to: corners[0])
            for k in reversed ? [3, 2, 1] : [1, 2, 3] { path.addLine(to: corners[k]) }
            path.close()
            return path
        }
        let k = r * ellipseKappa
        // Corners in clockwise order starting with bottom-right: (entry, exit) points and the corner.
        typealias Corner = (entry: Vector2, exit: Vector2, corner: Vector2)
        let clockwise: [Corner] = [
            (Vector2(right, bottom - r), Vector2(right - r, bottom), Vector2(right, bottom)),
            (Vector2(left + r, bottom), Vector2(left, bottom - r), Vector2(left, bottom)),
            (Vector2(left, top + r), Vector2(left + r, top), Vector2(left, top)),
            (Vector2(right - r, top), Vector2(right, top + r), Vector2(right, top)),
        ]
        let start = Vector2(right, top + r)
        path.move(to: start)
        // Reversed: corners top-right, top-left, bottom-left, bottom-right with entry/exit swapped.
        let order: [Corner] =
            reversed ? clockwise.reversed().map { ($0.exit, $0.entry, $0.corner) } : clockwise
        var current = start
        for c in order {
            if c.entry != current { path.addLine(to: c.entry) }
            let c1 = c.entry + (c.corner - c.entry) * (k / r)
            let c2 = c.exit + (c.corner - c.exit) * (k / r)
            path.addCurve(to: c.exit, control1: c1, control2: c2)
            current = c.exit
        }
        if current != start { path.addLine(to: start) }
        path.close()
        return path
    }

    // MARK: - Ellipse (`el`)

    /// An ellipse as Lottie draws it (`el`): four quarter arcs with handles r·κ, starting at the
    /// top point and running clockwise (top → right → bottom → left); reversed runs
    /// top → left → bottom → right. A zero radius gives an empty path (as ThorVG).
    package static func ellipse(center: Vector2, size: Vector2, reversed: Bool) -> BezierPath {
        let rx = abs(size.x) / 2
        let ry = abs(size.y) / 2
        guard center.isFinite, rx.isFinite, ry.isFinite, rx > 0, ry > 0 else { return BezierPath() }
        let sx = reversed ? -rx : rx
        let kx = sx * ellipseKappa
        let ky = ry * ellipseKappa
        let c = center
        var path = BezierPath()
        path.move(to: Vector2(c.x, c.y - ry))
        path.addCurve(
            to: Vector2(c.x + sx, c.y), control1: Vector2(c.x + kx, c.y - ry), control2: Vector2(c.x + sx, c.y - ky))
        path.addCurve(
            to: Vector2(c.x, c.y + ry), control1: Vector2(c.x + sx, c.y + ky), control2: Vector2(c.x + kx, c.y + ry))
        path.addCurve(
            to: Vector2(c.x - sx, c.y), control1: Vector2(c.x - kx, c.y + ry), control2: Vector2(c.x - sx, c.y + ky))
        path.addCurve(
            to: Vector2(c.x, c.y - ry), control1: Vector2(c.x - sx, c.y - ky), control2: Vector2(c.x - kx, c.y - ry))
        path.close()
        return path
    }
}

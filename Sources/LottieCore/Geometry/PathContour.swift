import LottieGraphics

/// One subpath of a ``BezierPath`` as a list of segments, with the implicit closing line made
/// explicit. The shared parsed form for measuring and modifying paths.
struct PathContour: Hashable, Sendable {
    /// Where the subpath starts (its `move`).
    var start: Vector2
    /// The drawing segments in order; a closed contour's last segment ends at `start`.
    var segments: [CubicSegment]
    /// Whether the subpath ended with `close`.
    var isClosed: Bool

    /// Splits a path into contours, following ``BezierPath``'s rules: an element with no current
    /// point starts at the origin, or after `close` at the start of the closed subpath.
    /// Contours with a non-finite point or without segments are dropped.
    static func contours(of path: BezierPath) -> [PathContour] {
        var result: [PathContour] = []
        var current: PathContour?
        var restart = Vector2.zero
        var point = Vector2.zero

        func finish() {
            if let c = current, !c.segments.isEmpty, c.segments.allSatisfy(\.isFinite) {
                result.append(c)
            }
            current = nil
        }
        func ensureOpen() {
            if current == nil {
                current = PathContour(start: restart, segments: [], isClosed: false)
                point = restart
            }
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                current = PathContour(start: p, segments: [], isClosed: false)
                restart = p
                point = p
            case .line(let p):
                ensureOpen()
                current?.segments.append(CubicSegment(lineFrom: point, to: p))
                point = p
            case .cubic(let c1, let c2, let p):
                ensureOpen()
                // A straight cubic (controls on its ends, as `sh` writes lines) is a line.
                let isStraight = c1 == point && c2 == p
                current?.segments.append(
                    isStraight
                        ? CubicSegment(lineFrom: point, to: p)
                        : CubicSegment(start: point, control1: c1, control2: c2, end: p))
                point = p
            case .close:
                guard var c = current else { continue }
                if point != c.start { c.segments.append(CubicSegment(lineFrom: point, to: c.start)) }
                c.isClosed = true
                current = c
                restart = c.start
                finish()
            }
        }
        finish()
        return result
    }

    /// Appends the contour to `path` (a `move`, the segments, and `close` when closed).
    func append(to path: inout BezierPath) {
        guard let first = segments.first else { return }
        path.move(to: first.start)
        for segment in segments { segment.append(to: &path) }
        if isClosed { path.close() }
    }

    /// `result` when all its points are finite, otherwise `self`: the fallback that keeps a
    /// modifier's overflow (huge coordinates) from reaching the rasterizer.
    func replaced(by result: PathContour) -> PathContour {
        result.segments.allSatisfy(\.isFinite) ? result : self
    }

    /// The path made of these contours.
    static func path(of contours: [PathContour]) -> BezierPath {
        var path = BezierPath()
        for contour in contours { contour.append(to: &path) }
        return path
    }
}

/// A vertex with absolute in/out control points, the Lottie `{v, i, o}` view of a contour.
/// A control point equal to the vertex means "no tangent" on that side.
struct PathVertex: Hashable, Sendable {
    var point: Vector2
    var inControl: Vector2
    var outControl: Vector2

    /// A vertex without tangents.
    init(_ point: Vector2) {
        self.init(point: point, inControl: point, outControl: point)
    }

    init(point: Vector2, inControl: Vector2, outControl: Vector2) {
        self.point = point
        self.inControl = inControl
        self.outControl = outControl
    }

    /// Whether both tangents are zero (a sharp corner).
    var isSharp: Bool { inControl == point && outControl == point }
}

/// A contour as vertices, for modifiers that work per vertex (rounding, pucker/bloat, zig-zag).
struct VertexContour: Hashable, Sendable {
    var vertices: [PathVertex]
    var isClosed: Bool

    init(vertices: [PathVertex], isClosed: Bool) {
        self.vertices = vertices
        self.isClosed = isClosed
    }

    /// The vertex view of a segment contour: lines give vertices without tangents.
    init(_ contour: PathContour) {
        var vertices: [PathVertex] = []
        vertices.reserveCapacity(contour.segments.count + 1)
        for segment in contour.segments {
            let out = segment.isLine ? segment.start : segment.control1
            if vertices.isEmpty {
                vertices.append(PathVertex(point: segment.start, inControl: segment.start, outControl: out))
            } else {
                vertices[vertices.count - 1].outControl = out
            }
            let inControl = segment.isLine ? segment.end : segment.control2
            vertices.append(PathVertex(point: segment.end, inControl: inControl, outControl: segment.end))
        }
        if contour.isClosed, vertices.count > 1, let last = vertices.last {
            // The last segment returns to the start: fold its end into the first vertex.
            vertices[0].inControl = last.inControl
            vertices.removeLast()
        }
        self.init(vertices: vertices, isClosed: contour.isClosed)
    }

    /// The segment contour: vertex pairs without tangents become lines, others cubics.
    var contour: PathContour {
        guard let first = vertices.first else {
            return PathContour(start: .zero, segments: [], isClosed: isClosed)
        }
        var segments: [CubicSegment] = []
        segments.reserveCapacity(vertices.count)
        func connect(_ a: PathVertex, _ b: PathVertex) {
            if a.outControl == a.point && b.inControl == b.point {
                segments.append(CubicSegment(lineFrom: a.point, to: b.point))
            } else {
                segments.append(
                    CubicSegment(start: a.point, control1: a.outControl, control2: b.inControl, end: b.point))
            }
        }
        for i in vertices.indices.dropFirst() { connect(vertices[i - 1], vertices[i]) }
        if isClosed, let last = vertices.last { connect(last, first) }
        return PathContour(start: first.point, segments: segments, isClosed: isClosed)
    }
}

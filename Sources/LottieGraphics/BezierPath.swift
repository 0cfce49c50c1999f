/// A sequence of subpaths made of lines and cubic Béziers, in absolute coordinates.
///
/// A drawing element that arrives without a current point starts at the origin (or, after
/// `close`, at the start of the closed subpath), as in SVG. Fills close open subpaths implicitly.
///
/// ```swift
/// var path = BezierPath()
/// path.move(to: Vector2(0, 0))
/// path.addLine(to: Vector2(10, 0))
/// path.addCurve(to: Vector2(0, 10), control1: Vector2(10, 5), control2: Vector2(5, 10))
/// path.close()
/// ```
package struct BezierPath: Hashable, Sendable {
    /// The drawing commands, in order.
    package var elements: [PathElement]

    /// Creates a path from elements (empty by default).
    package init(elements: [PathElement] = []) {
        self.elements = elements
    }

    /// Whether the path has no elements.
    package var isEmpty: Bool { elements.isEmpty }

    /// Whether any segment is a cubic Bézier.
    package var hasCubics: Bool {
        elements.contains { if case .cubic = $0 { true } else { false } }
    }

    /// Whether every coordinate of the path is finite.
    package var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.isFinite
            case .cubic(let a, let b, let p): a.isFinite && b.isFinite && p.isFinite
            case .close: true
            }
        }
    }

    // MARK: - Building

    /// Starts a new subpath.
    package mutating func move(to p: Vector2) { elements.append(.move(p)) }

    /// Adds a straight line.
    package mutating func addLine(to p: Vector2) { elements.append(.line(p)) }

    /// Adds a cubic Bézier.
    package mutating func addCurve(to p: Vector2, control1: Vector2, control2: Vector2) {
        elements.append(.cubic(control1, control2, p))
    }

    /// Closes the current subpath.
    package mutating func close() { elements.append(.close) }

    /// Appends all subpaths of another path.
    package mutating func append(_ other: BezierPath) {
        // An empty path takes the other's elements as they are, without copying them.
        if elements.isEmpty { elements = other.elements } else { elements.append(contentsOf: other.elements) }
    }

    // MARK: - Geometry

    /// The bounding box of all finite points, control points included (so it may be loose),
    /// or `nil` when the path has no finite points.
    package var bounds: Rect? {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        func add(_ p: Vector2) {
            guard p.isFinite else { return }
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .cubic(let c1, let c2, let p):
                add(c1)
                add(c2)
                add(p)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path with every point mapped by `transform`.
    package func transformed(by transform: AffineTransform) -> BezierPath {
        // The same points (shared, not copied): most groups and layers do not move their paths.
        if transform == .identity { return self }
        return BezierPath(
            elements: elements.map { element in
                switch element {
                case .move(let p): .move(transform.apply(to: p))
                case .line(let p): .line(transform.apply(to: p))
                case .cubic(let c1, let c2, let p):
                    .cubic(transform.apply(to: c1), transform.apply(to: c2), transform.apply(to: p))
                case .close: .close
                }
            })
    }

    // MARK: - Shapes

    /// A closed rectangle, clockwise on screen (y down).
    package static func rectangle(_ r: Rect) -> BezierPath {
        BezierPath(elements: [
            .move(Vector2(r.minX, r.minY)), .line(Vector2(r.maxX, r.minY)),
            .line(Vector2(r.maxX, r.maxY)), .line(Vector2(r.minX, r.maxY)), .close,
        ])
    }

    /// A closed ellipse inscribed in `r`, made of four cubics (kappa 0.5523), clockwise on screen.
    package static func ellipse(in r: Rect) -> BezierPath {
        let k = 0.5522847498307936
        let cx = r.minX + r.width / 2
        let cy = r.minY + r.height / 2
        let rx = r.width / 2
        let ry = r.height / 2
        return BezierPath(elements: [
            .move(Vector2(cx + rx, cy)),
            .cubic(Vector2(cx + rx, cy + k * ry), Vector2(cx + k * rx, cy + ry), Vector2(cx, cy + ry)),
            .cubic(Vector2(cx - k * rx, cy + ry), Vector2(cx - rx, cy + k * ry), Vector2(cx - rx, cy)),
            .cubic(Vector2(cx - rx, cy - k * ry), Vector2(cx - k * rx, cy - ry), Vector2(cx, cy - ry)),
            .cubic(Vector2(cx + k * rx, cy - ry), Vector2(cx + rx, cy - k * ry), Vector2(cx + rx, cy)),
            .close,
        ])
    }
}

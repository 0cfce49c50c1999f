import LottieGraphics

extension Renderer {
    /// Whether the items of a plane seen through a camera can be drawn straight through its
    /// map, as geometry: fills and strokes of one colour, in groups that need no layer of their
    /// own (no masks, effects, matte or blend mode, and full opacity unless they hold a single
    /// shape). A perspective map keeps straight lines straight, so their flattened outlines
    /// mapped point by point are exact. Anything else is drawn flat and resampled (``drawPlane``).
    static func drawsAsGeometry(_ items: [DisplayItem], depth: Int = 0) -> Bool {
        guard depth < maxGroupDepth else { return false }
        return items.allSatisfy { item in
            switch item {
            case .shape(let shape):
                guard case .solid = shape.paint else { return false }
                return shape.combination == nil
            case .group(let group):
                guard group.masks.isEmpty, group.effects.isEmpty, group.matte == nil, group.projection == nil, group.blendMode == .normal
                else { return false }
                guard group.opacity >= 1 || isSingleShape(group.children) else { return false }
                return drawsAsGeometry(group.children, depth: depth + 1)
            }
        }
    }

    /// Whether a group seen through a camera is drawn as geometry: no masks or effects (which
    /// work on the flat plane) and children that ``drawsAsGeometry(_:depth:)`` accepts.
    static func isGeometryPlane(_ group: GroupDraw) -> Bool {
        group.projection != nil && group.masks.isEmpty && group.effects.isEmpty && drawsAsGeometry(group.children)
    }

    static func isSingleShape(_ items: [DisplayItem]) -> Bool {
        guard items.count == 1, case .shape = items[0] else { return false }
        return true
    }

    /// Draws items that ``drawsAsGeometry(_:depth:)`` accepts through `device` (plane →
    /// device pixels), each shape's outline flattened in the plane, cut where it comes nearer
    /// than ``nearDepth``, and mapped.
    func drawProjected(
        _ items: [DisplayItem], through device: Homography, into surface: inout Surface, clip: IntRect, opacity: Double,
        depth: Int
    ) {
        guard depth < Self.maxGroupDepth else { return }
        for item in items {
            switch item {
            case .shape(let shape):
                drawProjected(shape, through: device, into: &surface, clip: clip, opacity: opacity)
            case .group(let group):
                let alpha = Self.unit(group.opacity) * opacity
                guard alpha > 0 else { continue }
                drawProjected(group.children, through: device, into: &surface, clip: clip, opacity: alpha, depth: depth + 1)
            }
        }
    }

    private func drawProjected(_ shape: ShapeDraw, through device: Homography, into surface: inout Surface, clip: IntRect, opacity: Double) {
        let alpha = Self.unit(shape.opacity) * opacity
        let t = shape.transform
        guard alpha > 0, t.isFinite, abs(t.determinant) > 1e-12, let local = shape.pathBounds else { return }
        // Fine enough for the most magnified part of the shape in front of the camera.
        let corners = Self.corners(of: local.applying(t)).filter { device.depth(at: $0) > Self.nearDepth }
        guard let largest = corners.map({ Self.localScale(of: device, at: $0) }).max(), largest > 0 else { return }
        // Bounded, as the flattener bounds its segments: a plane grazing the cut magnifies without end.
        let magnification = min(largest, 1e6)
        let rule: FillRule
        let outlineInPlane: AffineTransform?
        switch shape.style {
        case .fill(let fillRule):
            PathFlattener.flatten(shape.path, transform: t, tolerance: tolerance / magnification, into: &flattened)
            rule = fillRule
            outlineInPlane = nil
        case .stroke(let style):
            guard style.width > 0, style.width.isFinite else { return }
            strokeOutline(shape.path, style: style, scale: t.maxScale * magnification)
            rule = .nonZero
            outlineInPlane = t
        }
        let polygons = projectedPolygons(of: outlineInPlane == nil ? flattened : outline, mappedBy: outlineInPlane, through: device)
        guard let first = polygons.first?.first else { return }
        var bounds = Rect(corner: first, first)
        for point in polygons.joined() { bounds = bounds.union(Rect(corner: point, point)) }
        let rect = IntRect.covering(bounds, within: clip)
        guard !rect.isEmpty else { return }
        accumulator.reset(bounds: rect)
        for polygon in polygons {
            guard var previous = polygon.last else { continue }
            for point in polygon {
                accumulator.addLine(previous, point)
                previous = point
            }
        }
        let shader = Shader(paint: shape.paint, transform: t, opacity: Float(alpha), tables: gradientTables)
        composite(shader: shader, width: rect.width, onto: &surface) { run in
            accumulator.sweep(rule: rule) { y, x, coverage, isConstant in
                if let base = coverage.baseAddress { run(y, x, base, coverage.count, isConstant) }
            }
        }
        surface.markDrawn(rect)
    }

    /// Each closed subpath of `set` (mapped into the plane by `transform`), cut to the part in
    /// front of the camera and mapped to device pixels. Cutting a polygon by one line keeps it
    /// a polygon (pieces joined along the cut, where their edges cancel).
    private func projectedPolygons(of set: PolylineSet, mappedBy transform: AffineTransform?, through device: Homography) -> [[Vector2]] {
        (0..<set.subpathCount).compactMap { index in
            let range = set.range(of: index)
            guard range.count > 1 else { return nil }
            let points = set.points[range].map { transform?.apply(to: $0) ?? $0 }
            let image = device.clippedImage(of: points, minimumDepth: Self.nearDepth)
            return image.count > 1 ? image : nil
        }
    }
}

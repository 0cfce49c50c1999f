import LottieGraphics

extension Renderer {
    /// The device pixels (inside `clip`) that the first item drawn onto the frame sets to an
    /// opaque colour whatever they held: an opaque solid fill of an axis-aligned rectangle, at
    /// full opacity, drawn straight onto the frame or through groups that only pass it on.
    /// The frame need not be cleared there. Empty when the first item is anything else.
    func opaqueCover(of items: [DisplayItem], transform: AffineTransform, clip: IntRect, depth: Int = 0) -> IntRect {
        guard depth < Self.maxGroupDepth, let first = items.first else { return .empty }
        switch first {
        case .group(let group):
            guard Self.unit(group.opacity) >= 1, group.masks.isEmpty, group.effects.isEmpty, group.matte == nil,
                group.blendMode == .normal, group.projection == nil, !group.childrenNeedIsolation
            else { return .empty }
            return opaqueCover(of: group.children, transform: transform, clip: clip, depth: depth + 1)
        case .shape(let shape):
            guard case .fill = shape.style, shape.combination == nil, Self.unit(shape.opacity) >= 1 else { return .empty }
            let t = shape.transform.concatenating(transform)
            guard t.isFinite, abs(t.determinant) > 1e-12, case .solid(let color) = shape.paint, Self.unit(color.a) >= 1
            else { return .empty }
            var corners = PolylineSet()
            PathFlattener.flatten(shape.path, transform: t, tolerance: tolerance, into: &corners)
            guard let box = corners.axisAlignedRectangle() else { return .empty }
            // The pixels wholly inside the rectangle have full coverage (snapping the edges to
            // the nearest pixel boundaries only adds pixels).
            let inner = IntRect.covering(Rect(x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0), within: clip)
            func inward(_ v: Double, up: Bool) -> Int {
                (up ? v.rounded(.up) : v.rounded(.down)).clampedInt(in: -1_000_000_000...1_000_000_000)
            }
            let whole = IntRect(
                x0: inward(box.x0, up: true), y0: inward(box.y0, up: true), x1: inward(box.x1, up: false),
                y1: inward(box.y1, up: false))
            return inner.intersection(whole)
        }
    }
}

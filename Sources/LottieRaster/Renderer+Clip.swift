import LottieGraphics

extension Renderer {
    /// The device pixels kept by a group whose only mask is a plain rectangular clip, such as a
    /// precomposition's bounds: an add mask at full opacity, not inverted, whose path is a
    /// rectangle of lines that stays axis-aligned on the device, on a group with no effects and
    /// drawn in its parent's plane (effects run after masks; a projected group's mask lies in
    /// its own plane). Nil for any other group.
    ///
    /// The reference renderer (ThorVG) turns such a clip into a smaller viewport: the edges
    /// are rounded to the nearest pixel boundaries, and what the group draws keeps its own
    /// edges (its rectangles still snap) instead of being masked. Drawn paths (`sh`, made of
    /// cubics) are never such a clip.
    func viewportClip(of group: GroupDraw, transform: AffineTransform) -> IntRect? {
        guard group.masks.count == 1, group.effects.isEmpty, group.projection == nil, let mask = group.masks.first, mask.mode == .add, !mask.isInverted,
            mask.opacity >= 1, !mask.path.hasCubics
        else { return nil }
        PathFlattener.flatten(mask.path, transform: mask.transform.concatenating(transform), tolerance: tolerance, into: &flattened)
        guard let box = flattened.snappedAxisAlignedRectangle() else { return nil }
        let limit = -1_000_000_000...1_000_000_000
        return IntRect(
            x0: box.x0.clampedInt(in: limit), y0: box.y0.clampedInt(in: limit),
            x1: box.x1.clampedInt(in: limit), y1: box.y1.clampedInt(in: limit))
    }
}

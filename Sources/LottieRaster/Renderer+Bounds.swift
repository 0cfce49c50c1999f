import LottieGraphics

extension Renderer {
    /// Device bounds of some items, or `nil` when they draw nothing. A group's bounds are its
    /// children's, limited to where its masks and matte can let them through and grown by what
    /// its effects spread, so offscreen layers cover only the pixels that can show.
    func contentBounds(of items: [DisplayItem], transform: AffineTransform, depth: Int) -> Rect? {
        guard depth < Self.maxGroupDepth else { return nil }
        var result: Rect?
        for item in items {
            if let b = itemBounds(item, transform: transform, depth: depth) { result = result.map { $0.union(b) } ?? b }
        }
        return result
    }

    /// Device bounds of one item, or `nil` when it draws nothing.
    func itemBounds(_ item: DisplayItem, transform: AffineTransform, depth: Int) -> Rect? {
        switch item {
        case .shape(let s):
            let t = s.transform.concatenating(transform)
            return t.isFinite ? deviceBounds(of: s, transform: t) : nil
        case .group(let g):
            return depth < Self.maxGroupDepth ? groupBounds(g, transform: transform, depth: depth) : nil
        }
    }

    /// Device bounds of what a group's layer can hold after masks, effects, projection and matte.
    private func groupBounds(_ group: GroupDraw, transform: AffineTransform, depth: Int) -> Rect? {
        let layer =
            if let projection = group.projection {
                planeBounds(group, depth: depth).flatMap { Self.projectedBounds(of: $0, through: projection.followed(by: transform)) }
            } else {
                layerBounds(group, transform: transform, depth: depth)
            }
        guard var bounds = layer else { return nil }
        if let matte = group.matte, matte.mode == .alpha || matte.mode == .luma {
            // Outside the source the matte is transparent (and its luma 0), so nothing shows.
            guard Self.unit(matte.source.opacity) > 0, depth + 1 < Self.maxGroupDepth,
                let limit = groupBounds(matte.source, transform: transform, depth: depth + 1)
            else { return nil }
            bounds = bounds.intersection(limit)
            guard !bounds.isEmpty else { return nil }
        }
        return bounds
    }

    /// Device bounds of a group's children, limited by its masks and grown by its effects,
    /// plus where its effects paint along the masks.
    func layerBounds(_ group: GroupDraw, transform: AffineTransform, depth: Int) -> Rect? {
        var content = contentBounds(of: group.children, transform: transform, depth: depth + 1)
        if let b = content, !group.masks.isEmpty, let limit = Self.maskLimit(group.masks, transform: transform) {
            content = b.intersection(limit)
            if content?.isEmpty ?? true { content = nil }
        }
        if let b = content, !group.effects.isEmpty { content = b.expanded(by: Self.effectMargin(group.effects, transform: transform)) }
        // Strokes along masks paint where the masks are, whatever the content.
        let painted = group.effects.isEmpty ? nil : effectPaintBounds(group.effects, transform: transform)
        return content.map { b in painted.map { b.union($0) } ?? b } ?? painted
    }

    /// A rectangle outside which the folded masks are 0, or `nil` when they may be nonzero
    /// anywhere (an inverted mask, or a fold that starts at 1 and is never narrowed).
    ///
    /// Outside a non-inverted mask's bounds its value is 0, and every mode maps (0, 0) to 0;
    /// add, lighten and difference can raise the value only inside the mask, intersect and
    /// darken keep it only inside, and subtract never raises it.
    static func maskLimit(_ masks: [MaskDraw], transform: AffineTransform) -> Rect? {
        var limit: MaskRegion
        switch masks.first?.mode {
        case .subtract, .intersect, nil: limit = .everywhere
        case .add, .lighten, .darken, .difference: limit = .nowhere
        }
        for mask in masks {
            let region = maskRegion(mask, transform: transform)
            switch mask.mode {
            case .add, .lighten, .difference: limit = limit.union(region)
            case .intersect, .darken: limit = limit.intersection(region)
            case .subtract: break
            }
        }
        switch limit {
        case .everywhere: return nil
        case .nowhere: return Rect(x: 0, y: 0, width: 0, height: 0)
        case .rect(let r): return r
        }
    }

    /// Where one mask's value can be nonzero.
    private static func maskRegion(_ mask: MaskDraw, transform: AffineTransform) -> MaskRegion {
        guard unit(mask.opacity) > 0 else { return .nowhere }
        if mask.isInverted { return .everywhere }
        let t = mask.transform.concatenating(transform)
        guard t.isFinite, let local = mask.path.bounds else { return .nowhere }
        let device = local.applying(t)
        return device.isEmpty ? .nowhere : .rect(device)
    }
}

extension Renderer {
    /// The box, in the list's coordinates, that `list` draws in (after masks, mattes and
    /// effects), or nil when it draws nothing.
    package func drawnBounds(of list: DisplayList) -> Rect? {
        contentBounds(of: list.items, transform: .identity, depth: 0)
    }
}

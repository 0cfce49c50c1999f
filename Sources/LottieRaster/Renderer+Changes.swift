import LottieGraphics

extension Renderer {
    /// Where the frame of `new` can differ from the frame of `old` that the buffer holds, both
    /// drawn by `transform` within `clip`: the old and new device bounds of every item that
    /// differs, so that only this area is cleared and drawn again.
    ///
    /// Groups whose own fields are the same are compared child by child; lists that grew or
    /// shrank (layers entering or leaving) are matched from both ends. A group that is a unit
    /// (``isUnit(_:)``) is compared whole, and when the area touches it, the area grows to all
    /// of it: drawn cut to the area, it would not give the same pixels.
    func changedArea(from old: [DisplayItem], to new: [DisplayItem], transform: AffineTransform, clip: IntRect) -> IntRect {
        var area = IntRect.empty
        addChanges(from: old, to: new, transform: transform, clip: clip, depth: 0, into: &area)
        var grown = !area.isEmpty
        while grown && area != clip {
            grown = false
            widen(&area, toUnitsIn: new, transform: transform, clip: clip, depth: 0, grown: &grown)
        }
        return area
    }

    /// Whether the group draws beyond what each of its pixels covers: effects and layer styles
    /// spread and sample their neighbours, a projected plane is resampled, and so is a matte
    /// made of such groups.
    static func isUnit(_ group: GroupDraw) -> Bool {
        !group.effects.isEmpty || group.projection != nil || (group.matte.map { containsUnit($0.source, depth: 0) } ?? false)
    }

    private static func containsUnit(_ group: GroupDraw, depth: Int) -> Bool {
        guard depth < maxGroupDepth else { return true }
        if isUnit(group) { return true }
        for case .group(let child) in group.children where containsUnit(child, depth: depth + 1) { return true }
        return false
    }

    private func addChanges(
        from old: [DisplayItem], to new: [DisplayItem], transform: AffineTransform, clip: IntRect, depth: Int,
        into area: inout IntRect
    ) {
        guard depth < Self.maxGroupDepth else {
            area = clip
            return
        }
        var pairs = min(old.count, new.count)
        if old.count != new.count {
            // Matched from the front and from the back; what is left between differs.
            var front = 0
            while front < pairs && old[front] == new[front] { front += 1 }
            var back = 0
            while back < pairs - front && old[old.count - 1 - back] == new[new.count - 1 - back] { back += 1 }
            for item in old[front..<(old.count - back)] { add(item, transform: transform, clip: clip, depth: depth, to: &area) }
            for item in new[front..<(new.count - back)] { add(item, transform: transform, clip: clip, depth: depth, to: &area) }
            pairs = 0
        }
        for index in 0..<pairs where area != clip {
            let a = old[index]
            let b = new[index]
            if case .group(let g) = a, case .group(let h) = b, !Self.isUnit(g), !Self.isUnit(h), g.hasSameFields(as: h) {
                addChanges(from: g.children, to: h.children, transform: transform, clip: clip, depth: depth + 1, into: &area)
            } else if a != b {
                add(a, transform: transform, clip: clip, depth: depth, to: &area)
                add(b, transform: transform, clip: clip, depth: depth, to: &area)
            }
        }
    }

    /// Adds the device bounds of `item` to `area`; once that is more than half of `clip`, all
    /// of `clip` (comparing further would cost more than drawing the rest).
    private func add(_ item: DisplayItem, transform: AffineTransform, clip: IntRect, depth: Int, to area: inout IntRect) {
        guard let bounds = itemBounds(item, transform: transform, depth: depth) else { return }
        area = area.union(IntRect.covering(bounds, within: clip))
        if 2 * area.width * area.height > clip.width * clip.height { area = clip }
    }

    /// Grows `area` to the whole of every unit among `items` that it touches.
    private func widen(
        _ area: inout IntRect, toUnitsIn items: [DisplayItem], transform: AffineTransform, clip: IntRect, depth: Int,
        grown: inout Bool
    ) {
        guard depth < Self.maxGroupDepth else { return }
        for case .group(let group) in items {
            guard Self.isUnit(group) else {
                widen(&area, toUnitsIn: group.children, transform: transform, clip: clip, depth: depth + 1, grown: &grown)
                continue
            }
            guard let bounds = itemBounds(.group(group), transform: transform, depth: depth) else { continue }
            let rect = IntRect.covering(bounds, within: clip)
            let union = area.union(rect)
            if !rect.intersection(area).isEmpty && union != area {
                area = union
                grown = true
            }
        }
    }
}

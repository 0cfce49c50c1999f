import LottieGraphics

extension DisplayItem {
    /// The item with `transform` applied after its own transforms (and those of its
    /// masks, matte and children).
    func transformed(by transform: AffineTransform) -> DisplayItem {
        switch self {
        case .shape(var shape):
            shape.transform = shape.transform.concatenating(transform)
            return .shape(shape)
        case .group(let group):
            return .group(group.transformed(by: transform))
        }
    }
}

extension GroupDraw {
    func transformed(by transform: AffineTransform) -> GroupDraw {
        var group = self
        group.children = children.map { $0.transformed(by: transform) }
        group.masks = masks.map { mask in
            var mask = mask
            mask.transform = mask.transform.concatenating(transform)
            return mask
        }
        if let matte {
            group.matte = MatteDraw(source: matte.source.transformed(by: transform), mode: matte.mode)
        }
        return group
    }
}

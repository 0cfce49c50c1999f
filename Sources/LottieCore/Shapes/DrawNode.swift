import LottieGraphics

/// A paint operation of a shape layer before its geometry is final: styles refer to paths
/// by id, so modifiers met later in a list (trim, rounded corners, …) still change what
/// earlier styles paint, as the shape rendering model requires.
indirect enum DrawNode: Sendable {
    /// Paint the union of `pathIDs` with a style whose space maps to layer space by `space`.
    case style(StylePaint, space: AffineTransform, pathIDs: [Int])
    /// Children painted back to front, composited with `opacity`.
    case group(opacity: Double, blendMode: BlendMode, children: [DrawNode])

    /// Number of nodes in this subtree.
    var size: Int {
        switch self {
        case .style: 1
        case .group(_, _, let children): 1 + children.reduce(0) { $0 + $1.size }
        }
    }

    /// The same node with its path ids mapped and its style spaces moved by `transform`
    /// (a layer-space transform), for repeater copies.
    func copied(mapping ids: [Int: Int], transform: AffineTransform) -> DrawNode {
        switch self {
        case .style(let paint, let space, let pathIDs):
            return .style(paint, space: space.concatenating(transform), pathIDs: pathIDs.compactMap { ids[$0] })
        case .group(let opacity, let blendMode, let children):
            return .group(
                opacity: opacity, blendMode: blendMode,
                children: children.map { $0.copied(mapping: ids, transform: transform) })
        }
    }
}

/// What a style paints with, evaluated at the frame, in the style's own space.
struct StylePaint: Sendable {
    var paint: Paint
    var style: DrawStyle
    var opacity: Double
}

/// A node of a ``DisplayList``: a single shape, or a group composited as one layer.
package indirect enum DisplayItem: Sendable, Equatable {
    /// A filled or stroked path drawn straight onto whatever is below.
    case shape(ShapeDraw)
    /// Children flattened into one offscreen layer, then masked, matted and blended.
    case group(GroupDraw)
}

/// Whether a ``ShapeDraw`` fills its path or strokes it.
package enum DrawStyle: Hashable, Sendable {
    /// Fills the path (open subpaths closed implicitly) with a fill rule.
    case fill(FillRule)
    /// Strokes the path; the outline is computed in the path's local space and filled nonzero.
    case stroke(StrokeStyle)
}

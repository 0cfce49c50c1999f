import LottieGraphics
import LottieModel

extension LayerContext {
    /// A glyph drawn by a precomposition (`chars` whose `data` has a `refId`), as lottie-web's
    /// text layers draw one: the precomposition's layers in their own colours (the text's fill
    /// and stroke do not apply), timed and transformed by the glyph data (`ip`, `op`, `st`, `sr`,
    /// `ks`) like a precomposition layer on the text layer's clock (its frame less its start
    /// time), scaled from size 100 to em units, then placed by `matrix` (the glyph's layout and
    /// animator transform to the root) with the animators' `opacity`. The precomposition goes
    /// through the same walker as precomposition layers: a missing asset, a glyph inside its
    /// own precomposition and the depth limit stop it, and it spends the frame's budget.
    mutating func glyph(
        _ glyph: Glyph.Precomposition, matrix: AffineTransform, opacity: Double, textAt position: Int, in list: LayerList
    ) -> [DisplayItem] {
        guard walker.visit(in: list) else { return [] }
        let frame = list.frame - list.layers[position].startTime
        guard glyph.isShown(at: frame) else { return [] }
        let opacity = opacity * (glyph.transform?.opacity(at: frame) ?? 1)
        guard opacity > 0 else { return [] }
        let transform = (glyph.transform?.matrix(at: frame, is3D: false) ?? .identity)
            .concatenating(AffineTransform(scaleX: 0.01, y: 0.01))
            .concatenating(matrix)
        let id = glyph.referenceID
        guard
            let inner = walker.precomposition(
                id, at: glyph.precompositionFrame(at: frame), shownBy: position, in: list, transform: transform)
        else {
            if evaluator.precompositions[id] == nil {
                note("a text glyph refers to a missing precomposition '\(id)'; it is not drawn")
            } else {
                note("a text glyph shows precomposition '\(id)' inside itself or nested too deep; it is not drawn")
            }
            return []
        }
        let children = items(for: inner)
        guard !children.isEmpty else { return [] }
        return [.group(GroupDraw(children: children, opacity: min(opacity, 1)))]
    }
}

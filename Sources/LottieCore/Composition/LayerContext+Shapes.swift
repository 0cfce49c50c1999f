import LottieGraphics
import LottieModel

extension LayerContext {
    /// The shape layer at `position`: its shapes evaluated at the list's frame and mapped to
    /// composition space by `world`. Where the shapes hold still over a stretch of frames
    /// (``TimeVariation``, found the second time the layer is drawn), they are evaluated once
    /// for the stretch and their display items reused while `world` stays the same; a reuse spends the same budget as the evaluation,
    /// and the layer is evaluated afresh when that budget is not left.
    mutating func shapeLayer(_ items: [ShapeItem], at position: Int, in list: LayerList, world: AffineTransform) -> [DisplayItem] {
        let key = LayerKey(list, position: position)
        let cache = evaluator.cache
        guard let cache, let stretch = cache.variation(key, of: { items })?.stretch(at: list.frame) else {
            return evaluateShapes(items, at: position, in: list, world: world).items
        }
        if let kept = cache.staticShapes(at: key), kept.stretch == stretch, spend(kept) {
            for message in kept.shapes.diagnostics { note(message) }
            guard kept.layerTransform != world else { return kept.items }
            let items = kept.shapes.displayItems(for: kept.nodes, layerTransform: world)
            cache.keep(items, for: world, at: key)
            return items
        }
        let before = walker.budget
        let (shapes, nodes, items) = evaluateShapes(items, at: position, in: list, world: world)
        // A layer the budget cut short is not kept: another frame may have more budget left.
        guard walker.budget.pathElements >= 0, walker.budget.repeaterCopies >= 0 else { return items }
        let evaluation = StaticShapes(
            stretch: stretch, shapes: shapes, nodes: nodes, pathElements: before.pathElements - walker.budget.pathElements,
            repeaterCopies: before.repeaterCopies - walker.budget.repeaterCopies, layerTransform: world, items: items)
        cache.keep(evaluation, at: key)
        return items
    }

    /// Evaluates the shapes at the list's frame, spending the frame's budget.
    private mutating func evaluateShapes(
        _ items: [ShapeItem], at position: Int, in list: LayerList, world: AffineTransform
    ) -> (shapes: ShapeEvaluator, nodes: [DrawNode], items: [DisplayItem]) {
        var shapes = ShapeEvaluator(
            frame: list.frame, budget: walker.budget, owner: (list.names, list.layers[position].displayName),
            measures: evaluator.cache?.pathMeasures, gradients: evaluator.cache?.gradientStops)
        let nodes = shapes.nodes(for: items)
        let result = shapes.displayItems(for: nodes, layerTransform: world)
        walker.budget = shapes.budget
        for message in shapes.diagnostics { note(message) }
        // Moved, not copied: the evaluator holds every path of the layer.
        return (consume shapes, nodes, result)
    }

    /// Spends what a kept evaluation spent, when the budget has that much left (spending it
    /// piece by piece then succeeds at every step too); else spends nothing and returns false.
    private mutating func spend(_ kept: StaticShapes) -> Bool {
        var budget = walker.budget
        guard budget.spendPathElements(kept.pathElements, in: ""), budget.spendRepeaterCopies(kept.repeaterCopies, in: "")
        else { return false }
        walker.budget = budget
        return true
    }
}

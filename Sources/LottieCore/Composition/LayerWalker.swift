import LottieGraphics
import LottieModel

/// The one walk of an animation's layer tree. It reaches every layer instance (a layer, each
/// time a precomposition layer shows it) with its composition's clock, its keypath names,
/// its node steps and its world transform, descends into precompositions in one place
/// (missing assets, cycles and the depth limit stop it) and spends one ``WorkBudget``.
///
/// Every reader of the tree goes through it: frame evaluation (``LayerContext``), the keypath
/// tree, text layer references, the model patcher behind value providers, and the keypath
/// lookups behind `value(at:)`, hit testing and `convert`.
///
/// ```swift
/// var walker = LayerWalker(animation: model)
/// walker.walk(at: 0) { list, position in print(list.keys(of: position)) }
/// ```
package struct LayerWalker {
    package let animation: Animation
    let precompositions: [String: Precomposition]
    /// What the walk may still visit; frame evaluation spends its other parts too.
    package var budget = WorkBudget()

    package init(animation: Animation, precompositions: [String: Precomposition]? = nil) {
        self.animation = animation
        self.precompositions = precompositions ?? animation.precompositionsByID
    }

    /// The root composition's layers with its clock at `frame`.
    package func root(at frame: Double) -> LayerList {
        LayerList(layers: animation.layers, frame: frame, size: Vector2(animation.width, animation.height))
    }

    /// Counts a visit of a layer of `list` against the budget; false once the layer instances
    /// are spent (the budget then holds a note naming `list`).
    package mutating func visit(in list: LayerList) -> Bool {
        budget.spendLayerInstance(in: list.place)
    }

    /// The layer list that the precomposition layer at `position` shows: its asset's layers
    /// in the asset's clock (time remap, start time, stretch) and mapped to the root by the
    /// layer's world transform (`world` when the caller has it). Nil for other layers, a
    /// missing asset, a precomposition inside itself, or below the depth limit.
    package func precomposition(at position: Int, in list: LayerList, world: AffineTransform? = nil) -> LayerList? {
        let layer = list.layers[position]
        guard case .precomposition(let id, let width, let height, _) = layer.content else { return nil }
        return precomposition(
            id, at: layer.precompositionFrame(at: list.frame, frameRate: animation.frameRate), shownBy: position,
            in: list, transform: world ?? list.worldMatrix(of: position), size: Vector2(width, height),
            clockRate: list.clockRate / (layer.timeStretch == 0 ? 1 : layer.timeStretch))
    }

    /// The precomposition `id` at its own `frame` as the layer at `position` of `list` shows it
    /// (a precomposition layer, or a text layer's glyph drawn by a precomposition), mapped to
    /// the root by `transform`. Nil for a missing asset, a precomposition inside itself, or
    /// below the depth limit.
    package func precomposition(
        _ id: String, at frame: Double, shownBy position: Int, in list: LayerList,
        transform: @autoclosure () -> AffineTransform, size: Vector2 = .zero, clockRate: Double? = nil
    ) -> LayerList? {
        guard let precomp = precompositions[id], !list.stack.contains(id), list.stack.count < DecodingLimits.maxPrecompDepth
        else { return nil }
        return LayerList(
            layers: precomp.layers, frame: frame, stack: list.stack + [id], names: list.keys(of: position),
            steps: list.steps(of: position), transform: transform(), size: size, clockRate: clockRate ?? list.clockRate)
    }

    /// Visits every layer instance depth first, each in list order and a precomposition's
    /// layers right after the layer showing them, until the layer instances are spent.
    package mutating func walk(at frame: Double, _ body: (LayerList, Int) -> Void) {
        walk(root(at: frame), body)
    }

    private mutating func walk(_ list: LayerList, _ body: (LayerList, Int) -> Void) {
        for position in list.layers.indices {
            guard visit(in: list) else { return }
            body(list, position)
            if let inner = precomposition(at: position, in: list) { walk(inner, body) }
        }
    }

    /// The layer instances the `.layer` steps of `steps` lead to, from the root down (one
    /// for each such step; the other steps are ignored), with the root's clock at `frame`;
    /// nil when a step leaves the tree.
    package func instances(along steps: some Sequence<NodeStep>, at frame: Double) -> [(list: LayerList, position: Int)]? {
        var chain: [(list: LayerList, position: Int)] = []
        var list = root(at: frame)
        for case .layer(let position) in steps {
            if let last = chain.last {
                guard let inner = precomposition(at: last.position, in: last.list) else { return nil }
                list = inner
            }
            guard list.layers.indices.contains(position) else { return nil }
            chain.append((list, position))
        }
        return chain
    }
}

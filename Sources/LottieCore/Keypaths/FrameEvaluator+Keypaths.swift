import LottieGraphics
import LottieModel

extension FrameEvaluator {
    /// This evaluator with the value providers' values at `frame` written into the model
    /// (and no providers left), or itself when there are none.
    package func resolved(at frame: Double) -> FrameEvaluator {
        guard !environment.valueProviders.isEmpty else { return self }
        var plain = environment
        plain.valueProviders = ValueProviderTable()
        let frame = frame.isFinite ? frame : animation.inPoint
        return FrameEvaluator(
            animation: environment.valueProviders.applied(to: animation, frame: frame), environment: plain, isCaching: false)
    }

    /// This evaluator drawing only the node at `steps`: other layers of its layer lists
    /// are hidden and other geometry of its shape lists removed (parents, masks and mattes
    /// still apply). Used by hit testing.
    package func isolating(_ steps: [NodeStep]) -> FrameEvaluator {
        var patcher = ModelPatcher(animation: animation)
        patcher.isolate(steps)
        return FrameEvaluator(animation: patcher.animation, environment: environment, isCaching: false)
    }

    /// The value of the property at `address` at absolute `frame`: the provider's when one
    /// overrides it and `applyingProviders` is set, else the file's (evaluated in the clock of
    /// the composition holding it).
    package func value(at address: PropertyAddress, frame: Double, applyingProviders: Bool = true) -> KeypathValue? {
        if applyingProviders, let value = environment.valueProviders.value(at: address, frame: frame) { return value }
        return withExpressions { () -> KeypathValue? in
            guard let located = locate(address.steps, frame: frame) else { return nil }
            if let animator = located.animator { return animator.keypathValue(address.field, at: located.frame) }
            if let item = located.item { return item.keypathValue(address.field, at: located.frame) }
            return located.layer.keypathValue(address.field, at: located.frame)
        }.0
    }

    /// The layer-to-composition transform of the layer at `steps` (through its parents and
    /// enclosing precomposition layers) at absolute `frame`, or nil when there is no such layer.
    package func worldTransform(ofLayerAt steps: [NodeStep], frame: Double) -> AffineTransform? {
        withExpressions { () -> AffineTransform? in
            guard let layer = walker.instances(along: steps, at: frame)?.last else { return nil }
            return layer.list.worldMatrix(of: layer.position)
        }.0
    }

    // MARK: - Navigation

    /// The one walk of the layer tree over this evaluator's model.
    private var walker: LayerWalker {
        LayerWalker(animation: animation, precompositions: precompositions)
    }

    private struct Located {
        var layer: Layer
        var item: ShapeItem?
        var animator: TextAnimator?
        /// The frame in the clock of the composition holding the layer.
        var frame: Double
    }

    /// The layer (through ``LayerWalker``), then the shape item or text animator, that `steps` lead to.
    private func locate(_ steps: [NodeStep], frame: Double) -> Located? {
        guard let instance = walker.instances(along: steps, at: frame)?.last else { return nil }
        var located = Located(layer: instance.list.layers[instance.position], frame: instance.list.frame)
        for step in steps.drop(while: { if case .layer = $0 { true } else { false } }) {
            switch step {
            case .layer:
                return nil
            case .item(let index):
                let items: [ShapeItem]
                if case .group(let group)? = located.item {
                    items = group.items
                } else if case .shapes(let shapes) = located.layer.content, located.item == nil {
                    items = shapes
                } else {
                    return nil
                }
                guard items.indices.contains(index) else { return nil }
                located.item = items[index]
            case .animator(let index):
                guard case .text(let text) = located.layer.content, text.animators.indices.contains(index) else { return nil }
                located.animator = text.animators[index]
            }
        }
        return located
    }
}

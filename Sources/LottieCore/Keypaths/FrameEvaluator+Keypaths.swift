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
            return located.node.keypathValue(address.field, at: located.frame)
        }.0
    }

    /// The model node at `steps`: the layer, and the shape item or text animator in it.
    package func node(at steps: [NodeStep]) -> ModelNode? {
        locate(steps, frame: animation.inPoint)?.node
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

    /// The layer (through ``LayerWalker``), then the shape item or text animator, that `steps`
    /// lead to, and the frame in the clock of the composition holding the layer.
    private func locate(_ steps: [NodeStep], frame: Double) -> (node: ModelNode, frame: Double)? {
        guard let instance = walker.instances(along: steps, at: frame)?.last else { return nil }
        var node = ModelNode(layer: instance.list.layers[instance.position], siblings: instance.list.layers)
        for step in steps.drop(while: { if case .layer = $0 { true } else { false } }) {
            switch step {
            case .layer:
                return nil
            case .item(let index):
                let items: [ShapeItem]
                if case .group(let group)? = node.item {
                    items = group.items
                } else if case .shapes(let shapes) = node.layer.content, node.item == nil {
                    items = shapes
                } else {
                    return nil
                }
                guard items.indices.contains(index) else { return nil }
                node.item = items[index]
            case .animator(let index):
                guard case .text(let text) = node.layer.content, text.animators.indices.contains(index) else { return nil }
                node.animator = text.animators[index]
            }
        }
        return (node, instance.list.frame)
    }
}

/// The model objects a keypath node stands for (``FrameEvaluator/node(at:)``): its layer, and
/// the shape item or text animator in that layer when the node is one.
package struct ModelNode: Sendable {
    package var layer: Layer
    /// The layers of the list holding `layer` (the animation's, or its precomposition's).
    package var siblings: [Layer]
    package var item: ShapeItem?
    package var animator: TextAnimator?

    /// The value of `field` of the node's animator, item or layer at `frame`, in the clock of
    /// the composition holding the layer (the clock of its keyframes, ``PropertyTiming``). Read
    /// outside a frame evaluation, it is the keyframed value: expressions are left aside.
    package func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        if let animator { return animator.keypathValue(field, at: frame) }
        if let item { return item.keypathValue(field, at: frame) }
        return layer.keypathValue(field, at: frame)
    }
}

import LottieCore
import LottieGraphics

extension LottieFrameRenderer {
    // MARK: - Value providers

    /// Overrides every property matched by `keypath` (whose kind `provider` supplies) from
    /// the next frame on; a later provider wins over an earlier one on the same property.
    ///
    /// ```swift
    /// renderer.setValueProvider(ColorValueProvider(Color(r: 1, g: 0, b: 0)), keypath: "**.Fill 1.Color")
    /// ```
    public func setValueProvider(_ provider: any AnyValueProvider, keypath: AnimationKeypath) {
        valueProviders.append((keypath, provider))
        rebuildEvaluator()
    }

    /// Removes the providers set for exactly `keypath` (the same keys).
    public func removeValueProvider(for keypath: AnimationKeypath) {
        valueProviders.removeAll { $0.keypath == keypath }
        rebuildEvaluator()
    }

    /// Removes every value provider.
    public func removeAllValueProviders() {
        valueProviders = []
        rebuildEvaluator()
    }

    /// The value, at absolute `frame`, of the first property (in tree order) that `keypath`
    /// matches, including value providers; nil when it matches no property.
    package func getValue(for keypath: AnimationKeypath, atFrame frame: Double) -> KeypathValue? {
        keypathTree.properties(matching: keypath).first.flatMap { evaluator.value(at: $0.address, frame: frame) }
    }

    /// As ``getValue(for:atFrame:)``, ignoring value providers: the file's value.
    package func getOriginalValue(for keypath: AnimationKeypath, atFrame frame: Double) -> KeypathValue? {
        keypathTree.properties(matching: keypath).first.flatMap {
            evaluator.value(at: $0.address, frame: frame, applyingProviders: false)
        }
    }

    /// The value of `property` (from `keypathTree`) at absolute `frame`, including providers.
    package func value(of property: KeypathProperty, atFrame frame: Double) -> KeypathValue? {
        evaluator.value(at: property.address, frame: frame)
    }

    /// Switches the layers and shape items `keypath` matches off (they no longer draw, nor
    /// style or modify anything) or back on, as lottie-ios's `setNodeIsEnabled(isEnabled:keypath:)`.
    ///
    /// ```swift
    /// renderer.setNodeIsEnabled(isEnabled: false, keypath: "Ball")
    /// ```
    public func setNodeIsEnabled(isEnabled: Bool, keypath: AnimationKeypath) {
        let matched = keypathTree.nodes(matching: keypath).filter { $0.kind != .transform }.map(\.steps)
        if isEnabled {
            disabledNodes.removeAll { matched.contains($0) }
        } else {
            disabledNodes += matched.filter { !disabledNodes.contains($0) }
        }
        rebuildEvaluator()
    }

    // MARK: - Geometry

    /// `point`, in composition coordinates, in the coordinate space of the first layer
    /// `keypath` matches at absolute `frame` (its anchor-relative space, before its
    /// transform); `point` itself for a nil keypath; nil when no layer matches or the
    /// layer's transform cannot be inverted (a zero scale).
    package func convert(_ point: Vector2, toLayerAt keypath: AnimationKeypath?, atFrame frame: Double) -> Vector2? {
        guard let keypath else { return point }
        let resolved = evaluator.resolved(at: clamped(frame))
        for node in keypathTree.nodes(matching: keypath) where node.kind == .layer {
            guard let world = resolved.worldTransform(ofLayerAt: node.steps, frame: clamped(frame)) else { continue }
            return world.inverted?.apply(to: point)
        }
        return nil
    }

    /// The layers and shape groups that draw at `point` (composition coordinates) at
    /// absolute `frame`, in tree order (top-most layer first, each before its children).
    ///
    /// A node is hit when, drawn alone (with its parents' transforms, masks and matte), it
    /// covers the composition pixel around `point`.
    package func hitTest(_ point: Vector2, atFrame frame: Double) -> [KeypathNode] {
        let frame = clamped(frame)
        let resolved = evaluator.resolved(at: frame)
        var hits: [KeypathNode] = []
        var pending = keypathTree.roots.reversed().map { $0 }
        var tested = 0
        while let node = pending.popLast(), tested < Self.maxHitTests {
            guard node.kind == .layer || node.kind == .group else { continue }
            tested += 1
            guard covers(point, list: Self.displayList(of: node, in: resolved, frame: frame)) else { continue }
            hits.append(node)
            pending += node.children.reversed()
        }
        return hits
    }

    /// Whether `point` (composition coordinates) lies in the box of what a layer named `name`
    /// draws at absolute `frame` (any such layer, at any depth): how a state machine's pointer
    /// interactions find their layer. dotlottie-rs tests the layer's oriented box; this box
    /// is upright around the drawn pixels, the same for layers that are not rotated.
    package func hitTest(_ point: Vector2, layerNamed name: String, atFrame frame: Double) -> Bool {
        let frame = clamped(frame)
        var pending = keypathTree.roots
        var tested = 0
        while let node = pending.popLast(), tested < Self.maxHitTests {
            guard node.kind == .layer else { continue }
            tested += 1
            pending += node.children
            guard node.name == name else { continue }
            if let box = rasterizer.drawnBounds(of: displayList(of: node, frame: frame)),
                box.minX <= point.x, point.x <= box.maxX, box.minY <= point.y, point.y <= box.maxY
            {
                return true
            }
        }
        return false
    }

    /// The display list of `node` (a layer, shape group or path item from `keypathTree`)
    /// drawn alone at absolute `frame`, with its parents' transforms, masks and matte (and a
    /// path with its group's styles): what hit testing tests and what the player's inspector
    /// highlights.
    package func displayList(of node: KeypathNode, frame: Double) -> DisplayList {
        let frame = clamped(frame)
        // Without value providers the isolated model does not depend on the frame: keep it
        // for the next frame (the inspector highlights the same node while playing).
        guard evaluator.environment.valueProviders.isEmpty else {
            return Self.displayList(of: node, in: evaluator.resolved(at: frame), frame: frame)
        }
        if let isolated, isolated.steps == node.steps { return isolated.evaluator.displayList(at: frame) }
        let evaluator = evaluator.isolating(node.steps)
        isolated = (node.steps, evaluator)
        return evaluator.displayList(at: frame)
    }

    private static func displayList(of node: KeypathNode, in resolved: FrameEvaluator, frame: Double) -> DisplayList {
        resolved.isolating(node.steps).displayList(at: frame)
    }

    /// Most nodes one hit test draws.
    static let maxHitTests = 10_000

    /// Whether `list` draws anything on the composition pixel around `point`.
    private func covers(_ point: Vector2, list: DisplayList) -> Bool {
        var pixel = PixelBuffer(width: 1, height: 1)
        rasterizer.render(list, into: &pixel, transform: AffineTransform(translationX: 0.5 - point.x, y: 0.5 - point.y))
        return pixel.storage.last.map { $0 > 0 } ?? false
    }
}

import LottieModel

/// Builds keypath nodes from the layer instances the ``LayerWalker`` reaches (bounded by its
/// budget), with a bound on the total node count and on group depth.
struct KeypathTreeBuilder {
    /// Most nodes a tree may hold (layers with very many shape items).
    static let maxNodes = 50_000

    private var walker: LayerWalker
    private var count = 0

    /// Whether the walk stopped at a limit, leaving layers out.
    var isTruncated: Bool { walker.budget.isOutOfLayerInstances || count >= Self.maxNodes }

    init(animation: Animation) {
        walker = LayerWalker(animation: animation)
    }

    // MARK: - Layers

    /// The nodes of the root layers (and below them, everything else).
    mutating func rootNodes() -> [KeypathNode] {
        nodes(in: walker.root(at: walker.animation.inPoint))
    }

    private mutating func nodes(in list: LayerList) -> [KeypathNode] {
        var nodes: [KeypathNode] = []
        for position in list.layers.indices where count < Self.maxNodes {
            guard walker.visit(in: list) else { break }
            nodes.append(node(at: position, in: list))
        }
        return nodes
    }

    private mutating func node(at position: Int, in list: LayerList) -> KeypathNode {
        let layer = list.layers[position]
        let keys = list.keys(of: position)
        let steps = list.steps(of: position)
        count += 1
        var properties = PropertyListBuilder(keys: keys, steps: steps)
        var children = [transformNode(layer.transform, keys: keys, steps: steps, isGroup: false)]
        if !layer.isHidden {
            switch layer.content {
            case .shapes(let items):
                children += shapeNodes(items, keys: keys, steps: steps, depth: 0)
            case .precomposition(_, _, _, let timeRemap):
                properties.add("Time Remap", .timeRemap, timeRemap, ifPresent: true)
                if let inner = walker.precomposition(at: position, in: list) {
                    children += nodes(in: inner)
                }
            case .solid:
                properties.append("Color", .color, timing: PropertyTiming())
            case .text(let text):
                properties.add("Color", .fillColor, text.document)
                properties.add("Stroke Color", .strokeColor, text.document)
                for (index, animator) in text.animators.enumerated() {
                    children.append(animatorNode(animator, keys: keys, steps: steps + [.animator(index)]))
                }
            case .image, .null, .camera, .data, .other:
                break
            }
        }
        let usesExpressions = properties.hasExpression || children.first?.usesExpressions == true
        return KeypathNode(
            name: keys.last ?? "", keypath: AnimationKeypath(keys: keys), kind: .layer, typeCode: String(layer.type),
            properties: properties.properties, children: children, usesExpressions: usesExpressions,
            hasUnrenderedEffects: layer.effects.contains(where: \.isUnrendered) || layer.layerStyles.contains { !$0.isRendered }, steps: steps)
    }

    // MARK: - Transforms and text animators

    /// A layer's (`isGroup == false`) or group's `Transform` node.
    private mutating func transformNode(_ transform: Transform, keys: [String], steps: [NodeStep], isGroup: Bool) -> KeypathNode {
        count += 1
        let keys = keys + ["Transform"]
        var properties = PropertyListBuilder(keys: keys, steps: steps)
        properties.addTransform(transform, listing: isGroup ? Transform.groupListing : Transform.layerListing)
        return KeypathNode(
            name: "Transform", keypath: AnimationKeypath(keys: keys), kind: .transform, typeCode: "",
            properties: properties.properties, children: [], usesExpressions: properties.hasExpression,
            hasUnrenderedEffects: false, steps: steps)
    }

    private mutating func animatorNode(_ animator: TextAnimator, keys: [String], steps: [NodeStep]) -> KeypathNode {
        count += 1
        let keys = keys + [animator.name ?? "Animator"]
        var properties = PropertyListBuilder(keys: keys, steps: steps)
        properties.add(TextAnimator.properties, of: animator)
        return KeypathNode(
            name: keys.last ?? "", keypath: AnimationKeypath(keys: keys), kind: .textAnimator, typeCode: "",
            properties: properties.properties, children: [], usesExpressions: properties.hasExpression,
            hasUnrenderedEffects: false, steps: steps)
    }

    // MARK: - Shapes

    /// The visible items of a shape list (hidden items are not part of the tree).
    private mutating func shapeNodes(_ items: [ShapeItem], keys: [String], steps: [NodeStep], depth: Int) -> [KeypathNode] {
        guard depth <= DecodingLimits.maxGroupDepth else { return [] }
        var nodes: [KeypathNode] = []
        for (index, item) in items.enumerated() where !item.isHidden && count < Self.maxNodes {
            if let node = shapeNode(item, keys: keys + [item.name ?? "Layer"], steps: steps + [.item(index)], depth: depth) {
                nodes.append(node)
            }
        }
        return nodes
    }

    private mutating func shapeNode(_ item: ShapeItem, keys: [String], steps: [NodeStep], depth: Int) -> KeypathNode? {
        var properties = PropertyListBuilder(keys: keys, steps: steps)
        var children: [KeypathNode] = []
        var kind = KeypathNode.Kind.shape
        switch item {
        case .group(let group):
            kind = .group
            // lottie-ios lists a group's transform properties on the group and on its `Transform`.
            properties.addTransform(group.transform, listing: Transform.groupListing)
            children = shapeNodes(group.items, keys: keys, steps: steps, depth: depth + 1)
            children.append(transformNode(group.transform, keys: keys, steps: steps, isGroup: true))
        case .repeater(let repeater):
            properties.addItem(item)
            children.append(repeaterTransformNode(repeater.transform, keys: keys, steps: steps))
        case .transform, .noStyle, .merge, .unknown:
            return nil
        default:
            properties.addItem(item)
        }
        count += 1
        let usesExpressions = properties.hasExpression || children.contains { $0.usesExpressions }
        return KeypathNode(
            name: keys.last ?? "", keypath: AnimationKeypath(keys: keys), kind: kind, typeCode: item.typeCode,
            properties: properties.properties, children: children, usesExpressions: usesExpressions,
            hasUnrenderedEffects: false, steps: steps)
    }

    private mutating func repeaterTransformNode(_ transform: Transform, keys: [String], steps: [NodeStep]) -> KeypathNode {
        count += 1
        let keys = keys + ["Transform"]
        var properties = PropertyListBuilder(keys: keys, steps: steps)
        properties.addTransform(transform, listing: Transform.repeaterListing)
        return KeypathNode(
            name: "Transform", keypath: AnimationKeypath(keys: keys), kind: .transform, typeCode: "",
            properties: properties.properties, children: [], usesExpressions: properties.hasExpression,
            hasUnrenderedEffects: false, steps: steps)
    }
}

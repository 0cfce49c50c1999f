import LottieModel

/// Edits a copy of an animation's model at node paths.
///
/// An edit below a precomposition layer gives that layer its own copy of the asset, so
/// other layers using the same precomposition are unchanged: keypaths address instances.
struct ModelPatcher {
    private let base: Animation
    private var layers: [Layer]
    private var precompositions: [String: Precomposition]
    private var cloneIDs: [String] = []
    /// The walk of the original model's layer tree.
    private let walker: LayerWalker

    init(animation: Animation) {
        base = animation
        walker = LayerWalker(animation: animation)
        layers = animation.layers
        precompositions = animation.precompositionsByID
    }

    /// The edited animation: the original assets plus the per-instance copies.
    var animation: Animation {
        var animation = base
        animation.layers = layers
        animation.assets += cloneIDs.compactMap { precompositions[$0].map(Asset.precomposition) }
        return animation
    }

    /// Replaces the property at `address` by the constant `value`.
    mutating func set(_ value: KeypathValue, at address: PropertyAddress) {
        editLayer(at: address.steps, isolating: false) { layer, rest in
            switch rest.first {
            case nil:
                layer.set(address.field, to: value)
            case .animator(let index)?:
                guard case .text(var text) = layer.content, text.animators.indices.contains(index) else { return }
                text.animators[index].set(address.field, to: value)
                layer.content = .text(text)
            case .item?:
                Self.editItem(in: &layer, at: rest, isolating: false) { $0.set(address.field, to: value) }
            case .layer?:
                break
            }
        }
    }

    /// Hides every layer and shape that is not on the path to the node at `steps` (its
    /// parents still move it, its matte still applies), so that only that node draws.
    mutating func isolate(_ steps: [NodeStep]) {
        editLayer(at: steps, isolating: true) { layer, rest in
            if case .item? = rest.first { Self.editItem(in: &layer, at: rest, isolating: true) { _ in } }
        }
    }

    /// Switches off the node at `steps`: a layer is hidden, a shape item (with what it holds)
    /// no longer draws or styles anything.
    mutating func disable(_ steps: [NodeStep]) {
        editLayer(at: steps, isolating: false) { layer, rest in
            switch rest.first {
            case nil: layer.isHidden = true
            case .item?: Self.editItem(in: &layer, at: rest, isolating: false) { $0 = .unknown(type: $0.typeCode, name: $0.name) }
            case .animator?, .layer?: break
            }
        }
    }

    // MARK: - Navigation

    /// Calls `edit` with the layer `steps` leads to and the steps after it. The layer
    /// instances on the way are found by ``LayerWalker`` over the original model; the edit
    /// follows them through this patcher's copies.
    private mutating func editLayer(
        at steps: [NodeStep], isolating: Bool, _ edit: (inout Layer, ArraySlice<NodeStep>) -> Void
    ) {
        let layerSteps = steps.prefix { if case .layer = $0 { true } else { false } }
        guard let chain = walker.instances(along: layerSteps, at: base.inPoint), !chain.isEmpty else { return }
        let route = chain.map { instance -> Hop in
            let layer = instance.list.layers[instance.position]
            if case .precomposition(let id, _, _, _) = layer.content { return Hop(position: instance.position, assetID: id) }
            return Hop(position: instance.position, assetID: nil)
        }
        var layers = self.layers
        self.layers = []  // so that `layers` is the only reference and is edited in place
        editLayer(in: &layers, along: route[...], instance: "", isolating: isolating) { layer in
            edit(&layer, steps.dropFirst(layerSteps.count))
        }
        self.layers = layers
    }

    /// One layer on the way to an edit: its position in its list and, for a precomposition
    /// layer, the id of the asset it shows in the original model.
    private struct Hop {
        var position: Int
        var assetID: String?
    }

    private mutating func editLayer(
        in list: inout [Layer], along route: ArraySlice<Hop>, instance: String, isolating: Bool,
        _ edit: (inout Layer) -> Void
    ) {
        guard let hop = route.first, list.indices.contains(hop.position) else { return }
        let index = hop.position
        if isolating {
            for other in list.indices where other != index { list[other].isHidden = true }
        }
        let rest = route.dropFirst()
        guard !rest.isEmpty else { return edit(&list[index]) }
        guard case .precomposition(let id, let width, let height, let timeRemap) = list[index].content,
            let assetID = hop.assetID
        else { return }
        let key = instance + "/\(index)"
        let cloneID = "\u{1}keypath-instance" + key
        // This instance's copy is taken out while edited (so it is edited in place); the shared asset is copied.
        guard var precomp = id == cloneID ? precompositions.removeValue(forKey: id) : precompositions[assetID] else { return }
        if id != cloneID {
            precomp.id = cloneID
            list[index].content = .precomposition(referenceID: cloneID, width: width, height: height, timeRemap: timeRemap)
            cloneIDs.append(cloneID)
        }
        editLayer(in: &precomp.layers, along: rest, instance: key, isolating: isolating, edit)
        precompositions[cloneID] = precomp
    }

    /// Calls `edit` with the shape item `steps` leads to in a shape layer.
    private static func editItem(
        in layer: inout Layer, at steps: ArraySlice<NodeStep>, isolating: Bool, _ edit: (inout ShapeItem) -> Void
    ) {
        guard case .shapes(var items) = layer.content else { return }
        layer.content = .null  // so that `items` is the only reference and is edited in place
        editItem(in: &items, at: steps, isolating: isolating, edit)
        layer.content = .shapes(items)
    }

    private static func editItem(
        in items: inout [ShapeItem], at steps: ArraySlice<NodeStep>, isolating: Bool, _ edit: (inout ShapeItem) -> Void
    ) {
        guard case .item(let index)? = steps.first, items.indices.contains(index) else { return }
        if isolating {
            // Other geometry goes; styles, modifiers and transforms stay, since they act on the node.
            for other in items.indices where other != index && items[other].isGeometry {
                items[other] = .unknown(type: items[other].typeCode, name: items[other].name)
            }
        }
        let rest = steps.dropFirst()
        guard !rest.isEmpty else { return edit(&items[index]) }
        guard case .group(var group) = items[index] else { return }
        items[index] = .noStyle(group.metadata)  // releases the group's items while they are edited
        editItem(in: &group.items, at: rest, isolating: isolating, edit)
        items[index] = .group(group)
    }
}

extension ShapeItem {
    /// Groups and path generators: what draws once styled.
    var isGeometry: Bool {
        switch self {
        case .group, .path, .rectangle, .ellipse, .polystar: true
        default: false
        }
    }
}

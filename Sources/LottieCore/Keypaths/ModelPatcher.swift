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

    init(animation: Animation) {
        base = animation
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

    /// Calls `edit` with the layer `steps` leads to and the steps after it.
    private mutating func editLayer(
        at steps: [NodeStep], isolating: Bool, _ edit: (inout Layer, ArraySlice<NodeStep>) -> Void
    ) {
        var layers = self.layers
        self.layers = []  // so that `layers` is the only reference and is edited in place
        editLayer(in: &layers, at: steps[...], instance: "", isolating: isolating, edit)
        self.layers = layers
    }

    private mutating func editLayer(
        in list: inout [Layer], at steps: ArraySlice<NodeStep>, instance: String, isolating: Bool,
        _ edit: (inout Layer, ArraySlice<NodeStep>) -> Void
    ) {
        guard case .layer(let index)? = steps.first, list.indices.contains(index) else { return }
        if isolating {
            for other in list.indices where other != index { list[other].isHidden = true }
        }
        let rest = steps.dropFirst()
        guard case .layer? = rest.first else { return edit(&list[index], rest) }
        guard case .precomposition(let id, let width, let height, let timeRemap) = list[index].content else { return }
        let key = instance + "/\(index)"
        let cloneID = "\u{1}keypath-instance" + key
        // This instance's copy is taken out while edited (so it is edited in place); the shared asset is copied.
        guard var precomp = id == cloneID ? precompositions.removeValue(forKey: id) : precompositions[id] else { return }
        if id != cloneID {
            precomp.id = cloneID
            list[index].content = .precomposition(referenceID: cloneID, width: width, height: height, timeRemap: timeRemap)
            cloneIDs.append(cloneID)
        }
        editLayer(in: &precomp.layers, at: rest, instance: key, isolating: isolating, edit)
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

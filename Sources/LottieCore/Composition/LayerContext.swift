import LottieGraphics
import LottieModel

/// The state of one frame evaluation: turns layer lists into display items, following
/// parenting, track mattes, masks and precompositions.
struct LayerContext {
    static let maxParentDepth = 64

    let evaluator: FrameEvaluator
    private(set) var notes: [String] = []
    /// Layer instances this frame may still visit (``EvaluationLimits/maxLayerInstances``).
    private var instancesLeft = EvaluationLimits.maxLayerInstances

    init(evaluator: FrameEvaluator) {
        self.evaluator = evaluator
    }

    /// A layer list at `frame` (its composition's clock), back to front, mapped to the root
    /// composition by `transform`. `stack` holds the precompositions being expanded, to stop
    /// cycles; `names` the names of the precomposition layers above (for text keypaths).
    mutating func items(
        for layers: [Layer], frame: Double, stack: [String], names: [String] = [], transform: AffineTransform
    ) -> [DisplayItem] {
        let list = LayerList(layers: layers, frame: frame, stack: stack, names: names, transform: transform)
        var matteSourceFor: [Int: Int] = [:]
        for (position, layer) in layers.enumerated() where layer.matteMode != .none {
            let source = layer.matteParent.flatMap { list.positionsByIndex[$0] } ?? (position > 0 ? position - 1 : nil)
            if let source, source != position { matteSourceFor[position] = source }
        }
        let sources = Set(matteSourceFor.values)
        var items: [DisplayItem] = []
        for position in layers.indices.reversed() {
            let layer = layers[position]
            if layer.isMatteSource || sources.contains(position) { continue }
            guard var group = self.group(for: position, in: list, asMatte: false) else { continue }
            if let source = matteSourceFor[position], let mode = Self.matteMode(layer.matteMode) {
                let sourceGroup = self.group(for: source, in: list, asMatte: true) ?? GroupDraw(children: [])
                group.matte = MatteDraw(source: sourceGroup, mode: mode)
            }
            items.append(.group(group))
        }
        return items
    }

    /// One layer as a composited group, or nil when it draws nothing at this frame.
    private mutating func group(for position: Int, in list: LayerList, asMatte: Bool) -> GroupDraw? {
        let layer = list.layers[position]
        guard instancesLeft > 0 else {
            if instancesLeft == 0 {
                let place = list.names.isEmpty ? "the root composition" : "layer " + list.names.joined(separator: ".")
                note("more than \(EvaluationLimits.maxLayerInstances) layer instances in one frame (precompositions reused inside each other); drawing stopped in \(place)")
                instancesLeft = -1
            }
            return nil
        }
        instancesLeft -= 1
        guard !layer.isHidden || asMatte else { return nil }
        guard layer.inPoint <= list.frame && list.frame < layer.outPoint else { return nil }
        let opacity = layer.transform.opacity(at: list.frame)
        guard opacity > 0 else { return nil }
        let world = list.worldMatrix(of: position)
        let children = content(of: layer, world: world, list: list)
        guard !children.isEmpty else { return nil }
        let masks = layer.masks.compactMap { mask -> MaskDraw? in
            guard let mode = Self.maskMode(mask.mode) else { return nil }
            var path = PathGenerator.path(from: mask.path.value(at: list.frame, default: .empty))
            let expansion = mask.expansion?.value(at: list.frame, default: 0) ?? 0
            if expansion != 0 {
                // Expansion grows (or shrinks) the outline like an offset path with mitered corners.
                path = PathModifier.offset(path, amount: expansion, join: .miter, miterLimit: 4)
            }
            return MaskDraw(
                path: path, transform: world, mode: mode, isInverted: mask.isInverted,
                opacity: min(max(mask.opacity.value(at: list.frame, default: 100) / 100, 0), 1))
        }
        let effects = layer.effects.compactMap { $0.layerEffect(at: list.frame, world: world) }
        return GroupDraw(
            children: children, opacity: opacity, blendMode: BlendMode(rawValue: layer.blendMode) ?? .normal,
            masks: masks, effects: effects)
    }

    /// What the layer draws, in composition space.
    private mutating func content(of layer: Layer, world: AffineTransform, list: LayerList) -> [DisplayItem] {
        switch layer.content {
        case .shapes(let items):
            var shapes = ShapeEvaluator(frame: list.frame)
            let result = shapes.displayItems(for: items, layerTransform: world)
            for message in shapes.diagnostics { note(message) }
            return result
        case .solid(let width, let height, let color):
            let rectangle = BezierPath.rectangle(Rect(x: 0, y: 0, width: width, height: height))
            return [.shape(ShapeDraw(path: rectangle, transform: world, paint: .solid(ColorConversion.hexColor(color)), style: .fill(.nonZero)))]
        case .precomposition(let referenceID, let width, let height, _):
            return precomposition(referenceID, width: width, height: height, layer: layer, world: world, list: list)
        case .image(let referenceID):
            return image(referenceID, world: world)
        case .text(let data):
            let keypath = (list.names + [layer.displayName]).joined(separator: ".")
            return text(data, of: layer, keypath: keypath, frame: list.frame, world: world)
        case .null, .other:
            return []
        }
    }

    /// The asset's `w`×`h` rectangle filled with its decoded image, or nothing (with a note)
    /// when the environment has no image for it.
    private mutating func image(_ id: String, world: AffineTransform) -> [DisplayItem] {
        guard let asset = evaluator.imageAssets[id] else {
            note("image layer refers to a missing image asset '\(id)'")
            return []
        }
        guard let pattern = evaluator.environment.images[id] else {
            note("image asset '\(id)' has no decoded image; its layers are not drawn")
            return []
        }
        // Assets without a size (`w`/`h` absent or 0) are drawn at the image's own size.
        let width = asset.width > 0 ? asset.width : Double(pattern.image.width)
        let height = asset.height > 0 ? asset.height : Double(pattern.image.height)
        let rectangle = BezierPath.rectangle(Rect(x: 0, y: 0, width: width, height: height))
        return [.shape(ShapeDraw(path: rectangle, transform: world, paint: .image(pattern), style: .fill(.nonZero)))]
    }

    private mutating func precomposition(
        _ id: String, width: Double, height: Double, layer: Layer,
        world: AffineTransform, list: LayerList
    ) -> [DisplayItem] {
        guard let precomp = evaluator.precompositions[id], !list.stack.contains(id),
            list.stack.count < DecodingLimits.maxPrecompDepth
        else { return [] }
        let childFrame = layer.precompositionFrame(at: list.frame, frameRate: evaluator.animation.frameRate)
        let children = items(
            for: precomp.layers, frame: childFrame, stack: list.stack + [id], names: list.names + [layer.displayName],
            transform: world)
        guard !children.isEmpty else { return [] }
        let clip = MaskDraw(path: BezierPath.rectangle(Rect(x: 0, y: 0, width: width, height: height)), transform: world)
        return [.group(GroupDraw(children: children, masks: [clip]))]
    }

    mutating func note(_ message: String) {
        if !notes.contains(message) { notes.append(message) }
    }

    // MARK: - Codes

    static func matteMode(_ mode: Layer.MatteMode) -> MatteMode? {
        switch mode {
        case .none: nil
        case .alpha: .alpha
        case .alphaInverted: .alphaInverted
        case .luma: .luma
        case .lumaInverted: .lumaInverted
        }
    }

    static func maskMode(_ mode: Mask.Mode) -> MaskMode? {
        switch mode {
        case .add: .add
        case .subtract: .subtract
        case .intersect: .intersect
        case .lighten: .lighten
        case .darken: .darken
        case .difference: .difference
        case .none: nil
        }
    }
}

/// A layer list being evaluated at one frame, with parent lookups.
struct LayerList {
    let layers: [Layer]
    let positionsByIndex: [Int: Int]
    let frame: Double
    let stack: [String]
    /// Names of the precomposition layers from the root down to this list.
    let names: [String]
    /// This list's composition → root composition.
    let transform: AffineTransform

    init(layers: [Layer], frame: Double, stack: [String], names: [String], transform: AffineTransform) {
        var positionsByIndex: [Int: Int] = [:]
        for (position, layer) in layers.enumerated() {
            if let index = layer.index, positionsByIndex[index] == nil { positionsByIndex[index] = position }
        }
        self.layers = layers
        self.positionsByIndex = positionsByIndex
        self.frame = frame
        self.stack = stack
        self.names = names
        self.transform = transform
    }

    /// Local matrix of the layer, then its parents' up the chain (cycle-safe, bounded), then
    /// the list's own transform to the root composition.
    func worldMatrix(of position: Int) -> AffineTransform {
        var matrix = AffineTransform.identity
        var current: Int? = position
        var visited: Set<Int> = []
        while let index = current, visited.count < LayerContext.maxParentDepth, visited.insert(index).inserted {
            let layer = layers[index]
            matrix = matrix.concatenating(layer.transform.matrix(at: frame, autoOrient: layer.isAutoOriented, is3D: layer.is3D))
            current = layer.parentIndex.flatMap { positionsByIndex[$0] }
        }
        return matrix.concatenating(transform)
    }
}

import LottieGraphics
import LottieModel

/// The state of one frame evaluation: turns layer lists into display items, following
/// parenting, track mattes, masks and precompositions.
struct LayerContext {
    let evaluator: FrameEvaluator
    /// The walk of the layer tree, and the frame's work budget.
    var walker: LayerWalker
    private var diagnostics: [String] = []
    /// Where each layer instance's evaluation time goes, when the frame is profiled.
    private let profile: LayerProfile?
    /// The profile entries of the layers being evaluated, outermost first.
    private var openEntries: [LayerProfile.Entry.ID] = []
    /// The active camera of the composition being evaluated, if it has one.
    private var camera: CameraProjection?

    init(evaluator: FrameEvaluator, profile: LayerProfile? = nil) {
        self.evaluator = evaluator
        self.profile = profile
        walker = LayerWalker(animation: evaluator.animation, precompositions: evaluator.precompositions)
    }

    /// What could not be drawn as described, then where the work budget ran out.
    var notes: [String] { diagnostics + walker.budget.notes }

    /// The display items of the root composition at `frame`.
    mutating func items(at frame: Double) -> [DisplayItem] {
        items(for: walker.root(at: frame))
    }

    /// A layer list at its frame, back to front, mapped to the root composition; with an
    /// active camera, its 3D layers in perspective and in order of depth.
    mutating func items(for list: LayerList) -> [DisplayItem] {
        if let blend = PoseBlend.current {
            let outerOffset = blend.offset
            blend.offset = blend.rootOffset * list.clockRate
            defer { blend.offset = outerOffset }
            return cameraItems(for: list)
        }
        return cameraItems(for: list)
    }

    private mutating func cameraItems(for list: LayerList) -> [DisplayItem] {
        let outerCamera = camera
        camera = CameraProjection(list: list)
        defer { camera = outerCamera }
        let layers = list.layers
        // Most lists have no track matte: their tables stay empty and unallocated.
        var matteSourceFor: [Int: Int] = [:]
        var sources: Set<Int> = []
        for position in layers.indices where layers[position].matteMode != .none {
            let source = layers[position].matteParent.flatMap { list.positionsByIndex[$0] } ?? (position > 0 ? position - 1 : nil)
            if let source, source != position {
                matteSourceFor[position] = source
                sources.insert(source)
            }
        }
        var items: [DisplayItem] = []
        let order = camera.map { $0.drawingOrder(of: list) }
        for step in 0..<(order?.count ?? layers.count) {
            let position = order?[step] ?? layers.count - 1 - step
            if layers[position].isMatteSource || (!sources.isEmpty && sources.contains(position)) { continue }
            guard let group = self.group(for: position, in: list, asMatte: false) else { continue }
            items.append(.group(trackMatted(group, at: position, in: list, sources: matteSourceFor, depth: 0)))
        }
        return items
    }

    /// At most this many track mattes chained through their sources (a matte source's own
    /// track matte, as After Effects draws it); a `tp` cycle stops here too.
    static let maxMatteChain = 8

    /// `group` (the layer at `position`) under its track matte, whose source is drawn under
    /// its own track matte in turn.
    private mutating func trackMatted(
        _ group: GroupDraw, at position: Int, in list: LayerList, sources: [Int: Int], depth: Int
    ) -> GroupDraw {
        guard depth < Self.maxMatteChain, let source = sources[position], let mode = Self.matteMode(list.layers[position].matteMode)
        else { return group }
        let sourceGroup = self.group(for: source, in: list, asMatte: true) ?? GroupDraw(children: [])
        let matte = MatteDraw(source: trackMatted(sourceGroup, at: source, in: list, sources: sources, depth: depth + 1), mode: mode)
        var group = group
        if group.matte == nil {
            group.matte = matte
            return group
        }
        // A Set Matte effect mattes the layer already: the track matte mattes the result.
        let (opacity, blendMode) = (group.opacity, group.blendMode)
        (group.opacity, group.blendMode) = (1, .normal)
        return GroupDraw(children: [.group(group)], opacity: opacity, blendMode: blendMode, matte: matte)
    }

    /// One layer as a composited group, or nil when it draws nothing at this frame; timed and
    /// tagged with its profile entry when the frame is profiled.
    mutating func group(for position: Int, in list: LayerList, asMatte: Bool) -> GroupDraw? {
        guard let profile else { return layerGroup(for: position, in: list, asMatte: asMatte) }
        let id = profile.entry(for: list.steps(of: position), names: list.keys(of: position), parent: openEntries.last)
        openEntries.append(id)
        profile.begin(id)
        var group = layerGroup(for: position, in: list, asMatte: asMatte)
        group?.profileEntry = id
        profile.end(id, stage: .evaluation)
        openEntries.removeLast()
        return group
    }

    private mutating func layerGroup(for position: Int, in list: LayerList, asMatte: Bool) -> GroupDraw? {
        // The layer's fields are read one by one: a copy of the whole layer retains and releases
        // every property it holds.
        let layers = list.layers
        guard walker.visit(in: list) else { return nil }
        guard !layers[position].isHidden || asMatte else { return nil }
        guard layers[position].inPoint <= list.frame && list.frame < layers[position].outPoint else { return nil }
        // The opacity property alone: a method of the whole transform would copy it.
        let opacity = Transform.unit(opacity: layers[position].transform.opacity.value(at: list.frame, default: 100))
        guard opacity > 0 else { return nil }
        // Seen through a camera, a 3D layer is evaluated in its own plane and projected.
        let projection =
            layers[position].is3D ? camera?.homography(of: list.worldMatrix3D(of: position)).followed(by: list.transform) : nil
        let world = projection == nil ? list.worldMatrix(of: position) : .identity
        let children = content(of: position, world: world, list: list)
        let effects = layers[position].effects
        // A stroke effect paints along the masks even on a layer with no content.
        guard !children.isEmpty || effects.contains(where: { $0.type == .stroke && $0.isEnabled }) else { return nil }
        var masks: [MaskDraw] = []
        var maskPaths: [BezierPath] = []
        if !layers[position].masks.isEmpty {
            let layerMasks = layers[position].masks
            maskPaths = layerMasks.map { mask in
                let path = PathGenerator.path(from: mask.path.value(at: list.frame, default: .empty))
                let expansion = mask.expansion?.value(at: list.frame, default: 0) ?? 0
                // Expansion grows (or shrinks) the outline like an offset path with mitered corners.
                return expansion != 0 ? PathModifier.offset(path, amount: expansion, join: .miter, miterLimit: 4) : path
            }
            masks = zip(layerMasks, maskPaths).compactMap { mask, path -> MaskDraw? in
                guard let mode = Self.maskMode(mask.mode) else { return nil }
                return MaskDraw(
                    path: path, transform: world, mode: mode, isInverted: mask.isInverted,
                    opacity: min(max(mask.opacity.value(at: list.frame, default: 100) / 100, 0), 1))
            }
        }
        // Layer styles render after the effects, in the order written.
        var drawnEffects: [LayerEffect] = []
        if !effects.isEmpty || !layers[position].layerStyles.isEmpty {
            drawnEffects =
                effects.compactMap { $0.layerEffect(at: list.frame, world: world, maskPaths: maskPaths) }
                + layers[position].layerStyles.compactMap { $0.layerEffect(at: list.frame, world: world) }
        }
        var group = GroupDraw(
            children: children, opacity: opacity, blendMode: layers[position].blendMode.drawn,
            masks: masks, effects: drawnEffects)
        if !asMatte { group.matte = setMatte(of: position, in: list) }
        group.projection = projection
        return group
    }

    /// What the layer draws, in composition space.
    private mutating func content(of position: Int, world: AffineTransform, list: LayerList) -> [DisplayItem] {
        switch list.layers[position].content {
        case .shapes(let items):
            return shapeLayer(items, at: position, in: list, world: world)
        case .solid(let width, let height, let color):
            let rectangle = BezierPath.rectangle(Rect(x: 0, y: 0, width: width, height: height))
            return [.shape(ShapeDraw(path: rectangle, transform: world, paint: .solid(color), style: .fill(.nonZero)))]
        case .precomposition(_, let width, let height, _):
            return precomposition(at: position, width: width, height: height, world: world, list: list)
        case .image(let referenceID):
            return image(referenceID, world: world)
        case .text(let data):
            return text(data, at: position, in: list, world: world)
        case .null, .camera, .data, .other:
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

    /// The precomposition's layers, clipped to its `w`×`h` rectangle.
    private mutating func precomposition(
        at position: Int, width: Double, height: Double, world: AffineTransform, list: LayerList
    ) -> [DisplayItem] {
        guard let inner = walker.precomposition(at: position, in: list, world: world) else { return [] }
        let children = items(for: inner)
        guard !children.isEmpty else { return [] }
        let clip = MaskDraw(path: BezierPath.rectangle(Rect(x: 0, y: 0, width: width, height: height)), transform: world)
        return [.group(GroupDraw(children: children, masks: [clip]))]
    }

    mutating func note(_ message: String) {
        if !diagnostics.contains(message) { diagnostics.append(message) }
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

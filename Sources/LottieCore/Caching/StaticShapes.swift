import LottieGraphics

/// A shape layer's evaluation in one stretch of frames where its shapes hold still (see
/// ``TimeVariation``), kept by ``EvaluationCache``: its paint operations and paths in layer
/// space, what the evaluation noted and spent from the work budget, and the display items it
/// last gave for one layer transform.
struct StaticShapes: Sendable {
    /// The stretch (``TimeVariation/stretch(at:)``) the evaluation holds for.
    var stretch: Int
    /// The evaluator holding the layer's paths, after ``ShapeEvaluator/nodes(for:)``.
    var shapes: ShapeEvaluator
    var nodes: [DrawNode]
    /// The path elements and repeater copies the evaluation spent.
    var pathElements: Int
    var repeaterCopies: Int
    /// The display items for `layerTransform`.
    var layerTransform: AffineTransform
    var items: [DisplayItem]

    /// What the cache counts against its size: the path elements kept, twice (the paths
    /// and the display items made of them).
    var cost: Int { 2 * max(pathElements, 1) }
}

/// A layer of one evaluator's model: its position in the root composition (`composition`
/// nil) or in a precomposition asset, which every instance of the asset shares.
struct LayerKey: Hashable, Sendable {
    var composition: String?
    var position: Int
    /// `composition`'s hash, which its layer list made once (see ``LayerList/compositionHash``).
    var compositionHash: Int

    /// The layer at `position` of `list`.
    init(_ list: LayerList, position: Int) {
        composition = list.stack.last
        self.position = position
        compositionHash = list.compositionHash
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(compositionHash)
        hasher.combine(position)
    }

    static func == (a: LayerKey, b: LayerKey) -> Bool {
        a.position == b.position && a.compositionHash == b.compositionHash && a.composition == b.composition
    }
}

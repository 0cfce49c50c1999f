import LottieGraphics
import LottieModel

/// One composition instance as the ``LayerWalker`` reaches it: the root composition, or a
/// precomposition as one precomposition layer shows it, with its own clock, the names and
/// node steps of the precomposition layers above it (for keypaths), and its place in the
/// root composition.
package struct LayerList {
    package let layers: [Layer]
    package let positionsByIndex: LayerPositions
    /// This composition's local frame.
    package let frame: Double
    /// Ids of the precompositions being expanded, root first (to stop cycles).
    package let stack: [String]
    /// Names of the precomposition layers from the root down to this list.
    package let names: [String]
    /// Node steps (`.layer`) of the precomposition layers from the root down to this list.
    package let steps: [NodeStep]
    /// This list's composition → root composition.
    package let transform: AffineTransform
    /// The composition's width and height (a camera's view is centred on it).
    package let size: Vector2
    /// Local frames per root frame: the product of the inverse time stretches above.
    package let clockRate: Double
    /// The hash of this list's composition id (`stack.last`), made once for the caches that
    /// key every layer by it.
    let compositionHash: Int
    /// The layers' local matrices at `frame`, each made once: a parent shared by many layers
    /// is evaluated once per frame.
    private let localMatrices: LocalMatrices

    package init(
        layers: [Layer], frame: Double, stack: [String] = [], names: [String] = [], steps: [NodeStep] = [],
        transform: AffineTransform = .identity, size: Vector2 = .zero, clockRate: Double = 1
    ) {
        self.clockRate = clockRate
        self.layers = layers
        positionsByIndex = LayerPositions(layers)
        localMatrices = LocalMatrices(count: layers.count)
        self.frame = frame
        self.stack = stack
        self.names = names
        self.steps = steps
        self.transform = transform
        self.size = size
        compositionHash = stack.last.hashValue
    }

    /// The keypath names of the layer at `position`: the names above, then its own.
    package func keys(of position: Int) -> [String] {
        names + [layers[position].displayName]
    }

    /// The node steps of the layer at `position`.
    package func steps(of position: Int) -> [NodeStep] {
        steps + [.layer(position)]
    }

    /// Where this list sits, for diagnostics.
    package var place: String {
        names.isEmpty ? "the root composition" : "layer " + names.joined(separator: ".")
    }

    /// Local matrix of the layer, then its parents' up the chain, then the list's own
    /// transform to the root composition.
    package func worldMatrix(of position: Int) -> AffineTransform {
        var matrix = AffineTransform.identity
        forEachInChain(from: position) { matrix = matrix.concatenating(localMatrix(of: $0)) }
        return matrix.concatenating(transform)
    }

    private func localMatrix(of position: Int) -> AffineTransform {
        if let matrix = localMatrices.matrices[position] { return matrix }
        let matrix = Transform.matrix(
            of: layers[position].transform, at: frame, autoOrient: layers[position].isAutoOriented, is3D: layers[position].is3D)
        localMatrices.matrices[position] = matrix
        return matrix
    }

    /// The layer's place in its composition's 3D space: its local 3D map, then its parents'
    /// (for a camera to project; the list's own transform is not included).
    func worldMatrix3D(of position: Int) -> Affine3D {
        var matrix = Affine3D.identity
        forEachInChain(from: position) { index in
            let layer = layers[index]
            matrix = matrix.concatenating(layer.transform.matrix3D(at: frame, autoOrient: layer.isAutoOriented))
        }
        return matrix
    }

    /// Calls `body` with the layer, then its parent, and so on up (cycle-safe, at most
    /// ``EvaluationLimits/maxParentDepth`` layers). The layers met are kept on the stack, not
    /// in an array: this runs for every layer of every frame.
    private func forEachInChain(from position: Int, _ body: (Int) -> Void) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: EvaluationLimits.maxParentDepth) { chain in
            var count = 0
            var current: Int? = position
            while let index = current, count < chain.count, !chain[..<count].contains(index) {
                chain[count] = index
                count += 1
                body(index)
                current = layers[index].parentIndex.flatMap { positionsByIndex[$0] }
            }
        }
    }
}

/// The memo behind ``LayerList/worldMatrix(of:)``.
private final class LocalMatrices {
    var matrices: [AffineTransform?]

    init(count: Int) { matrices = Array(repeating: nil, count: count) }
}

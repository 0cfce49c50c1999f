import LottieGraphics
import LottieModel

/// The compositions of an animation as expressions see them: each one's layers (to find
/// `thisComp.layer("name")`), name and size, and the JSON its data layers show. Built once
/// per evaluator.
package struct ExpressionCompositions: Sendable {
    let frameRate: Double
    let root: CompositionInfo
    /// Precompositions by their position in `assets`.
    let byAsset: [Int: CompositionInfo]
    /// Compositions by name, for `comp("name")` (the root's own name included).
    let byName: [String: CompositionInfo]
    /// The JSON of the data assets, by asset id (``EvaluationEnvironment/data``).
    let data: [String: JSONValue]

    package init(animation: Animation, data: [String: JSONValue] = [:]) {
        self.data = data
        frameRate = animation.frameRate > 0 ? animation.frameRate : 30
        let duration = animation.duration
        root = CompositionInfo(
            name: animation.name ?? "", width: animation.width, height: animation.height, duration: duration, layers: animation.layers)
        var sizes: [String: (Double, Double)] = [:]
        func noteSizes(_ layers: [Layer]) {
            for case .precomposition(let id, let width, let height, _) in layers.lazy.map(\.content) where sizes[id] == nil {
                sizes[id] = (width, height)
            }
        }
        noteSizes(animation.layers)
        for case .precomposition(let precomp) in animation.assets { noteSizes(precomp.layers) }
        var byAsset: [Int: CompositionInfo] = [:]
        var byName: [String: CompositionInfo] = [:]
        for (index, asset) in animation.assets.enumerated() {
            guard case .precomposition(let precomp) = asset else { continue }
            let size = sizes[precomp.id] ?? (animation.width, animation.height)
            let info = CompositionInfo(name: precomp.name ?? precomp.id, width: size.0, height: size.1, duration: duration, layers: precomp.layers)
            byAsset[index] = info
            if byName[info.name] == nil { byName[info.name] = info }
        }
        if byName[root.name] == nil { byName[root.name] = root }
        self.byAsset = byAsset
        self.byName = byName
    }

    /// The layer an expression at `location` belongs to.
    func layer(at location: PropertyExpression.Location?) -> LayerReference? {
        guard let location else { return nil }
        let composition = location.assetIndex.map { byAsset[$0] } ?? root
        guard let composition, composition.layers.indices.contains(location.layerPosition) else { return nil }
        return LayerReference(composition: composition, position: location.layerPosition)
    }
}

/// One composition: its layers, name and size.
struct CompositionInfo: Sendable {
    let name: String
    let width: Double
    let height: Double
    /// In seconds.
    let duration: Double
    let layers: [Layer]
    let positionsByIndex: LayerPositions

    init(name: String, width: Double, height: Double, duration: Double, layers: [Layer]) {
        self.name = name
        self.width = width
        self.height = height
        self.duration = duration
        self.layers = layers
        positionsByIndex = LayerPositions(layers)
    }

    /// The layer After Effects numbers `index` (its `ind`, else its place counting from 1).
    func position(ofIndex index: Int) -> Int? {
        positionsByIndex[index] ?? (layers.indices.contains(index - 1) && layers[index - 1].index == nil ? index - 1 : nil)
    }

    /// The first layer named `name`.
    func position(named name: String) -> Int? {
        layers.firstIndex { $0.name == name }
    }
}

/// A layer in its composition.
struct LayerReference {
    let composition: CompositionInfo
    let position: Int

    var layer: Layer { composition.layers[position] }
    /// How many components its vectors show: 3 on a 3D layer, else 2.
    var dimensions: Int { layer.is3D ? 3 : 2 }
    /// After Effects' layer index.
    var index: Int { layer.index ?? position + 1 }

    var parent: LayerReference? {
        guard let parentIndex = layer.parentIndex, let position = composition.positionsByIndex[parentIndex], position != self.position else {
            return nil
        }
        return LayerReference(composition: composition, position: position)
    }

    /// Layer space → composition space at `frame`, through the parents.
    func matrix(at frame: Double) -> AffineTransform {
        LayerList(layers: composition.layers, frame: frame).worldMatrix(of: position)
    }
}

import LottieCore
import LottieModel

/// Finds the keypath tree's node for a JSON path: the layer, group or shape item that a
/// finding's path is inside, so that a report can name its keypath and the player can
/// highlight it. A precomposition shown by several layers is found under the first.
package struct KeypathLocator: Sendable {
    /// The first node (depth first) at each JSON path.
    private let nodes: [String: KeypathNode]

    package init(tree: KeypathTree, animation: Animation) {
        var assetIndices: [String: Int] = [:]
        for (index, asset) in animation.assets.enumerated() {
            if case .precomposition(let precomp) = asset, assetIndices[precomp.id] == nil { assetIndices[precomp.id] = index }
        }
        var nodes: [String: KeypathNode] = [:]
        for node in tree.nodes where node.kind != .transform {
            if let path = Self.jsonPath(of: node.steps, animation: animation, assetIndices: assetIndices), nodes[path] == nil {
                nodes[path] = node
            }
        }
        self.nodes = nodes
    }

    /// The deepest node whose JSON path is `path` or contains it
    /// (`layers[2].shapes[0]` for `layers[2].shapes[0].it[3].c`).
    package func node(containing path: String) -> KeypathNode? {
        var candidate = Substring(path)
        while !candidate.isEmpty {
            if let node = nodes[String(candidate)] { return node }
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            candidate = candidate[..<cut]
        }
        return nil
    }

    /// The JSON path of the node at `steps`: `layers[i]`, then `assets[k].layers[j]` inside a
    /// precomposition, `.shapes[i]` and `.it[j]` for shape items, `.t.a[i]` for text animators.
    static func jsonPath(of steps: [NodeStep], animation: Animation, assetIndices: [String: Int]) -> String? {
        var path = ""
        var layers = animation.layers
        var layer: Layer?
        var inShapes = false
        for step in steps {
            switch step {
            case .layer(let index):
                if let outer = layer {
                    guard case .precomposition(let id, _, _, _) = outer.content, let asset = assetIndices[id],
                        case .precomposition(let precomp) = animation.assets[asset]
                    else { return nil }
                    layers = precomp.layers
                    path = "assets[\(asset)].layers[\(index)]"
                } else {
                    path = "layers[\(index)]"
                }
                guard layers.indices.contains(index) else { return nil }
                layer = layers[index]
                inShapes = false
            case .item(let index):
                path += inShapes ? ".it[\(index)]" : ".shapes[\(index)]"
                inShapes = true
            case .animator(let index):
                path += ".t.a[\(index)]"
            }
        }
        return path.isEmpty ? nil : path
    }
}

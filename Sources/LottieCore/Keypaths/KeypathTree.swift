import LottieModel

/// An animation's keypath tree: every layer, shape item and transform with its animatable
/// properties, named the way lottie-ios's main-thread engine names them.
///
/// ```swift
/// let tree = KeypathTree(animation: model)
/// tree.allKeypaths                         // ["Layer 1", "Layer 1.Transform", …], sorted
/// tree.properties(matching: "**.Fill 1.Color").map(\.keypath)
/// ```
package struct KeypathTree: Sendable, Equatable {
    /// The root layers, in JSON order (the top-most layer first).
    package let roots: [KeypathNode]
    /// Every node, depth first.
    package let nodes: [KeypathNode]
    /// Every listed property, depth first.
    package let properties: [KeypathProperty]
    /// Whether the tree stopped at ``EvaluationLimits/maxLayerInstances`` layer instances
    /// (precompositions reused inside each other), so later layers are missing.
    package let isTruncated: Bool

    /// Builds the tree of `animation` (precomposition layers appear under every layer that
    /// uses them; a precomposition that contains itself is expanded once).
    package init(animation: Animation) {
        var builder = KeypathTreeBuilder(animation: animation)
        roots = builder.rootNodes()
        isTruncated = builder.isTruncated
        nodes = roots.flatMap(\.subtree)
        properties = nodes.flatMap(\.properties)
    }

    /// Every node and every property as a dotted keypath, sorted; names repeated in the
    /// file give repeated lines, as in lottie-ios.
    package var allKeypaths: [String] {
        var lines: [String] = []
        for node in nodes {
            lines.append(node.keypath.string)
            for property in node.properties { lines.append(property.keypath.string) }
        }
        return lines.sorted()
    }

    /// The nodes whose keypath matches `pattern`.
    package func nodes(matching pattern: AnimationKeypath) -> [KeypathNode] {
        nodes.filter { pattern.matches($0.keypath) }
    }

    /// The properties whose keypath matches `pattern`.
    package func properties(matching pattern: AnimationKeypath) -> [KeypathProperty] {
        properties.filter { pattern.matches($0.keypath) }
    }

    /// The node or property keypaths closest to `pattern`, for "did you mean" messages:
    /// by edit distance between the pattern's keys after any leading `*`/`**` and as many
    /// trailing names of each keypath (so `**.Fil 1.Color` finds `… .Fill 1.Color`).
    package func closestKeypaths(to pattern: AnimationKeypath, limit: Int = 3) -> [String] {
        let literal = Array(pattern.keys.drop { $0 == "*" || $0 == "**" })
        let target = literal.joined(separator: ".")
        var seen: Set<String> = []
        var ranked: [(keypath: String, distance: Int)] = []
        for keypath in nodes.map(\.keypath) + properties.map(\.keypath) where seen.insert(keypath.string).inserted {
            let tail = literal.count == pattern.keys.count ? keypath.keys : Array(keypath.keys.suffix(literal.count))
            ranked.append((keypath.string, KeypathTree.distance(target, tail.joined(separator: "."))))
        }
        ranked.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.keypath < $1.keypath }
        return ranked.prefix(max(0, limit)).map(\.keypath)
    }

    /// Levenshtein distance over characters, bounded in work by the (short) keypath lengths.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(256))
        let b = Array(b.prefix(256))
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

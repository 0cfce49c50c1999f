import Lottie
import LottieCore
import LottieModel

/// What `keypaths` prints: the tree's keypaths filtered by a pattern, with values.
struct KeypathListing {
    let renderer: LottieFrameRenderer
    let pattern: AnimationKeypath?
    let showsValues: Bool
    let frame: Double

    private var tree: KeypathTree { renderer.keypathTree }

    private func includes(_ keypath: AnimationKeypath) -> Bool { pattern?.matches(keypath) ?? true }

    private func value(_ property: KeypathProperty) -> String {
        renderer.value(of: property, atFrame: frame)?.description ?? "-"
    }

    /// Whether the pattern matches nothing that would be listed.
    var isEmpty: Bool {
        !tree.properties.contains { includes($0.keypath) } && (showsValues || !tree.nodes.contains { includes($0.keypath) })
    }

    /// Sorted keypaths; with values, properties only as `keypath = value`.
    var lines: [String] {
        guard showsValues else {
            let keypaths = tree.nodes.map(\.keypath) + tree.properties.map(\.keypath)
            return keypaths.filter(includes).map(\.string).sorted()
        }
        return tree.properties.filter { includes($0.keypath) }.map { "\($0.keypath) = \(value($0))" }.sorted()
    }

    /// The tree, two spaces per level, in file order; nodes are shown when they or a
    /// descendant or property matches.
    var treeLines: [String] {
        var lines: [String] = []
        for root in tree.roots { append(root, depth: 0, to: &lines) }
        return lines
    }

    private func append(_ node: KeypathNode, depth: Int, to lines: inout [String]) {
        guard node.subtree.contains(where: { includes($0.keypath) || $0.properties.contains { includes($0.keypath) } }) else {
            return
        }
        let indent = String(repeating: "  ", count: depth)
        var flags = ""
        if node.usesExpressions { flags += " [expressions]" }
        if node.hasUnrenderedEffects { flags += " [effects not rendered]" }
        lines.append("\(indent)\(node.name) (\(node.kindName))\(flags)")
        for property in node.properties where includes(property.keypath) || includes(node.keypath) {
            let shown = showsValues ? " = \(value(property))" : ""
            lines.append("\(indent)  .\(property.name)\(shown)")
        }
        for child in node.children { append(child, depth: depth + 1, to: &lines) }
    }

    // MARK: - JSON

    /// `[{"keypath", "kind", "type"?, "value"?}]`, sorted by keypath.
    var jsonList: JSONValue {
        var entries: [(String, JSONValue)] = []
        if !showsValues {
            for node in tree.nodes where includes(node.keypath) {
                var object = JSONObject()
                object.append("keypath", .string(node.keypath.string))
                object.append("kind", .string(node.kind.rawValue))
                entries.append((node.keypath.string, .object(object)))
            }
        }
        for property in tree.properties where includes(property.keypath) {
            entries.append((property.keypath.string, .object(json(property))))
        }
        return .array(entries.sorted { $0.0 < $1.0 }.map(\.1))
    }

    /// The tree as nested objects: name, keypath, kind, type, flags, properties, children.
    var jsonTree: JSONValue {
        .array(tree.roots.map(json))
    }

    private func json(_ node: KeypathNode) -> JSONValue {
        var object = JSONObject()
        object.append("name", .string(node.name))
        object.append("keypath", .string(node.keypath.string))
        object.append("kind", .string(node.kind.rawValue))
        if !node.typeCode.isEmpty { object.append("type", .string(node.typeCode)) }
        if node.usesExpressions { object.append("usesExpressions", .bool(true)) }
        if node.hasUnrenderedEffects { object.append("hasUnrenderedEffects", .bool(true)) }
        object.append("properties", .array(node.properties.map { .object(json($0)) }))
        object.append("children", .array(node.children.map(json)))
        return .object(object)
    }

    private func json(_ property: KeypathProperty) -> JSONObject {
        var object = JSONObject()
        object.append("keypath", .string(property.keypath.string))
        object.append("kind", .string("property"))
        object.append("type", .string(property.valueKind.rawValue))
        if property.isAnimated { object.append("animated", .bool(true)) }
        if property.hasExpression { object.append("expression", .bool(true)) }
        if showsValues { object.append("value", .string(value(property))) }
        return object
    }
}

/// A node of an animation's keypath tree: a layer, a shape item, or a `Transform`, with
/// the animatable properties it lists and its children, named as lottie-ios names them.
///
/// ```swift
/// for child in tree.roots[0].children { print(child.keypath, child.kind, child.propertyNames) }
/// ```
package struct KeypathNode: Sendable, Equatable {
    /// What kind of model object a node stands for.
    package enum Kind: String, Sendable, Hashable {
        /// A layer (`layers[]`, or a precomposition's layers under its precomp layer).
        case layer
        /// A shape group (`gr`).
        case group
        /// Any other shape item: path, style, modifier.
        case shape
        /// The `Transform` of a layer or group.
        case transform
        /// A text animator of a text layer.
        case textAnimator
    }

    /// The node's own key (`nm`, or `Layer`/`Transform`).
    package var name: String
    /// The keys from the root down to this node.
    package var keypath: AnimationKeypath
    package var kind: Kind
    /// The JSON `ty` of the layer or shape item (`"4"`, `"gr"`, …); empty for transforms.
    package var typeCode: String
    /// The properties listed under this node, in lottie-ios order.
    package var properties: [KeypathProperty]
    package var children: [KeypathNode]
    /// Whether any property of this node carries an After Effects expression.
    package var usesExpressions: Bool
    /// Whether the layer has enabled effects (`ef`) or layer styles (`sy`) that the renderer does not draw.
    package var hasUnrenderedEffects: Bool
    /// The model path of the node (package use: address resolution, isolation).
    package var steps: [NodeStep]

    /// The names of the properties, in order.
    package var propertyNames: [String] { properties.map(\.name) }

    /// Every node of this subtree, depth first, this node first.
    package var subtree: [KeypathNode] {
        var nodes = [self]
        for child in children { nodes += child.subtree }
        return nodes
    }
}

/// An animatable property listed in the keypath tree.
package struct KeypathProperty: Sendable, Equatable {
    /// The name lottie-ios uses (`Color`, `Position`, `Stroke Width`, …).
    package var name: String
    /// The node's keypath plus `name`.
    package var keypath: AnimationKeypath
    /// The kind of value a provider must supply.
    package var valueKind: KeypathValue.Kind
    /// The property's keyframes (without values) and expressions in the file.
    package var timing: PropertyTiming
    /// Where the value lives in the model.
    package var address: PropertyAddress

    /// Whether the property carries an After Effects expression.
    package var hasExpression: Bool { timing.hasExpression }
    /// Whether the property changes over time in the file.
    package var isAnimated: Bool { timing.isAnimated }
}

extension KeypathNode {
    /// What the node is, as listings name it: `shape layer`, `group`, `shape fl`, `transform`, ….
    package var kindName: String {
        switch kind {
        case .layer:
            let names = ["precomp", "solid", "image", "null", "shape", "text"]
            let type = Int(typeCode).flatMap { names.indices.contains($0) ? names[$0] : nil } ?? "other"
            return "\(type) layer"
        case .shape: return "shape \(typeCode)"
        case .group, .transform, .textAnimator: return kind.rawValue
        }
    }

    /// Whether the node draws something by itself, so it can be shown alone: layers, groups and
    /// path items (`sh`, `rc`, `el`, `sr`, drawn with their group's styles).
    package var drawsAlone: Bool {
        switch kind {
        case .layer, .group: true
        case .shape: ["sh", "rc", "el", "sr"].contains(typeCode)
        case .transform, .textAnimator: false
        }
    }
}

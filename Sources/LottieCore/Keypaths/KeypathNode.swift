/// A node of an animation's keypath tree: a layer, a shape item, or a `Transform`, with
/// the animatable properties it lists and its children, named as lottie-ios names them.
///
/// ```swift
/// for child in tree.roots[0].children { print(child.keypath, child.kind, child.propertyNames) }
/// ```
public struct KeypathNode: Sendable, Equatable {
    /// What kind of model object a node stands for.
    public enum Kind: String, Sendable, Hashable {
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
    public var name: String
    /// The keys from the root down to this node.
    public var keypath: AnimationKeypath
    public var kind: Kind
    /// The JSON `ty` of the layer or shape item (`"4"`, `"gr"`, …); empty for transforms.
    public var typeCode: String
    /// The properties listed under this node, in lottie-ios order.
    public var properties: [KeypathProperty]
    public var children: [KeypathNode]
    /// Whether any property of this node carries an After Effects expression.
    public var usesExpressions: Bool
    /// Whether the layer has enabled effects (`ef`) or layer styles (`sy`) that the renderer does not draw.
    public var hasUnrenderedEffects: Bool
    /// The model path of the node (package use: address resolution, isolation).
    package var steps: [NodeStep]

    /// The names of the properties, in order.
    public var propertyNames: [String] { properties.map(\.name) }

    /// Every node of this subtree, depth first, this node first.
    public var subtree: [KeypathNode] {
        var nodes = [self]
        for child in children { nodes += child.subtree }
        return nodes
    }
}

/// An animatable property listed in the keypath tree.
public struct KeypathProperty: Sendable, Equatable {
    /// The name lottie-ios uses (`Color`, `Position`, `Stroke Width`, …).
    public var name: String
    /// The node's keypath plus `name`.
    public var keypath: AnimationKeypath
    /// The kind of value a provider must supply.
    public var valueKind: KeypathValue.Kind
    /// Whether the property carries an After Effects expression.
    public var hasExpression: Bool
    /// Whether the property changes over time in the file.
    public var isAnimated: Bool
    /// Where the value lives in the model.
    package var address: PropertyAddress
}

extension KeypathNode {
    /// Whether the node draws something by itself, so it can be shown alone: layers, groups and
    /// path items (`sh`, `rc`, `el`, `sr`, drawn with their group's styles).
    public var drawsAlone: Bool {
        switch kind {
        case .layer, .group: true
        case .shape: ["sh", "rc", "el", "sr"].contains(typeCode)
        case .transform, .textAnimator: false
        }
    }
}

/// One step from an animation's root to a node of its model: a layer of the current layer
/// list (the root list, or the precomposition of the layer reached before), a shape item of
/// the current shape list (a layer's `shapes`, a group's `it`), or a text animator.
///
/// A path of steps names one *instance*: the same precomposition used by two layers gives
/// two different paths, so a value provider can change one instance and not the other.
package enum NodeStep: Hashable, Sendable {
    case layer(Int)
    case item(Int)
    case animator(Int)
}

/// Where a property lives in the model: the node path and the field of that node.
package struct PropertyAddress: Hashable, Sendable {
    package var steps: [NodeStep]
    package var field: PropertyField

    package init(steps: [NodeStep], field: PropertyField) {
        self.steps = steps
        self.field = field
    }
}

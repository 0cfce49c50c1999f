/// A boolean combination of paths for a fill, as merge paths describe it: the first
/// operand combined with each following one in order. Coverage is combined per pixel, so
/// anti-aliased edges stay exact.
package struct PathCombination: Hashable, Sendable {
    package enum Operation: Hashable, Sendable {
        /// Remove each later operand from the result.
        case subtract
        /// Keep only what every operand covers.
        case intersect
        /// Keep what exactly one of the two sides covers.
        case exclude
    }

    package var operation: Operation
    /// The operands, in the same local space as the shape's path.
    package var operands: [BezierPath]

    package init(operation: Operation, operands: [BezierPath]) {
        self.operation = operation
        self.operands = operands
    }
}

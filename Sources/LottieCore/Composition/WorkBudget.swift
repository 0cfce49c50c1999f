import LottieGraphics

/// The work one frame may still do (``EvaluationLimits``): layer instances, path elements and
/// repeater copies. Every part of a frame's evaluation spends from the same budget; the first
/// time a part runs out, the budget keeps a diagnostic naming the place where drawing stopped.
package struct WorkBudget {
    private(set) var layerInstances = EvaluationLimits.maxLayerInstances
    private(set) var pathElements = EvaluationLimits.maxPathElements
    private(set) var repeaterCopies = EvaluationLimits.maxRepeaterCopies
    /// One line for each part that ran out, at the place it did.
    package private(set) var notes: [String] = []

    package init() {}

    /// Whether the layer instances ran out (later layers were left out).
    package var isOutOfLayerInstances: Bool { layerInstances < 0 }

    /// Spends one layer instance; false once they are spent. `place` names the composition.
    package mutating func spendLayerInstance(in place: @autoclosure () -> String) -> Bool {
        Self.spend(1, from: &layerInstances, notes: &notes) {
            "more than \(EvaluationLimits.maxLayerInstances) layer instances in one frame (precompositions reused inside each other); drawing stopped in \(place())"
        }
    }

    /// Spends `count` path elements; false (and nothing spent) when fewer are left.
    package mutating func spendPathElements(_ count: Int, in place: @autoclosure () -> String) -> Bool {
        Self.spend(count, from: &pathElements, notes: &notes) {
            "more than \(EvaluationLimits.maxPathElements) path points in one frame; drawing stopped in \(place())"
        }
    }

    /// Spends `count` repeater copies; false (and nothing spent) when fewer are left.
    package mutating func spendRepeaterCopies(_ count: Int, in place: @autoclosure () -> String) -> Bool {
        Self.spend(count, from: &repeaterCopies, notes: &notes) {
            "more than \(EvaluationLimits.maxRepeaterCopies) repeater copies in one frame; drawing stopped in \(place())"
        }
    }

    /// A part left at -1 is spent and noted; a request larger than what is left spends it.
    private static func spend(_ count: Int, from left: inout Int, notes: inout [String], note: () -> String) -> Bool {
        guard left >= 0 else { return false }
        guard count <= left else {
            left = -1
            notes.append(note())
            return false
        }
        left -= count
        return true
    }
}

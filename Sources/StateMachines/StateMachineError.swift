/// Why a state machine could not be read, and where: the JSON path in the state machine's
/// file (`states[2].transitions[0].guards[1].compareTo`).
package struct StateMachineError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var path: String

    package init(_ message: String, at path: String) {
        self.message = message
        self.path = path
    }

    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// What a state machine may hold. A file over a limit is refused with a message naming it,
/// so that no input makes the decoder, the validation or a run take unbounded time.
package enum StateMachineLimits {
    package static let maxStates = 10_000
    package static let maxTransitionsPerState = 1_000
    package static let maxGuardsPerTransition = 64
    package static let maxActionsPerList = 256
    package static let maxInputs = 10_000
    package static let maxInteractions = 10_000
    /// States, transitions, guards, actions, inputs and interactions together.
    package static let maxElements = 100_000
    /// Transitions taken while settling one event, beyond the cycle check: a machine that
    /// needs more is stopped with an error.
    package static let maxTransitionsPerStep = 1_000
    /// Repeated visits of a state while settling one event before the machine is stopped
    /// (dotlottie-rs's default cycle count).
    package static let maxCycles = 20
}

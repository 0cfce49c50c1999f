import Lottie

/// The state machine the player runs (`s`, `--state-machine`), and its panel: the machine's
/// state and inputs, the selected row, a value being typed, and what the machine last did.
package final class StateMachinePanel {
    /// The ids of the file's state machines, and their JSON.
    package let available: [(id: String, json: [UInt8])]
    /// The machine running.
    package private(set) var machine: DotLottieStateMachine
    /// The selected row: 0 is the machine's name (Enter runs the next one), then the inputs.
    package var selected = 0
    /// The value being typed into the selected numeric or string input.
    package var editText: String?
    /// The latest events, newest last (at most ``maxLog``).
    package private(set) var log: [String] = []
    /// The cell the pointer was pressed on in the viewport, until it is released.
    var pressedAt: (column: Int, row: Int)?
    /// Whether the pointer was over the viewport at its last move.
    var pointerInside = false

    package static let maxLog = 64

    package init(available: [(id: String, json: [UInt8])], machine: DotLottieStateMachine) {
        self.available = available
        self.machine = machine
        for diagnostic in machine.diagnostics { record("check: \(diagnostic.path): \(diagnostic.message)") }
        attach()
    }

    /// Runs another machine of the file in this panel.
    func replace(with next: DotLottieStateMachine) {
        machine.stop()
        machine = next
        selected = 0
        editText = nil
        log.removeAll()
        for diagnostic in machine.diagnostics { record("check: \(diagnostic.path): \(diagnostic.message)") }
        attach()
    }

    func record(_ line: String) {
        log.append(line)
        if log.count > Self.maxLog { log.removeFirst(log.count - Self.maxLog) }
    }

    private func attach() {
        machine.onEvent = { [weak self] event in self?.record(event.description) }
    }

    /// The selected input, if the selection is on one.
    var selectedInput: (name: String, value: DotLottieStateMachine.InputValue)? {
        let inputs = machine.inputs
        return selected >= 1 && selected <= inputs.count ? inputs[selected - 1] : nil
    }

    /// Rows: the machine's name, then one per input.
    var rowCount: Int { 1 + machine.inputs.count }
}

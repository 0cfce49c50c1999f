import LottieModel

extension StateMachineDefinition {
    /// What is wrong with the machine's meaning, each at its JSON path: the faults
    /// dotlottie-rs refuses to load (two states of one name, two global states, two
    /// transitions without guards in one state, a guard comparing with no input) and the
    /// references that lead nowhere (states, inputs, animations, markers, layers). A run
    /// skips what cannot be done; nothing here traps. `animationIDs`, `markers` and
    /// `layerNames` are checked when given.
    package func diagnostics(animationIDs: Set<String>? = nil, markers: Set<String>? = nil, layerNames: Set<String>? = nil) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func warn(_ message: String, _ path: String) {
            found.append(Diagnostic(.warning, feature: "state machine", message: message, path: path))
        }
        let inputTypes = Dictionary(inputs.map { ($0.name, $0.value.typeName) }, uniquingKeysWith: { first, _ in first })
        var names = Set<String>()
        var globals = 0
        for (index, input) in inputs.enumerated() where input.name.hasPrefix("@") {
            warn("the input \"\(input.name)\" is ignored: names starting with @ are reserved for built-ins", "inputs[\(index)].name")
        }
        if state(named: initial) == nil { warn("the initial state \"\(initial)\" is not one of the states", "initial") }
        for (index, state) in states.enumerated() {
            let path = "states[\(index)]"
            if !names.insert(state.name).inserted { warn("a second state is named \"\(state.name)\"", path + ".name") }
            if state.isGlobal {
                globals += 1
                if globals == 2 { warn("a second global state; a machine has at most one", path + ".type") }
            }
            if let ids = animationIDs, !state.animation.isEmpty, !ids.contains(state.animation) {
                warn("the animation \"\(state.animation)\" is not in the file", path + ".animation")
            }
            if let markers, let segment = state.playback.segment, !markers.contains(segment) {
                warn("the segment \"\(segment)\" is not a marker of the animation; the whole animation plays", path + ".segment")
            }
            if state.transitions.filter(\.guards.isEmpty).count > 1 {
                warn("more than one transition without guards; only the last is ever taken", path + ".transitions")
            }
            for (number, transition) in state.transitions.enumerated() {
                let transitionPath = path + ".transitions[\(number)]"
                if self.state(named: transition.target) == nil {
                    warn("the target state \"\(transition.target)\" is not one of the states", transitionPath + ".toState")
                }
                for (position, guardValue) in transition.guards.enumerated() {
                    check(guardValue, at: transitionPath + ".guards[\(position)]", inputTypes: inputTypes, warn: warn)
                }
            }
            check(state.entryActions, at: path + ".entryActions", inputTypes: inputTypes, warn: warn)
            check(state.exitActions, at: path + ".exitActions", inputTypes: inputTypes, warn: warn)
        }
        for (index, interaction) in interactions.enumerated() {
            let path = "interactions[\(index)]"
            if let name = interaction.stateName, state(named: name) == nil {
                warn("the state \"\(name)\" is not one of the states", path + ".stateName")
            }
            if let layer = interaction.layerName, let layerNames, !layerNames.contains(layer) {
                warn("no layer is named \"\(layer)\"; the interaction never happens", path + ".layerName")
            }
            check(interaction.actions, at: path + ".actions", inputTypes: inputTypes, warn: warn)
        }
        return found
    }

    private func check(_ guardValue: Guard, at path: String, inputTypes: [String: String], warn: (String, String) -> Void) {
        let expected: String
        let operand: Operand?
        switch guardValue {
        case .numeric(let input, _, let value):
            expected = "Numeric"
            operand = value
            if input == StateMachineBuiltIn.elapsedTime { return checkReference(value, expected, path + ".compareTo", inputTypes, warn) }
        case .string(_, _, let value): (expected, operand) = ("String", value)
        case .boolean(_, _, let value): (expected, operand) = ("Boolean", value)
        case .event: (expected, operand) = ("Event", nil)
        }
        checkInput(guardValue.input, expected, path + ".inputName", inputTypes, warn)
        if let operand { checkReference(operand, expected, path + ".compareTo", inputTypes, warn) }
    }

    private func check(_ actions: [Action], at path: String, inputTypes: [String: String], warn: (String, String) -> Void) {
        for (index, action) in actions.enumerated() {
            let actionPath = path + "[\(index)]"
            switch action {
            case .increment(let input, let value), .decrement(let input, let value):
                checkInput(input, "Numeric", actionPath + ".inputName", inputTypes, warn)
                if let value { checkReference(value, "Numeric", actionPath + ".value", inputTypes, warn) }
            case .multiply(let input, let value), .setNumeric(let input, let value):
                checkInput(input, "Numeric", actionPath + ".inputName", inputTypes, warn)
                checkReference(value, "Numeric", actionPath + ".value", inputTypes, warn)
            case .floor(let input), .clamp(let input, _, _), .setRandom(let input, _, _, _):
                checkInput(input, "Numeric", actionPath + ".inputName", inputTypes, warn)
            case .toggle(let input), .setBoolean(let input, _):
                checkInput(input, "Boolean", actionPath + ".inputName", inputTypes, warn)
            case .setString(let input, _):
                checkInput(input, "String", actionPath + ".inputName", inputTypes, warn)
            case .fire(let input):
                checkInput(input, "Event", actionPath + ".inputName", inputTypes, warn)
            case .reset(let input):
                if inputTypes[input] == nil { warn("no input is named \"\(input)\"", actionPath + ".inputName") }
            case .setTheme, .setFrame, .setProgress, .fireCustomEvent, .openURL: break
            }
        }
    }

    private func checkInput(_ name: String, _ type: String, _ path: String, _ inputTypes: [String: String], _ warn: (String, String) -> Void) {
        guard let found = inputTypes[name] else { return warn("no input is named \"\(name)\"", path) }
        if found != type { warn("the input \"\(name)\" is \(found), not \(type)", path) }
    }

    private func checkReference(_ operand: Operand, _ type: String, _ path: String, _ inputTypes: [String: String], _ warn: (String, String) -> Void) {
        guard case .reference(let name) = operand else { return }
        if name.hasPrefix("@") {
            if name != StateMachineBuiltIn.elapsedTime { warn("unknown built-in \"\(name)\" (@elapsedTime)", path) }
            return
        }
        // A string that starts with `$` but names no input is used as written.
        if type == "String", inputTypes[name] == nil { return }
        checkInput(name, type, path, inputTypes, warn)
    }
}

/// The inputs the engine provides itself.
package enum StateMachineBuiltIn {
    /// Seconds since the machine started.
    package static let elapsedTime = "@elapsedTime"
}

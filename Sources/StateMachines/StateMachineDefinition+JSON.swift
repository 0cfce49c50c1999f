import LottieModel

extension StateMachineDefinition {
    /// Reads a state machine from its JSON. Structural faults (malformed JSON, a missing or
    /// mistyped field, an unknown state, guard, action or interaction type, a limit passed)
    /// throw with the JSON path; faults of meaning (a transition to no state, a guard on no
    /// input) are left to ``diagnostics(animationIDs:markers:)``.
    package static func decode(_ bytes: some Collection<UInt8>) throws(StateMachineError) -> StateMachineDefinition {
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw StateMachineError("the state machine is not valid JSON: \(error)", at: "")
        }
        var reader = Reader()
        return try reader.definition(root)
    }
}

/// The decoder's walk, counting elements against ``StateMachineLimits/maxElements``.
private struct Reader {
    var elements = 0

    mutating func definition(_ value: JSONValue) throws(StateMachineError) -> StateMachineDefinition {
        let root = try object(value, "")
        let initial = try string(root["initial"], "initial")
        let stateValues = try array(root["states"], "states", limit: StateMachineLimits.maxStates)
        var states: [StateMachineDefinition.State] = []
        for (index, value) in stateValues.enumerated() { states.append(try state(value, "states[\(index)]")) }
        var inputs: [StateMachineDefinition.Input] = []
        if let values = root["inputs"] {
            for (index, value) in try array(values, "inputs", limit: StateMachineLimits.maxInputs).enumerated() {
                inputs.append(try input(value, "inputs[\(index)]"))
            }
        }
        var interactions: [StateMachineDefinition.Interaction] = []
        if let values = root["interactions"] {
            for (index, value) in try array(values, "interactions", limit: StateMachineLimits.maxInteractions).enumerated() {
                interactions.append(try interaction(value, "interactions[\(index)]"))
            }
        }
        return StateMachineDefinition(initial: initial, states: states, inputs: inputs, interactions: interactions)
    }

    // MARK: - Parts

    mutating func state(_ value: JSONValue, _ path: String) throws(StateMachineError) -> StateMachineDefinition.State {
        let object = try object(value, path)
        let type = try string(object["type"], path + ".type")
        guard type == "PlaybackState" || type == "GlobalState" else {
            throw StateMachineError("unknown state type \"\(type)\" (PlaybackState or GlobalState)", at: path + ".type")
        }
        var state = StateMachineDefinition.State(name: try string(object["name"], path + ".name"), isGlobal: type == "GlobalState")
        if let values = object["transitions"] {
            let list = try array(values, path + ".transitions", limit: StateMachineLimits.maxTransitionsPerState)
            for (index, value) in list.enumerated() { state.transitions.append(try transition(value, path + ".transitions[\(index)]")) }
        }
        state.entryActions = try actions(object["entryActions"], path + ".entryActions")
        state.exitActions = try actions(object["exitActions"], path + ".exitActions")
        guard !state.isGlobal else { return state }
        state.animation = try optionalString(object["animation"], path + ".animation") ?? ""
        var playback = StateMachineDefinition.Playback()
        playback.loops = try optionalBool(object["loop"], path + ".loop") ?? false
        playback.loopCount = Int(try optionalNumber(object["loopCount"], path + ".loopCount", in: 0...1_000_000) ?? 0)
        playback.isFinal = try optionalBool(object["final"], path + ".final") ?? false
        playback.autoplay = try optionalBool(object["autoplay"], path + ".autoplay") ?? false
        if let mode = try optionalString(object["mode"], path + ".mode") {
            guard let known = StateMachineDefinition.PlaybackMode(rawValue: mode) else {
                throw StateMachineError("unknown mode \"\(mode)\" (Forward, Reverse, Bounce or ReverseBounce)", at: path + ".mode")
            }
            playback.mode = known
        }
        if let speed = try optionalNumber(object["speed"], path + ".speed", in: 0...1_000), speed > 0 { playback.speed = speed }
        playback.segment = try optionalString(object["segment"], path + ".segment")
        if let color = try optionalNumber(object["backgroundColor"], path + ".backgroundColor", in: 0...Double(UInt32.max)) {
            playback.backgroundColor = UInt32(color)
        }
        state.playback = playback
        return state
    }

    mutating func transition(_ value: JSONValue, _ path: String) throws(StateMachineError) -> StateMachineDefinition.Transition {
        let object = try object(value, path)
        let type = try string(object["type"], path + ".type")
        var transition = StateMachineDefinition.Transition(target: try string(object["toState"], path + ".toState"))
        switch type {
        case "Transition": break
        case "Tweened":
            let duration = try number(object["duration"], path + ".duration", in: 0...3_600)
            let easing = try array(object["easing"], path + ".easing", limit: 4)
            guard easing.count == 4 else { throw StateMachineError("easing needs four numbers (x1, y1, x2, y2)", at: path + ".easing") }
            var handles: [Double] = []
            for (index, value) in easing.enumerated() { handles.append(try number(value, path + ".easing[\(index)]", in: -100...100)) }
            transition.tween = (duration, handles)
        default:
            throw StateMachineError("unknown transition type \"\(type)\" (Transition or Tweened)", at: path + ".type")
        }
        if let values = object["guards"] {
            let list = try array(values, path + ".guards", limit: StateMachineLimits.maxGuardsPerTransition)
            for (index, value) in list.enumerated() { transition.guards.append(try guardValue(value, path + ".guards[\(index)]")) }
        }
        return transition
    }

    mutating func guardValue(_ value: JSONValue, _ path: String) throws(StateMachineError) -> StateMachineDefinition.Guard {
        let object = try object(value, path)
        let type = try string(object["type"], path + ".type")
        let input = try string(object["inputName"], path + ".inputName")
        if type == "Event" { return .event(input: input) }
        let conditionText = try string(object["conditionType"], path + ".conditionType")
        guard let condition = StateMachineDefinition.Comparison(rawValue: conditionText) else {
            throw StateMachineError("unknown condition \"\(conditionText)\"", at: path + ".conditionType")
        }
        guard let compareTo = object["compareTo"] else { throw StateMachineError("compareTo is missing", at: path + ".compareTo") }
        let operand = try self.operand(compareTo, path + ".compareTo")
        switch type {
        case "Numeric": return .numeric(input: input, condition, operand)
        case "String": return .string(input: input, condition, operand)
        case "Boolean": return .boolean(input: input, condition, operand)
        default: throw StateMachineError("unknown guard type \"\(type)\" (Numeric, String, Boolean or Event)", at: path + ".type")
        }
    }

    mutating func actions(_ value: JSONValue?, _ path: String) throws(StateMachineError) -> [StateMachineDefinition.Action] {
        guard let value else { return [] }
        var actions: [StateMachineDefinition.Action] = []
        for (index, item) in try array(value, path, limit: StateMachineLimits.maxActionsPerList).enumerated() {
            actions.append(try action(item, path + "[\(index)]"))
        }
        return actions
    }

    mutating func action(_ value: JSONValue, _ path: String) throws(StateMachineError) -> StateMachineDefinition.Action {
        let object = try object(value, path)
        let type = try string(object["type"], path + ".type")
        func input() throws(StateMachineError) -> String { try string(object["inputName"], path + ".inputName") }
        func operand(_ key: String) throws(StateMachineError) -> StateMachineDefinition.Operand {
            guard let value = object[key] else { throw StateMachineError("\(key) is missing", at: path + "." + key) }
            return try self.operand(value, path + "." + key)
        }
        func optionalOperand(_ key: String) throws(StateMachineError) -> StateMachineDefinition.Operand? {
            guard let value = object[key] else { return nil }
            return try self.operand(value, path + "." + key)
        }
        switch type {
        case "Increment": return .increment(input: try input(), by: try optionalOperand("value"))
        case "Decrement": return .decrement(input: try input(), by: try optionalOperand("value"))
        case "Multiply": return .multiply(input: try input(), by: try operand("value"))
        case "Floor": return .floor(input: try input())
        case "Clamp": return .clamp(input: try input(), min: try optionalOperand("min"), max: try optionalOperand("max"))
        case "Toggle": return .toggle(input: try input())
        case "SetBoolean": return .setBoolean(input: try input(), try operand("value"))
        case "SetString": return .setString(input: try input(), try operand("value"))
        case "SetNumeric": return .setNumeric(input: try input(), try operand("value"))
        case "SetRandom":
            return .setRandom(
                input: try input(), min: try optionalOperand("min"), max: try optionalOperand("max"),
                integer: try optionalBool(object["integer"], path + ".integer") ?? false)
        case "Fire": return .fire(input: try input())
        case "Reset": return .reset(input: try input())
        case "SetTheme": return .setTheme(try operand("value"))
        case "SetFrame": return .setFrame(try operand("value"))
        case "SetProgress": return .setProgress(try operand("value"))
        case "FireCustomEvent": return .fireCustomEvent(try string(object["value"], path + ".value"))
        case "OpenUrl": return .openURL(try operand("url"), target: try optionalString(object["target"], path + ".target") ?? "")
        default: throw StateMachineError("unknown action type \"\(type)\"", at: path + ".type")
        }
    }

    mutating func interaction(_ value: JSONValue, _ path: String) throws(StateMachineError) -> StateMachineDefinition.Interaction {
        let object = try object(value, path)
        let type = try string(object["type"], path + ".type")
        guard let kind = StateMachineDefinition.InteractionKind(rawValue: type) else {
            throw StateMachineError("unknown interaction type \"\(type)\"", at: path + ".type")
        }
        var interaction = StateMachineDefinition.Interaction(kind: kind, actions: try actions(object["actions"] ?? .array([]), path + ".actions"))
        if kind == .onComplete || kind == .onLoopComplete {
            interaction.stateName = try string(object["stateName"], path + ".stateName")
        } else if kind != .pointerMove {
            interaction.layerName = try optionalString(object["layerName"], path + ".layerName")
        }
        return interaction
    }

    mutating func input(_ value: JSONValue, _ path: String) throws(StateMachineError) -> StateMachineDefinition.Input {
        let object = try object(value, path)
        let type = try string(object["type"], path + ".type")
        let name = try string(object["name"], path + ".name")
        switch type {
        case "Numeric": return .init(name: name, value: .numeric(try number(object["value"], path + ".value")))
        case "String": return .init(name: name, value: .string(try string(object["value"], path + ".value")))
        case "Boolean":
            guard case .bool(let flag) = object["value"] else { throw StateMachineError("value must be a boolean", at: path + ".value") }
            return .init(name: name, value: .boolean(flag))
        case "Event": return .init(name: name, value: .event)
        default: throw StateMachineError("unknown input type \"\(type)\" (Numeric, String, Boolean or Event)", at: path + ".type")
        }
    }

    /// A literal, or a reference to an input (`"$name"`) or a built-in (`"@elapsedTime"`).
    func operand(_ value: JSONValue, _ path: String) throws(StateMachineError) -> StateMachineDefinition.Operand {
        switch value {
        case .number(let number): return .number(StateMachineNumber.clamped(number))
        case .bool(let flag): return .bool(flag)
        case .string(let text):
            if text.hasPrefix("$") { return .reference(String(text.dropFirst())) }
            if text.hasPrefix("@") { return .reference(text) }
            return .string(text)
        default: throw StateMachineError("expected a number, a string or a boolean, found \(value.typeDescription)", at: path)
        }
    }

    // MARK: - Fields

    func object(_ value: JSONValue?, _ path: String) throws(StateMachineError) -> JSONObject {
        guard let object = value?.objectValue else {
            throw StateMachineError("expected an object, found \(value?.typeDescription ?? "nothing")", at: path)
        }
        return object
    }

    mutating func array(_ value: JSONValue?, _ path: String, limit: Int) throws(StateMachineError) -> [JSONValue] {
        guard let array = value?.arrayValue else {
            throw StateMachineError("expected an array, found \(value?.typeDescription ?? "nothing")", at: path)
        }
        guard array.count <= limit else { throw StateMachineError("\(array.count) entries; at most \(limit)", at: path) }
        elements += array.count
        guard elements <= StateMachineLimits.maxElements else {
            throw StateMachineError("more than \(StateMachineLimits.maxElements) states, transitions, guards, actions, inputs and interactions", at: path)
        }
        return array
    }

    func string(_ value: JSONValue?, _ path: String) throws(StateMachineError) -> String {
        guard let text = value?.stringValue else {
            throw StateMachineError("expected a string, found \(value?.typeDescription ?? "nothing")", at: path)
        }
        return text
    }

    func optionalString(_ value: JSONValue?, _ path: String) throws(StateMachineError) -> String? {
        guard let value, value != .null else { return nil }
        return try string(value, path)
    }

    func optionalBool(_ value: JSONValue?, _ path: String) throws(StateMachineError) -> Bool? {
        guard let value, value != .null else { return nil }
        guard case .bool(let flag) = value else { throw StateMachineError("expected a boolean, found \(value.typeDescription)", at: path) }
        return flag
    }

    /// A number, clamped into `range` (NaN cannot come from JSON; huge values can).
    func number(_ value: JSONValue?, _ path: String, in range: ClosedRange<Double> = -StateMachineNumber.limit...StateMachineNumber.limit)
        throws(StateMachineError) -> Double
    {
        guard let number = value?.numberValue else {
            throw StateMachineError("expected a number, found \(value?.typeDescription ?? "nothing")", at: path)
        }
        return min(max(number, range.lowerBound), range.upperBound)
    }

    func optionalNumber(_ value: JSONValue?, _ path: String, in range: ClosedRange<Double>) throws(StateMachineError) -> Double? {
        guard let value, value != .null else { return nil }
        return try number(value, path, in: range)
    }
}

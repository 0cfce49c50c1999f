extension StateMachineEngine {
    /// Runs `actions` in order. Those of an interaction settle the machine after each input
    /// they change; entry and exit actions leave settling to the transition that ran them.
    mutating func run(_ actions: [StateMachineDefinition.Action], settling: Bool, fromInteraction: Bool) {
        for action in actions {
            perform(action, settling: settling, fromAction: !fromInteraction)
        }
    }

    private mutating func perform(_ action: StateMachineDefinition.Action, settling: Bool, fromAction: Bool) {
        func setNumber(_ name: String, _ value: Double) {
            if set(name, .numeric(value), fromAction: fromAction), settling { settle() }
        }
        func current(_ name: String) -> Double? {
            if case .numeric(let value) = value(of: name) { return value }
            return nil
        }
        switch action {
        case .increment(let name, let operand), .decrement(let name, let operand):
            guard let value = current(name) else { return }
            let step = operand.flatMap(number) ?? 1
            if case .increment = action { setNumber(name, value + step) } else { setNumber(name, value - step) }
        case .multiply(let name, let operand):
            guard let value = current(name), let factor = number(operand), value * factor != value else { return }
            setNumber(name, value * factor)
        case .floor(let name):
            guard let value = current(name), value.rounded(.down) != value else { return }
            setNumber(name, value.rounded(.down))
        case .clamp(let name, let low, let high):
            guard let value = current(name) else { return }
            let lower = low.map(number)
            let upper = high.map(number)
            // A bound that names no numeric input makes the action do nothing.
            if lower == .some(nil) || upper == .some(nil) { return }
            let lo = lower ?? nil
            let hi = upper ?? nil
            if lo == nil && hi == nil { return }
            if let lo, let hi, lo > hi { return }
            let result = min(max(value, lo ?? value), hi ?? value)
            if result != value { setNumber(name, result) }
        case .setRandom(let name, let low, let high, let integer):
            guard current(name) != nil else { return }
            guard let lo = low.map(number) ?? 0, let hi = high.map(number) ?? 1, lo <= hi else { return }
            let r = nextRandom()
            setNumber(name, integer ? lo + (r * (hi - lo + 1)).rounded(.down) : lo + r * (hi - lo))
        case .setNumeric(let name, let operand):
            guard current(name) != nil, let value = number(operand) else { return }
            setNumber(name, value)
        case .toggle(let name):
            guard case .boolean(let flag) = value(of: name) else { return }
            if set(name, .boolean(!flag), fromAction: fromAction), settling { settle() }
        case .setBoolean(let name, let operand):
            guard case .boolean = value(of: name) else { return }
            let flag: Bool
            switch operand {
            case .bool(let literal): flag = literal
            case .reference(let reference):
                guard case .boolean(let referenced) = value(of: reference) else { return }
                flag = referenced
            case .number, .string: return
            }
            if set(name, .boolean(flag), fromAction: fromAction), settling { settle() }
        case .setString(let name, let operand):
            guard case .string = value(of: name), let text = string(operand) else { return }
            if set(name, .string(text), fromAction: fromAction), settling { settle() }
        case .fire(let name):
            _ = fire(name, settling: settling)
        case .reset(let name):
            reset(name, fromAction: fromAction)
            if settling { settle() }
        case .setTheme(let operand):
            if let theme = string(operand) { report(.themeRequested(theme)) }
        case .setFrame(let operand):
            guard let frame = number(operand) else { return }
            playhead.setFrame(frame)
        case .setProgress(let operand):
            guard let percent = number(operand) else { return }
            let timing = playhead.timing
            playhead.setFrame(timing.firstFrame + (timing.lastFrame - timing.firstFrame) * min(max(percent, 0), 100) / 100)
        case .fireCustomEvent(let message):
            report(.customEvent(message))
        case .openURL(let operand, let target):
            if let url = string(operand) { report(.openURL(url, target: target)) }
        }
    }

    /// A string operand: a literal, a string input, or `$name` as written when no input has
    /// that name.
    private func string(_ operand: StateMachineDefinition.Operand) -> String? {
        switch operand {
        case .string(let text): return text
        case .reference(let name):
            if case .string(let text) = value(of: name) { return text }
            return name.hasPrefix("@") ? name : "$" + name
        case .number(let value): return StateMachineNumber.text(value)
        case .bool(let flag): return flag ? "true" : "false"
        }
    }
}

extension StateMachineEngine {
    /// Takes the transitions the inputs and the pending event allow until none applies, as
    /// dotlottie-rs's pipeline does: the global state's transitions first, then the current
    /// state's; a transition whose guards wait for an event is tried only with one pending,
    /// and the others only without. A cycle of instant transitions stops the machine.
    mutating func settle() {
        guard status != .stopped, currentState != nil || globalName != nil else { return }
        var cycles = 0
        var visited: [String] = []
        var ignoreGlobal = false
        var taken = 0
        var again = true
        while again {
            again = false
            var ignoreChild = false
            if let last = visited.last, visited.dropLast().contains(last) {
                cycles += 1
                if cycles >= StateMachineLimits.maxCycles { return stopForCycle() }
                visited.removeAll()
            }
            if let currentState { visited.append(currentState) }
            taken += 1
            if taken > StateMachineLimits.maxTransitionsPerStep { return stopForCycle() }
            if !ignoreGlobal, takeGlobalTransition() {
                if status == .tweening { break }
                if inputsChangedByAction || pendingEvent != nil {
                    inputsChangedByAction = false
                    ignoreChild = true
                    again = true
                }
            }
            guard !ignoreChild, let name = currentState, let state = state(named: name),
                let transition = applicableTransition(of: state)
            else { continue }
            pendingEvent = nil
            guard setState(transition.target, by: transition, fromGlobal: false) else { break }
            if status == .tweening { break }
            again = true
            ignoreGlobal = !(inputsChangedByAction || pendingEvent != nil)
            inputsChangedByAction = false
        }
        if status != .tweening { pendingEvent = nil }
    }

    private mutating func stopForCycle() {
        stop()
        report(.error("a cycle of transitions does not settle; the machine is stopped"))
    }

    func state(named name: String) -> StateMachineDefinition.State? {
        stateTable[name]
    }

    private mutating func takeGlobalTransition() -> Bool {
        guard let global = globalName.flatMap(state(named:)), let transition = applicableTransition(of: global) else {
            return false
        }
        pendingEvent = nil
        let settled = status == .tweening ? tweenTargetName : currentState
        guard transition.target != settled else { return false }
        return setState(transition.target, by: transition, fromGlobal: true)
    }

    /// The first transition of `state` whose guards hold, else its last one without guards.
    private func applicableTransition(of state: StateMachineDefinition.State) -> StateMachineDefinition.Transition? {
        var unguarded: StateMachineDefinition.Transition?
        for transition in state.transitions {
            if transition.guards.isEmpty {
                unguarded = transition
                continue
            }
            guard transition.waitsForEvent == (pendingEvent != nil) else { continue }
            if transition.guards.allSatisfy(holds) { return transition }
        }
        return unguarded
    }

    private func holds(_ guardValue: StateMachineDefinition.Guard) -> Bool {
        switch guardValue {
        case .event(let name): return pendingEvent == name
        case .numeric(let name, let comparison, let operand):
            guard case .numeric(let value) = value(of: name), let other = number(operand) else { return false }
            return comparison.holds(value, other)
        case .string(let name, let comparison, let operand):
            guard case .string(let value) = value(of: name), let other = compared(operand, { if case .string(let v) = $0 { v } else { nil } })
            else { return false }
            return comparison.holds(value, equalTo: other)
        case .boolean(let name, let comparison, let operand):
            guard case .boolean(let value) = value(of: name), let other = compared(operand, { if case .boolean(let v) = $0 { v } else { nil } })
            else { return false }
            return comparison.holds(value, equalTo: other)
        }
    }

    /// A string or boolean guard's operand: its literal, or the value of the input it names
    /// (nil when that input is missing or of another type, which fails the guard).
    private func compared<T>(_ operand: StateMachineDefinition.Operand, _ extract: (StateMachineDefinition.InputValue) -> T?) -> T? {
        switch operand {
        case .string(let text): extract(.string(text))
        case .bool(let flag): extract(.boolean(flag))
        case .number(let number): extract(.numeric(number))
        case .reference(let name): value(of: name).flatMap(extract)
        }
    }

    /// Leaves the current state for `name`: exit actions (not for a transition of the global
    /// state), then, for a tweened transition to a state of the same animation, a blend to
    /// the target's first frame; otherwise the state is entered at once.
    @discardableResult
    mutating func setState(_ name: String, by transition: StateMachineDefinition.Transition?, fromGlobal: Bool) -> Bool {
        let interruptingTween = status == .tweening
        if interruptingTween, transition != nil, tweenTargetName == name { return true }
        let sourceExited = interruptingTween && tweenSourceExitedFlag
        guard let target = state(named: name) else {
            report(.error("the state \"\(name)\" does not exist"))
            return false
        }
        let previous = currentState ?? ""
        report(.transition(from: previous, to: name))
        if !sourceExited, let current = currentState.flatMap(state(named:)), !fromGlobal {
            run(current.exitActions, settling: false, fromInteraction: false)
        }
        if !sourceExited, !previous.isEmpty { report(.stateExited(previous)) }
        if let tween = transition?.tween {
            if target.isGlobal { return true }
            let sameAnimation = currentState.flatMap(state(named:)).map { $0.animation == target.animation } ?? false
            if sameAnimation, let frame = tweenTargetFrame(of: target) {
                playhead.startTween(to: frame, seconds: tween.duration, easing: tween.easing)
                tweenTargetName = name
                tweenSourceExitedFlag = sourceExited || !fromGlobal
                status = .tweening
                return true
            }
        }
        if interruptingTween {
            playhead.cancelTween()
            tweenTargetName = nil
            status = .running
        }
        currentState = name
        report(.stateEntered(name))
        enter(target)
        return true
    }

    /// The first frame a state shows: its segment's start (its end when it plays backwards).
    private func tweenTargetFrame(of state: StateMachineDefinition.State) -> Double? {
        let timing = playhead.timing
        let range: ClosedRange<Double>
        if let segment = state.playback.segment {
            guard let marker = timing.markers[segment] else { return nil }
            range = marker.lowerBound...min(marker.upperBound, timing.lastFrame)
        } else {
            range = timing.firstFrame...timing.lastFrame
        }
        return state.playback.mode.startsReversed ? range.upperBound : range.lowerBound
    }

    /// Ends a blend that reached its target: the target state is entered, on its first frame.
    mutating func finishTween() {
        status = .running
        guard let name = tweenTargetName, let target = state(named: name) else { return }
        tweenTargetName = nil
        let frame = playhead.frame
        currentState = name
        report(.stateEntered(name))
        enter(target)
        playhead.setFrame(frame)
    }

    /// Applies a state's playback settings, then runs its entry actions.
    private mutating func enter(_ state: StateMachineDefinition.State) {
        if !state.isGlobal {
            let playback = state.playback
            if !state.animation.isEmpty, state.animation != animation, let timing = animations[state.animation] {
                animation = state.animation
                playhead.load(timing)
            }
            playhead.setLoops(playback.loops, count: playback.loopCount)
            playhead.speed = playback.speed
            playhead.setSegment(marker: playback.segment)
            playhead.setMode(playback.mode)
            playhead.setPlaying(playback.autoplay)
        }
        run(state.entryActions, settling: false, fromInteraction: false)
        if state.playback.isFinal, !state.isGlobal { stop() }
    }

    /// A playback completion: the matching interactions of the current state run.
    mutating func playbackEnded(_ kind: StateMachineDefinition.InteractionKind) {
        guard status != .stopped, let name = currentState else { return }
        let actions = definition.interactions.filter { $0.kind == kind && $0.stateName == name }.flatMap(\.actions)
        run(actions, settling: true, fromInteraction: true)
    }
}

extension StateMachineDefinition.Comparison {
    /// Strings and booleans compare for equality only; other conditions never hold.
    func holds<T: Equatable>(_ value: T, equalTo other: T) -> Bool {
        self == .equal ? value == other : self == .notEqual ? value != other : false
    }

    func holds(_ value: Double, _ other: Double) -> Bool {
        switch self {
        case .equal: value == other
        case .notEqual: value != other
        case .greaterThan: value > other
        case .greaterThanOrEqual: value >= other
        case .lessThan: value < other
        case .lessThanOrEqual: value <= other
        }
    }
}

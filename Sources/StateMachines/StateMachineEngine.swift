/// Runs a ``StateMachineDefinition`` deterministically against a clock it is given: inputs,
/// guards, transitions (tweened ones blend the pose), entry and exit actions, each state's
/// playback, and the interactions that turn pointer and playback events into actions. The
/// rules are dotlottie-rs's (its `StateMachineEngine`), so that a file behaves here as it
/// does in dotlottie-web, -ios and -android.
///
/// Bounded: settling one event takes at most ``StateMachineLimits/maxTransitionsPerStep``
/// transitions, and a state visited again and again (a cycle of instant transitions) stops
/// the machine with an error event after ``StateMachineLimits/maxCycles`` rounds. Numbers
/// stay within ±1e9. `OpenUrl` never opens anything: it is reported as an event.
///
/// ```swift
/// var machine = try StateMachineEngine(definition, animations: ["": timing])
/// machine.start()
/// machine.post(.click, hits: { layer in layer == "star" })
/// machine.advance(by: 1 / 60)
/// print(machine.currentState, machine.playhead.frame)
/// ```
package struct StateMachineEngine: Sendable {
    package enum Status: Sendable, Equatable {
        case stopped, running, tweening
    }

    package let definition: StateMachineDefinition
    /// The animations the machine may show, by id ("" for the one shown first).
    package let animations: [String: StateMachinePlayhead.Timing]
    package internal(set) var status = Status.stopped
    package internal(set) var currentState: String?
    /// The animation shown ("" for the first one).
    package internal(set) var animation = ""
    package internal(set) var playhead: StateMachinePlayhead
    /// Seconds since ``start()``.
    package private(set) var elapsedTime = 0.0
    /// The inputs in the order the file declares them, with their current values.
    package private(set) var inputs: [StateMachineDefinition.Input]
    /// The last transitions taken, newest last (at most 32).
    package private(set) var history: [String] = []

    private var inputIndex: [String: Int] = [:]
    private var initialValues: [StateMachineDefinition.InputValue]
    private(set) var stateTable: [String: StateMachineDefinition.State] = [:]
    /// The global state's name (the first, when a file has several).
    private(set) var globalName: String?
    var pendingEvent: String?
    var inputsChangedByAction = false
    /// The state a running blend leads to.
    var tweenTargetName: String?
    var tweenSourceExitedFlag = false
    /// The layer the pointer is over, among those pointer interactions name ("" for none).
    var enteredLayer = ""
    private var random = StateMachineRandom()
    private var events: [StateMachineEvent] = []
    private var elapsedTimeMatters: Set<String> = []
    private var elapsedTimeInGlobal = false

    /// A machine ready to ``start()``; `animations` must hold "" (the animation shown first).
    package init(_ definition: StateMachineDefinition, animations: [String: StateMachinePlayhead.Timing]) {
        self.definition = definition
        self.animations = animations
        playhead = StateMachinePlayhead(timing: animations[""] ?? .init(inPoint: 0, outPoint: 1, frameRate: 30))
        let declared = definition.inputs.filter { !$0.name.hasPrefix("@") }
        var kept: [StateMachineDefinition.Input] = []
        for input in declared where inputIndex[input.name] == nil {
            inputIndex[input.name] = kept.count
            kept.append(input)
        }
        inputs = kept
        initialValues = kept.map(\.value)
        for state in definition.states where stateTable[state.name] == nil {
            stateTable[state.name] = state
            if state.isGlobal, globalName == nil { globalName = state.name }
            let usesElapsedTime = state.transitions.contains { transition in
                transition.guards.contains { guardValue in
                    guard case .numeric(let input, _, let operand) = guardValue else { return false }
                    return input == StateMachineBuiltIn.elapsedTime || operand == .reference(StateMachineBuiltIn.elapsedTime)
                }
            }
            if usesElapsedTime {
                if state.isGlobal { elapsedTimeInGlobal = true } else { elapsedTimeMatters.insert(state.name) }
            }
        }
    }

    /// The events since the last call, oldest first.
    package mutating func takeEvents() -> [StateMachineEvent] {
        defer { events.removeAll() }
        return events
    }

    /// Enters the initial state and settles. False, with an error event, when the initial
    /// state does not exist.
    @discardableResult
    package mutating func start() -> Bool {
        guard stateTable[definition.initial] != nil else {
            report(.error("the initial state \"\(definition.initial)\" does not exist"))
            return false
        }
        elapsedTime = 0
        random = StateMachineRandom()
        setState(definition.initial, by: nil, fromGlobal: false)
        guard status == .stopped else { return true }
        report(.started)
        status = .running
        settle()
        return true
    }

    /// Stops the machine: inputs keep their values, playback pauses.
    package mutating func stop() {
        guard status != .stopped else { return }
        status = .stopped
        playhead.setPlaying(false)
        report(.stopped)
    }

    /// Advances the clock by `seconds`: playback and tweens move, completions become
    /// `OnComplete` and `OnLoopComplete` interactions, and guards on `@elapsedTime` are tried.
    package mutating func advance(by seconds: Double) {
        let seconds = seconds.isFinite ? min(max(seconds, 0), 3_600) : 0
        for occurrence in playhead.advance(by: seconds) {
            switch occurrence {
            case .completed: playbackEnded(.onComplete)
            case .loopCompleted: playbackEnded(.onLoopComplete)
            case .tweenCompleted:
                guard status == .tweening else { break }
                finishTween()
                settle()
            }
        }
        guard status != .stopped else { return }
        elapsedTime = min(elapsedTime + seconds, StateMachineNumber.limit)
        if elapsedTimeInGlobal || currentState.map(elapsedTimeMatters.contains) == true { settle() }
    }

    // MARK: - Inputs

    /// The value of the input `name`, or nil when there is none (`@elapsedTime` included).
    package func value(of name: String) -> StateMachineDefinition.InputValue? {
        if name == StateMachineBuiltIn.elapsedTime { return .numeric(elapsedTime) }
        return inputIndex[name].map { inputs[$0].value }
    }

    /// Sets a numeric, string or boolean input and settles; false when the input does not
    /// exist or has another type.
    @discardableResult
    package mutating func set(_ name: String, to value: StateMachineDefinition.InputValue) -> Bool {
        guard set(name, value, fromAction: false) else { return false }
        settle()
        return true
    }

    /// Fires the event input `name` and settles; false when there is no such event.
    @discardableResult
    package mutating func fire(_ name: String) -> Bool {
        guard fire(name, settling: true) else { return false }
        return true
    }

    mutating func set(_ name: String, _ value: StateMachineDefinition.InputValue, fromAction: Bool) -> Bool {
        guard !name.hasPrefix("@"), let index = inputIndex[name] else { return false }
        let old = inputs[index].value
        let new: StateMachineDefinition.InputValue
        switch (old, value) {
        case (.numeric, .numeric(let number)): new = .numeric(StateMachineNumber.clamped(number))
        case (.string, .string), (.boolean, .boolean): new = value
        default: return false
        }
        inputs[index].value = new
        if old != new { report(.inputChanged(name: name, old: old, new: new)) }
        if fromAction { inputsChangedByAction = true }
        return true
    }

    mutating func reset(_ name: String, fromAction: Bool) {
        guard status != .stopped, let index = inputIndex[name], initialValues[index] != .event else { return }
        _ = set(name, initialValues[index], fromAction: fromAction)
    }

    mutating func fire(_ name: String, settling: Bool) -> Bool {
        guard let index = inputIndex[name], inputs[index].value == .event else { return false }
        report(.inputFired(name))
        pendingEvent = name
        if settling { settle() }
        return true
    }

    /// A numeric operand's value: a literal, an input or `@elapsedTime`.
    func number(_ operand: StateMachineDefinition.Operand) -> Double? {
        switch operand {
        case .number(let value): return value
        case .reference(let name):
            if case .numeric(let value) = value(of: name) { return value }
            return nil
        case .string, .bool: return nil
        }
    }

    // MARK: - Reporting

    mutating func report(_ event: StateMachineEvent) {
        if events.count >= 1_024 { events.removeFirst(events.count - 1_023) }
        events.append(event)
        if case .transition(let from, let to) = event {
            history.append("\(from.isEmpty ? "(start)" : from) -> \(to)")
            if history.count > 32 { history.removeFirst(history.count - 32) }
        }
    }

    mutating func nextRandom() -> Double { random.next() }
}

/// The machine's random numbers: PCG32 (XSH RR) seeded as dotlottie-rs seeds it (oorandom's
/// `Rand32::new(0x853c49e6748fea9b)`), and turned into floats the same way, so that a run
/// draws the numbers a dotlottie-rs player draws, the same every time.
struct StateMachineRandom: Sendable {
    private static let multiplier: UInt64 = 6_364_136_223_846_793_005
    private static let increment: UInt64 = (1_442_695_040_888_963_407 << 1) | 1
    private var state: UInt64 = 0

    init(seed: UInt64 = 0x853c_49e6_748f_ea9b) {
        _ = nextWord()
        state &+= seed
        _ = nextWord()
    }

    private mutating func nextWord() -> UInt32 {
        let old = state
        state = old &* Self.multiplier &+ Self.increment
        let shifted = UInt32(truncatingIfNeeded: ((old >> 18) ^ old) >> 27)
        let rotation = UInt32(truncatingIfNeeded: old >> 59)
        return (shifted >> rotation) | (shifted << ((32 &- rotation) & 31))
    }

    /// A number in [0, 1), with a float's 25 bits of precision.
    mutating func next() -> Double {
        Double(Float(nextWord() >> 7) * (1 / Float(1 << 25)))
    }
}

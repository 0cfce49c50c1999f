/// A dotLottie state machine (`s/ID.json` in a `.lottie`): named states that play parts of
/// the animation, inputs, interactions that turn pointer and playback events into actions,
/// and guarded transitions. The format is the dotLottie state machine specification 1.0 as
/// dotlottie-rs implements it; ``StateMachineDefinition/decode(_:)`` reads it.
package struct StateMachineDefinition: Sendable, Equatable {
    /// The state the machine starts in.
    package var initial: String
    package var states: [State]
    package var inputs: [Input]
    package var interactions: [Interaction]

    package init(initial: String, states: [State], inputs: [Input] = [], interactions: [Interaction] = []) {
        self.initial = initial
        self.states = states
        self.inputs = inputs
        self.interactions = interactions
    }

    /// A state: a playback state plays (part of) an animation; the global state holds
    /// transitions that are tried from every state.
    package struct State: Sendable, Equatable {
        package var name: String
        package var isGlobal: Bool
        package var transitions: [Transition]
        package var entryActions: [Action]
        package var exitActions: [Action]
        /// The animation of the `.lottie` to show ("" for the one already shown).
        package var animation: String
        package var playback: Playback

        package init(
            name: String, isGlobal: Bool = false, transitions: [Transition] = [], entryActions: [Action] = [],
            exitActions: [Action] = [], animation: String = "", playback: Playback = Playback()
        ) {
            self.name = name
            self.isGlobal = isGlobal
            self.transitions = transitions
            self.entryActions = entryActions
            self.exitActions = exitActions
            self.animation = animation
            self.playback = playback
        }
    }

    /// How a playback state plays: the fields of `PlaybackState`, with the defaults
    /// dotlottie-rs applies when one is absent.
    package struct Playback: Sendable, Equatable {
        package var loops = false
        /// Loops before completing; 0 loops forever.
        package var loopCount = 0
        /// Stops the machine once entered.
        package var isFinal = false
        package var autoplay = false
        package var mode = PlaybackMode.forward
        package var speed = 1.0
        /// A marker name: the segment played.
        package var segment: String?
        /// `0xRRGGBBAA`, when set.
        package var backgroundColor: UInt32?

        package init() {}
    }

    package enum PlaybackMode: String, Sendable, Equatable, CaseIterable {
        case forward = "Forward"
        case reverse = "Reverse"
        case bounce = "Bounce"
        case reverseBounce = "ReverseBounce"

        /// Whether the mode starts at the segment's end.
        package var startsReversed: Bool { self == .reverse || self == .reverseBounce }
    }

    package struct Transition: Sendable, Equatable {
        package var target: String
        package var guards: [Guard]
        /// Set for a tweened transition: the blend's length in seconds and its easing
        /// (a cubic bezier's two handles, x1 y1 x2 y2).
        package var tween: (duration: Double, easing: [Double])?

        package init(target: String, guards: [Guard] = [], tween: (duration: Double, easing: [Double])? = nil) {
            self.target = target
            self.guards = guards
            self.tween = tween
        }

        package static func == (lhs: Transition, rhs: Transition) -> Bool {
            lhs.target == rhs.target && lhs.guards == rhs.guards && lhs.tween?.duration == rhs.tween?.duration
                && lhs.tween?.easing == rhs.tween?.easing
        }

        /// Whether one of the guards waits for an event.
        package var waitsForEvent: Bool {
            guards.contains { if case .event = $0 { true } else { false } }
        }
    }

    package enum Comparison: String, Sendable, Equatable {
        case equal = "Equal"
        case notEqual = "NotEqual"
        case greaterThan = "GreaterThan"
        case greaterThanOrEqual = "GreaterThanOrEqual"
        case lessThan = "LessThan"
        case lessThanOrEqual = "LessThanOrEqual"
    }

    /// An operand: a literal, or a reference (`"$name"` to an input, `"@elapsedTime"`).
    package enum Operand: Sendable, Equatable {
        case number(Double)
        case string(String)
        case bool(Bool)
        /// An input's name (without its `$`), or a built-in (`@elapsedTime`).
        case reference(String)
    }

    package enum Guard: Sendable, Equatable {
        case numeric(input: String, Comparison, Operand)
        case string(input: String, Comparison, Operand)
        case boolean(input: String, Comparison, Operand)
        case event(input: String)

        package var input: String {
            switch self {
            case .numeric(let input, _, _), .string(let input, _, _), .boolean(let input, _, _), .event(let input): input
            }
        }
    }

    package enum Action: Sendable, Equatable {
        case increment(input: String, by: Operand?)
        case decrement(input: String, by: Operand?)
        case multiply(input: String, by: Operand)
        case floor(input: String)
        case clamp(input: String, min: Operand?, max: Operand?)
        case toggle(input: String)
        case setBoolean(input: String, Operand)
        case setString(input: String, Operand)
        case setNumeric(input: String, Operand)
        case setRandom(input: String, min: Operand?, max: Operand?, integer: Bool)
        case fire(input: String)
        case reset(input: String)
        case setTheme(Operand)
        case setFrame(Operand)
        case setProgress(Operand)
        case fireCustomEvent(String)
        /// Never opened: the URL is reported to whoever runs the machine.
        case openURL(Operand, target: String)

        /// The input the action changes or fires, if any.
        package var input: String? {
            switch self {
            case .increment(let input, _), .decrement(let input, _), .multiply(let input, _), .floor(let input),
                .clamp(let input, _, _), .toggle(let input), .setBoolean(let input, _), .setString(let input, _),
                .setNumeric(let input, _), .setRandom(let input, _, _, _), .fire(let input), .reset(let input):
                input
            case .setTheme, .setFrame, .setProgress, .fireCustomEvent, .openURL: nil
            }
        }
    }

    package struct Interaction: Sendable, Equatable {
        package var kind: InteractionKind
        /// For pointer interactions: the layer the pointer must be over (its name), or nil for
        /// the whole animation.
        package var layerName: String?
        /// For `OnComplete` and `OnLoopComplete`: the state whose playback it follows.
        package var stateName: String?
        package var actions: [Action]

        package init(kind: InteractionKind, layerName: String? = nil, stateName: String? = nil, actions: [Action]) {
            self.kind = kind
            self.layerName = layerName
            self.stateName = stateName
            self.actions = actions
        }
    }

    package enum InteractionKind: String, Sendable, Equatable, CaseIterable {
        case pointerDown = "PointerDown"
        case pointerUp = "PointerUp"
        case pointerEnter = "PointerEnter"
        case pointerExit = "PointerExit"
        case pointerMove = "PointerMove"
        case click = "Click"
        case onComplete = "OnComplete"
        case onLoopComplete = "OnLoopComplete"
    }

    package struct Input: Sendable, Equatable {
        package var name: String
        package var value: InputValue

        package init(name: String, value: InputValue) {
            self.name = name
            self.value = value
        }
    }

    package enum InputValue: Sendable, Equatable, CustomStringConvertible {
        case numeric(Double)
        case string(String)
        case boolean(Bool)
        case event

        package var typeName: String {
            switch self {
            case .numeric: "Numeric"
            case .string: "String"
            case .boolean: "Boolean"
            case .event: "Event"
            }
        }

        package var description: String {
            switch self {
            case .numeric(let value): StateMachineNumber.text(value)
            case .string(let value): "\"\(value)\""
            case .boolean(let value): value ? "true" : "false"
            case .event: "event"
            }
        }
    }

    /// The state named `name`.
    package func state(named name: String) -> State? {
        states.first { $0.name == name }
    }
}

/// Numbers as the state machine keeps them: finite and within ±1e9, so arithmetic on them
/// stays exact enough and never overflows into infinity or NaN.
package enum StateMachineNumber {
    package static let limit = 1e9

    /// `value` clamped into ±``limit``; NaN becomes 0.
    package static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -limit), limit)
    }

    /// A number as the panel and reports print it: integers without a fraction.
    package static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

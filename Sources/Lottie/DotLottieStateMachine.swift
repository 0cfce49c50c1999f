import Foundation
import LottieCore
import LottieGraphics
import LottieModel
import StateMachines

/// A dotLottie state machine (a `.lottie` file's `s/ID.json`) running against its animation:
/// the interactivity that dotlottie-web, -ios and -android run through dotlottie-rs, which
/// lottie-ios lacks. Inputs, guarded and tweened transitions, entry and exit actions, each
/// state's playback, and interactions (pointer events, optionally on a named layer, and
/// playback completions) behave as dotlottie-rs makes them behave.
///
/// The machine keeps its own clock: call ``advance(by:)`` with the time that passed, then
/// draw what it shows with ``render(width:height:contentMode:background:)``. Nothing leaves
/// the process: an `OpenUrl` action only reports its URL as an ``Event``.
///
/// ```swift
/// let file = try DotLottieFile.loadedFrom(filepath: "rating.lottie")
/// let machine = try DotLottieStateMachine(dotLottie: file, id: "rating")
/// machine.onEvent = { print($0) }
/// machine.start()
/// machine.post(.click, at: CGPoint(x: 120, y: 40))
/// machine.advance(by: 0.5)
/// print(machine.currentState ?? "-", machine.frame)
/// ```
public final class DotLottieStateMachine {
    /// An input's value.
    public enum InputValue: Equatable, Sendable, CustomStringConvertible {
        /// A number (kept within ±1e9).
        case numeric(Double)
        /// A text.
        case string(String)
        /// True or false.
        case boolean(Bool)
        /// An event input: it has no value, it is fired.
        case event

        /// The value as the state machine panel prints it.
        public var description: String { Self.model(self).description }

        static func model(_ value: InputValue) -> StateMachineDefinition.InputValue {
            switch value {
            case .numeric(let number): .numeric(number)
            case .string(let text): .string(text)
            case .boolean(let flag): .boolean(flag)
            case .event: .event
            }
        }

        init(_ value: StateMachineDefinition.InputValue) {
            switch value {
            case .numeric(let number): self = .numeric(number)
            case .string(let text): self = .string(text)
            case .boolean(let flag): self = .boolean(flag)
            case .event: self = .event
            }
        }
    }

    /// A pointer event, posted at composition coordinates.
    public enum PointerEvent: String, CaseIterable, Sendable {
        /// A button pressed.
        case down
        /// A button released.
        case up
        /// The pointer moved.
        case move
        /// The pointer came over the animation.
        case enter
        /// The pointer left the animation.
        case exit
        /// A press and release at one place.
        case click

        var model: StateMachinePointer {
            switch self {
            case .down: .down
            case .up: .up
            case .move: .move
            case .enter: .enter
            case .exit: .exit
            case .click: .click
            }
        }
    }

    /// What the machine reports as it runs, in words ("transition idle -> hover",
    /// "open URL https://… (not opened)").
    public struct Event: Equatable, Sendable, CustomStringConvertible {
        /// The report.
        public let description: String
        /// The URL of an `OpenUrl` action, which is never opened.
        public let url: String?
        /// The theme a `SetTheme` action asks for.
        public let theme: String?
        /// What went wrong, for an error (a cycle of transitions that stopped the machine, an
        /// initial state that does not exist).
        public let error: String?
    }

    /// Why a state machine cannot be read: the message and the JSON path in its file.
    public struct LoadingError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong.
        public let message: String
        /// Where, as a JSON path in the state machine's file (`states[1].transitions[0]`).
        public let path: String
        /// The message, after its path.
        public var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    /// The state machine's id (its file name in the `.lottie`).
    public let id: String
    /// Faults of meaning found when loading (unknown states, inputs, markers or layers), each
    /// with its JSON path; the machine runs without what they name.
    public let diagnostics: [Diagnostic]
    /// Called with every event, in order, as it happens.
    public var onEvent: ((Event) -> Void)?

    package private(set) var engine: StateMachineEngine
    package let renderer: LottieFrameRenderer

    /// A machine read from JSON, running against `animation`.
    public convenience init(json: Data, id: String = "", animation: LottieAnimation) throws(LoadingError) {
        try self.init(json: json, id: id, renderer: LottieFrameRenderer(animation: animation))
    }

    /// A machine drawn and hit-tested by `renderer` (the player's own).
    package init(json: Data, id: String, renderer: LottieFrameRenderer) throws(LoadingError) {
        let animation = renderer.animation
        let definition: StateMachineDefinition
        do {
            definition = try StateMachineDefinition.decode(json)
        } catch {
            throw LoadingError(message: error.message, path: error.path)
        }
        self.id = id
        let model = animation.model
        let markers = Dictionary(
            model.markers.map { ($0.name, $0.frame...($0.frame + max($0.duration, 0))) }, uniquingKeysWith: { first, _ in first })
        let timing = StateMachinePlayhead.Timing(
            inPoint: model.inPoint, outPoint: model.outPoint, frameRate: model.frameRate, markers: markers)
        self.renderer = renderer
        let layerNames = Set(renderer.keypathTree.nodes.filter { $0.kind == .layer }.map(\.name))
        diagnostics = definition.diagnostics(markers: Set(markers.keys), layerNames: layerNames)
        engine = StateMachineEngine(definition, animations: ["": timing])
    }

    /// The machine `id` of a `.lottie` file, against the file's default animation (with its
    /// images).
    public convenience init(dotLottie file: DotLottieFile, id: String) throws {
        guard let json = file.stateMachines[id] else {
            throw LoadingError(
                message: "no state machine \"\(id)\" (the file has: \(file.stateMachines.keys.sorted().joined(separator: ", ")))", path: "")
        }
        try self.init(json: json, id: id, animation: try file.animation())
        renderer.imageProvider = file.imageProvider
    }

    // MARK: - Running

    /// Enters the initial state. False when the machine cannot start (its initial state does
    /// not exist).
    @discardableResult
    public func start() -> Bool {
        defer { deliverEvents() }
        return engine.start()
    }

    /// Stops the machine; its inputs keep their values.
    public func stop() {
        engine.stop()
        deliverEvents()
    }

    /// Whether the machine is running (a tween in progress included).
    public var isRunning: Bool { engine.status != .stopped }

    /// The state the machine is in (during a tween, the one it is leaving).
    public var currentState: String? { engine.currentState }

    /// The frame shown (during a tween, the frame the blend starts from).
    public var frame: AnimationFrameTime { engine.playhead.frame }

    /// Advances the machine's clock by `seconds`.
    public func advance(by seconds: TimeInterval) {
        engine.advance(by: seconds)
        deliverEvents()
    }

    // MARK: - Inputs and events

    /// The inputs in the order the file declares them, with their current values.
    public var inputs: [(name: String, value: InputValue)] {
        engine.inputs.map { ($0.name, InputValue($0.value)) }
    }

    /// Sets a numeric, string or boolean input; false when there is no such input or it has
    /// another type. Numbers are kept within ±1e9.
    @discardableResult
    public func setInput(_ name: String, to value: InputValue) -> Bool {
        defer { deliverEvents() }
        return engine.set(name, to: InputValue.model(value))
    }

    /// Fires the event input `name`; false when there is no such event.
    @discardableResult
    public func fire(_ name: String) -> Bool {
        defer { deliverEvents() }
        return engine.fire(name)
    }

    /// Posts a pointer event at `point` (composition coordinates); interactions on a named
    /// layer happen when the point lies in the box of what that layer draws.
    public func post(_ event: PointerEvent, at point: CGPoint) {
        post(pointer: event.model, at: Vector2(Double(point.x), Double(point.y)))
    }

    package func post(pointer event: StateMachinePointer, at point: Vector2) {
        let frame = engine.playhead.frame
        let renderer = renderer
        engine.post(event) { renderer.hitTest(point, layerNamed: $0, atFrame: frame) }
        deliverEvents()
    }

    /// The middle of the box around what the layer named `name` draws now, in composition
    /// coordinates; nil when no layer has that name or it draws nothing.
    package func centre(ofLayerNamed name: String) -> Vector2? {
        for node in renderer.keypathTree.nodes where node.kind == .layer && node.name == name {
            guard let box = renderer.rasterizer.drawnBounds(of: renderer.displayList(of: node, frame: frame)) else { continue }
            return Vector2(box.minX + box.width / 2, box.minY + box.height / 2)
        }
        return nil
    }

    // MARK: - Drawing

    /// The display list of what the machine shows now: the frame, or during a tween the
    /// blend of the two poses.
    package func displayList() -> DisplayList {
        renderer.tween = engine.playhead.tween.map { ($0.to, $0.progress) }
        defer { renderer.tween = nil }
        return renderer.displayList(frame: engine.playhead.frame)
    }

    /// What the machine shows now, rendered into a `width`×`height` buffer.
    public func render(width: Int, height: Int, contentMode: LottieContentMode = .scaleAspectFit, background: Color? = nil) -> PixelBuffer {
        renderer.rasterize(displayList(), width: width, height: height, contentMode: contentMode, background: background)
    }

    private func deliverEvents() {
        for event in engine.takeEvents() {
            var url: String?
            var theme: String?
            var error: String?
            if case .openURL(let address, _) = event { url = address }
            if case .themeRequested(let id) = event { theme = id }
            if case .error(let message) = event { error = message }
            onEvent?(Event(description: event.description, url: url, theme: theme, error: error))
        }
    }
}

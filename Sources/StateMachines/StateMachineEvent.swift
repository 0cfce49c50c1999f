/// What a running state machine reports: its state changes, input changes, and the requests
/// it makes of whoever shows it (a theme, a URL, a custom event). Observers drain them with
/// ``StateMachineEngine/takeEvents()``.
package enum StateMachineEvent: Sendable, Equatable, CustomStringConvertible {
    case started
    case stopped
    case transition(from: String, to: String)
    case stateEntered(String)
    case stateExited(String)
    case inputChanged(name: String, old: StateMachineDefinition.InputValue, new: StateMachineDefinition.InputValue)
    case inputFired(String)
    case customEvent(String)
    /// An `OpenUrl` action: never opened, only reported.
    case openURL(String, target: String)
    case themeRequested(String)
    case error(String)

    package var description: String {
        switch self {
        case .started: "started"
        case .stopped: "stopped"
        case .transition(let from, let to): "transition \(from.isEmpty ? "(none)" : from) -> \(to)"
        case .stateEntered(let name): "entered \(name)"
        case .stateExited(let name): "exited \(name)"
        case .inputChanged(let name, let old, let new): "\(name): \(old) -> \(new)"
        case .inputFired(let name): "fired \(name)"
        case .customEvent(let message): "custom event \(message)"
        case .openURL(let url, let target): "open URL \(url)" + (target.isEmpty ? "" : " (\(target))") + " (not opened)"
        case .themeRequested(let theme): "theme \(theme)"
        case .error(let message): "error: \(message)"
        }
    }
}

/// A pointer event at composition coordinates, as the host of a machine posts it.
package enum StateMachinePointer: String, Sendable, Equatable, CaseIterable {
    case down = "PointerDown"
    case up = "PointerUp"
    case move = "PointerMove"
    case enter = "PointerEnter"
    case exit = "PointerExit"
    case click = "Click"

    var interaction: StateMachineDefinition.InteractionKind {
        switch self {
        case .down: .pointerDown
        case .up: .pointerUp
        case .move: .pointerMove
        case .enter: .pointerEnter
        case .exit: .pointerExit
        case .click: .click
        }
    }
}

import Foundation
import LottieCore
import LottieModel
import StateMachines

extension DotLottieFile {
    /// One state machine of the file as `info`, `analyze` and `check` report it: what it holds
    /// (nil when it cannot be read) and its diagnostics, each at `s/ID.json:` and the JSON path
    /// inside that file.
    package struct StateMachineSummary {
        package var id: String
        package var definition: StateMachineDefinition?
        package var diagnostics: [Diagnostic]
    }

    /// The file's state machines, by id, checked against `animation` (its markers and layers).
    package func stateMachineSummaries(for animation: LottieAnimation) -> [StateMachineSummary] {
        guard !stateMachines.isEmpty else { return [] }
        let model = animation.model
        let markers = Set(model.markers.map(\.name))
        let layerNames = Set(KeypathTree(animation: model).nodes.filter { $0.kind == .layer }.map(\.name))
        return stateMachines.keys.sorted().map { id in
            let place = "s/\(id).json"
            do throws(StateMachineError) {
                let definition = try StateMachineDefinition.decode(stateMachines[id] ?? Data())
                let found = definition.diagnostics(animationIDs: Set(animationIds), markers: markers, layerNames: layerNames).map {
                    Diagnostic($0.severity, feature: $0.feature, message: $0.message, path: place + ":" + $0.path)
                }
                return StateMachineSummary(id: id, definition: definition, diagnostics: found)
            } catch {
                let diagnostic = Diagnostic(
                    .warning, feature: "state machine", message: "the state machine cannot be read: \(error.message)",
                    path: place + (error.path.isEmpty ? "" : ":" + error.path))
                return StateMachineSummary(id: id, definition: nil, diagnostics: [diagnostic])
            }
        }
    }
}

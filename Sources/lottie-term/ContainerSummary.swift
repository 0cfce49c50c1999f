import Lottie
import LottieModel
import StateMachines

/// The part of `info` about a dotLottie container: its version and the animations it
/// holds, with the v1 playback settings of each, its themes and its state machines.
struct ContainerSummary {
    let file: DotLottieFile
    /// The id of the animation `info` describes.
    let shown: String?
    /// The state machines, read and checked.
    let machines: [DotLottieFile.StateMachineSummary]

    // MARK: - Text

    /// `container` and `animations` rows; `*` marks the animation described above.
    var text: String {
        var lines = ["container".padding(12) + "dotLottie v\(file.manifest?.version ?? "?"), \(file.animationIds.count) animation\(file.animationIds.count == 1 ? "" : "s")"]
        lines.append("animations".padding(12) + "(* shown, default \(file.defaultAnimationId))")
        for id in file.animationIds {
            let settings = file.manifestEntry(forAnimation: id).map(Self.settingsText) ?? ""
            let marker = id == shown ? "  * " : "    "
            lines.append(marker + (settings.isEmpty ? id : id.padding(20) + settings))
        }
        if !file.themes.isEmpty { lines.append("themes".padding(12) + file.themes.keys.sorted().joined(separator: ", ")) }
        if !machines.isEmpty { lines.append("machines".padding(12) + "\(machines.count) state machine\(machines.count == 1 ? "" : "s")") }
        for machine in machines {
            guard let definition = machine.definition else {
                lines.append("    " + machine.id.padding(20) + "cannot be read")
                continue
            }
            let kinds = Set(definition.interactions.map(\.kind.rawValue)).sorted()
            lines.append(
                "    " + machine.id.padding(20) + "\(definition.states.count) states (initial \(definition.initial)), "
                    + "\(definition.inputs.count) inputs, \(definition.interactions.count) interactions"
                    + (kinds.isEmpty ? "" : " (" + kinds.joined(separator: ", ") + ")"))
            if !definition.inputs.isEmpty {
                lines.append("      inputs  " + definition.inputs.map { "\($0.name) (\($0.value.typeName) \($0.value))" }.joined(separator: ", "))
            }
            for diagnostic in machine.diagnostics { lines.append("      \(diagnostic.severity.rawValue): \(diagnostic.path): \(diagnostic.message)") }
        }
        return lines.joined(separator: "\n")
    }

    private static func settingsText(_ entry: DotLottieManifest.Animation) -> String {
        var parts: [String] = []
        if let loop = entry.loop { parts.append(loop ? "loop" : "play once") }
        if let speed = entry.speed { parts.append("speed \(number(speed))") }
        if let direction = entry.direction { parts.append("direction \(direction)") }
        if let mode = entry.playMode { parts.append(mode) }
        if let autoplay = entry.autoplay { parts.append(autoplay ? "autoplay" : "no autoplay") }
        return parts.joined(separator: ", ")
    }

    // MARK: - JSON

    /// `{format, version, generator, animation, defaultAnimation, animations: [{id, loop?, speed?, …}], themes}`.
    var json: JSONValue {
        var object = JSONObject()
        object.append("format", .string("dotLottie"))
        object.append("version", file.manifest?.version.map { .string($0) } ?? .null)
        object.append("generator", file.manifest?.generator.map { .string($0) } ?? .null)
        object.append("animation", shown.map { .string($0) } ?? .null)
        object.append("defaultAnimation", .string(file.defaultAnimationId))
        object.append("animations", .array(file.animationIds.map { .object(Self.animationObject(id: $0, file.manifestEntry(forAnimation: $0))) }))
        object.append("themes", .array(file.themes.keys.sorted().map { .string($0) }))
        object.append("stateMachines", .array(machines.map { .object(Self.machineObject($0)) }))
        return .object(object)
    }

    /// `{id, initial, states: [{name, type}], inputs: [{name, type, value}], interactions: [{type, layer?, state?}], diagnostics}`.
    private static func machineObject(_ machine: DotLottieFile.StateMachineSummary) -> JSONObject {
        var object = JSONObject()
        object.append("id", .string(machine.id))
        if let definition = machine.definition {
            object.append("initial", .string(definition.initial))
            object.append(
                "states",
                .array(definition.states.map { .object(JSONObject([("name", .string($0.name)), ("type", .string($0.isGlobal ? "GlobalState" : "PlaybackState"))])) }))
            object.append("inputs", .array(definition.inputs.map { Self.inputValue($0) }))
            object.append(
                "interactions",
                .array(
                    definition.interactions.map { interaction in
                        var entry = JSONObject([("type", .string(interaction.kind.rawValue))])
                        if let layer = interaction.layerName { entry.append("layer", .string(layer)) }
                        if let state = interaction.stateName { entry.append("state", .string(state)) }
                        return .object(entry)
                    }))
        }
        object.append(
            "diagnostics",
            .array(machine.diagnostics.map { .object(JSONObject([("path", .string($0.path)), ("message", .string($0.message))])) }))
        return object
    }

    private static func inputValue(_ input: StateMachineDefinition.Input) -> JSONValue {
        var object = JSONObject([("name", .string(input.name)), ("type", .string(input.value.typeName))])
        switch input.value {
        case .numeric(let number): object.append("value", .number(number))
        case .string(let text): object.append("value", .string(text))
        case .boolean(let flag): object.append("value", .bool(flag))
        case .event: break
        }
        return .object(object)
    }

    private static func animationObject(id: String, _ entry: DotLottieManifest.Animation?) -> JSONObject {
        var object = JSONObject()
        object.append("id", .string(id))
        guard let entry else { return object }
        if let loop = entry.loop { object.append("loop", .bool(loop)) }
        if let speed = entry.speed { object.append("speed", .number(speed)) }
        if let direction = entry.direction { object.append("direction", .number(Double(direction))) }
        if let mode = entry.playMode { object.append("playMode", .string(mode)) }
        if let autoplay = entry.autoplay { object.append("autoplay", .bool(autoplay)) }
        return object
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

import Lottie
import LottieModel

/// The part of `info` about a dotLottie container: its version and the animations it
/// holds, with the v1 playback settings of each.
struct ContainerSummary {
    let file: DotLottieFile
    /// The id of the animation `info` describes.
    let shown: String?

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

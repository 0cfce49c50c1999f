import Archives
import Foundation
import LottieModel

/// A dotLottie theme turned into slot overrides (`slots` of the animation JSON): a v1 theme
/// file is a slots object already; a v2 theme (`{"rules": [...]}`) becomes one slot per
/// `Color`, `Scalar`, `Vector` or `Position` rule, static (`value`) or keyframed (`keyframes`).
/// Rules limited to other animations (`animations`) are skipped, and so are the rule types
/// that are not plain properties (`Gradient`, `Image`, `Text`).
struct DotLottieTheme {
    /// Slot id → slot object (`{"p": property}`).
    let slots: JSONObject

    init(jsonBytes: some Collection<UInt8>, animationId: String) throws(ContainerError) {
        let root: JSONValue
        do {
            root = try JSONReader.parse(jsonBytes)
        } catch {
            throw ContainerError("the theme is not valid JSON: \(error)")
        }
        guard let object = root.objectValue else { throw ContainerError("the theme must be a JSON object") }
        guard let rules = object["rules"]?.arrayValue else {
            slots = object
            return
        }
        var slots = JSONObject()
        for case .object(let rule) in rules {
            guard let id = rule["id"]?.stringValue, let property = Self.property(rule) else { continue }
            if let only = rule["animations"]?.arrayValue, !only.contains(.string(animationId)) { continue }
            slots.append(id, .object(JSONObject([("p", .object(property))])))
        }
        self.slots = slots
    }

    /// The animation JSON with the theme's slots replacing or joining its own.
    func applied(to json: Data) throws -> Data {
        guard case .object(var root) = try JSONReader.parse(json) else { return json }
        var merged = root["slots"]?.objectValue ?? JSONObject()
        for (id, slot) in slots.entries {
            merged.entries.removeAll { $0.key == id }
            merged.append(id, slot)
        }
        root.entries.removeAll { $0.key == "slots" }
        root.append("slots", .object(merged))
        return Data(JSONWriter.bytes(of: .object(root)))
    }

    // MARK: - v2 rules

    private static let propertyTypes: Set<String> = ["color", "scalar", "vector", "position"]

    /// `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}` for a property rule.
    private static func property(_ rule: JSONObject) -> JSONObject? {
        guard let type = rule["type"]?.stringValue?.lowercased(), propertyTypes.contains(type) else { return nil }
        if let value = rule["value"] {
            return JSONObject([("a", .number(0)), ("k", value)])
        }
        guard let frames = rule["keyframes"]?.arrayValue, !frames.isEmpty else { return nil }
        let keyframes = frames.compactMap { frame -> JSONValue? in
            guard let object = frame.objectValue, let time = object["frame"]?.numberValue, let value = object["value"] else {
                return nil
            }
            var keyframe = JSONObject([("t", .number(time)), ("s", value.arrayValue == nil ? .array([value]) : value)])
            if let tangent = object["inTangent"] { keyframe.append("i", tangent) }
            if let tangent = object["outTangent"] { keyframe.append("o", tangent) }
            if object["hold"] == .bool(true) { keyframe.append("h", .number(1)) }
            return .object(keyframe)
        }
        return keyframes.isEmpty ? nil : JSONObject([("a", .number(1)), ("k", .array(keyframes))])
    }
}

import LottieCore
import LottieGraphics
import LottieModel

/// Slot values to and from the JSON a slot holds (`slots.<id>.p`): `{a, k}` for properties,
/// `{p, k: {a, k}}` for gradients, `{k: [{t, s: document}]}` for text and `{w, h, u, p, e}`
/// for images. Used by ``LottieAnimation/slots``, ``LottieAnimation/settingSlotValues(_:)`` and
/// dotLottie themes.
enum SlotJSON {
    // MARK: - Reading

    /// The value `use` holds now (its first keyframe's, when keyframed) and whether it is keyframed.
    static func value(of use: SlotUse) -> (value: LottieSlotValue?, isAnimated: Bool) {
        guard let object = use.value.objectValue else { return (nil, false) }
        switch use.kind {
        case .image:
            let name = object["p"]?.stringValue ?? ""
            return (.image(name.hasPrefix("data:") ? name : (object["u"]?.stringValue ?? "") + name), false)
        case .gradient:
            let (flat, isAnimated) = first(object["k"]?.objectValue?["k"])
            let count = object["p"]?.numberValue.map { $0.clampedInt(in: 0...1_000) }
            guard case .gradient(let stops) = KeypathValue.gradient(model: GradientValues(numbers(flat)), colorCount: count) else {
                return (nil, isAnimated)
            }
            return (.gradient(stops), isAnimated)
        case .text:
            let (document, isAnimated) = first(object["k"])
            return (document?.objectValue?["t"]?.stringValue.map(LottieSlotValue.text), isAnimated)
        case .color, .scalar, .vector, .position:
            let (k, isAnimated) = first(object["k"])
            return (property(numbers(k), kind: use.kind), isAnimated)
        }
    }

    /// The value of a keyframed `k` at its first keyframe (`s`), or `k` itself.
    private static func first(_ k: JSONValue?) -> (JSONValue?, isAnimated: Bool) {
        guard let keyframes = k?.arrayValue, let keyframe = keyframes.first?.objectValue, keyframe["t"] != nil else { return (k, false) }
        return (keyframe["s"], keyframes.count > 1)
    }

    private static func numbers(_ value: JSONValue?) -> [Double] {
        if let number = value?.numberValue { return [number] }
        return value?.arrayValue?.compactMap(\.numberValue) ?? []
    }

    private static func property(_ numbers: [Double], kind: SlotKind) -> LottieSlotValue? {
        switch kind {
        case .color where numbers.count >= 3:
            let model = Color(r: numbers[0], g: numbers[1], b: numbers[2], a: numbers.count > 3 ? numbers[3] : 1)
            guard case .color(let color) = KeypathValue.color(model: model) else { return nil }
            return .color(color)
        case .scalar where !numbers.isEmpty: return .scalar(numbers[0])
        case .vector where numbers.count >= 2, .position where numbers.count >= 2: return .vector(Vector2(numbers[0], numbers[1]))
        default: return nil
        }
    }

    // MARK: - Writing

    /// The slot property (`slots.<id>.p`) holding `value` for a slot used first at `use`
    /// (whose text document and image size are kept).
    static func property(_ value: LottieSlotValue, replacing use: SlotUse) -> JSONValue {
        switch value {
        case .color(let color): constant([color.r, color.g, color.b, color.a].json)
        case .scalar(let number): constant(.number(number))
        case .vector(let vector): constant([vector.x, vector.y].json)
        case .gradient(let stops): gradient(constant(flat(stops)), count: stops.count)
        case .text(let text): self.text(keyframes: [(0, [("t", .string(text))])], into: use)
        case .image(let path): image(path, width: nil, height: nil, replacing: use)
        }
    }

    /// `{a: 0, k: value}`.
    static func constant(_ value: JSONValue) -> JSONValue {
        .object(JSONObject([("a", .number(0)), ("k", value)]))
    }

    /// `{p: count, k: property}`.
    static func gradient(_ property: JSONValue, count: Int) -> JSONValue {
        .object(JSONObject([("p", .number(Double(count))), ("k", property)]))
    }

    /// The flat `[offset, r, g, b] × n, [offset, a] × n` array of `stops`.
    static func flat(_ stops: [GradientStop]) -> JSONValue {
        KeypathValue.gradientModel(stops).values.values.json
    }

    /// A text slot: a keyframe per `(time, fields)`, each the document `use` shows now with
    /// `fields` replacing its own.
    static func text(keyframes: [(time: Double, fields: [(String, JSONValue)])], into use: SlotUse?) -> JSONValue {
        let current = first(use?.value.objectValue?["k"]).0?.objectValue ?? JSONObject()
        let documents = keyframes.map { keyframe -> JSONValue in
            var document = current
            for (key, value) in keyframe.fields {
                document.entries.removeAll { $0.key == key }
                document.append(key, value)
            }
            return .object(JSONObject([("t", .number(keyframe.time)), ("s", .object(document))]))
        }
        return .object(JSONObject([("k", .array(documents))]))
    }

    /// An image slot showing `path` (a `data:` URL, or `u` + `p` split at the last `/`), at
    /// `width`×`height` or the size of the asset `use` names.
    static func image(_ path: String, width: Double?, height: Double?, replacing use: SlotUse?) -> JSONValue {
        let asset = use?.value.objectValue
        var slot = JSONObject()
        slot.append("w", width.map(JSONValue.number) ?? asset?["w"] ?? .number(0))
        slot.append("h", height.map(JSONValue.number) ?? asset?["h"] ?? .number(0))
        if path.hasPrefix("data:") {
            slot.append("u", .string(""))
            slot.append("p", .string(path))
            slot.append("e", .number(1))
        } else {
            let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
            slot.append("u", .string(String(path[..<slash])))
            slot.append("p", .string(String(path[slash...])))
            slot.append("e", .number(0))
        }
        return .object(slot)
    }

    // MARK: - Merging

    /// Puts `slots` (id → slot property) into the animation JSON `root`'s `slots`, replacing
    /// slots of the same id.
    static func merge(_ slots: [(id: String, property: JSONValue)], into root: inout JSONObject) {
        var merged = root["slots"]?.objectValue ?? JSONObject()
        for (id, property) in slots {
            merged.entries.removeAll { $0.key == id }
            merged.append(id, .object(JSONObject([("p", property)])))
        }
        root.entries.removeAll { $0.key == "slots" }
        root.append("slots", .object(merged))
    }
}

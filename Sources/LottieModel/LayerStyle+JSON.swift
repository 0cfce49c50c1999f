import LottieGraphics

extension LayerStyle {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        kind = Kind(code: try context.int(object, "ty", default: -1))
        name = try context.optionalString(object, "nm")
        matchName = try context.optionalString(object, "mn")
        color = try .optional(object, "c", context)
        opacity = try kind == .colorOverlay ? .optional(object, "so", context) : .optional(object, "o", context)
        size = try .optional(object, "s", context)
        angle = try .optional(object, "a", context)
        distance = try .optional(object, "d", context)
        choke = try .optional(object, "ch", context)
        blendMode = try .optional(object, "bm", context)
        let typed: Set<String> = ["ty", "nm", "mn", "c", kind == .colorOverlay ? "so" : "o", "s", "a", "d", "ch", "bm"]
        others = JSONObject(object.entries.filter { !typed.contains($0.key) }.map { ($0.key, JSONValue($0.value)) })
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.append("ty", .number(Double(kind.code)))
        object.set("nm", name)
        object.set("mn", matchName)
        object.set("c", color?.json)
        object.set(kind == .colorOverlay ? "so" : "o", opacity?.json)
        object.set("s", size?.json)
        object.set("a", angle?.json)
        object.set("d", distance?.json)
        object.set("ch", choke?.json)
        object.set("bm", blendMode?.json)
        for (key, value) in others.entries { object.append(key, value) }
        return .object(object)
    }
}

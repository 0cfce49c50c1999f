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
        if kind == .gradientOverlay, let gf = try context.optionalObject(object, "gf") {
            (gradientColorCount, gradientStops) = try context.at("gf") { () throws(LottieDecodingError) in
                (try context.lenientInt(gf, "p"), try Property<GradientValues>.required(gf, "k", context))
            }
        }
        // Exporters write these as plain numbers or as static properties; kept as written.
        gradientType = kind == .gradientOverlay ? Self.staticNumber(object["gt"]).map { Int(min(max($0, 0), 9)) } : nil
        isReversed = kind == .gradientOverlay && (Self.staticNumber(object["re"]) ?? 0) != 0
        var typed: Set<String> = ["ty", "nm", "mn", "c", kind == .colorOverlay ? "so" : "o", "s", "a", "d", "ch", "bm"]
        if kind == .gradientOverlay { typed.insert("gf") }
        others = JSONObject(object.entries.filter { !typed.contains($0.key) }.map { ($0.key, JSONValue($0.value)) })
    }

    /// A number written bare, as a boolean, or as a static property's `k`; nil otherwise.
    private static func staticNumber(_ node: JSONNode?) -> Double? {
        guard let node else { return nil }
        if let bool = node.bool { return bool ? 1 : 0 }
        let value = node.number ?? node.object?["k"]?.number
        return value.flatMap { $0.isFinite ? $0 : nil }
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
        if let gradientStops {
            var gf = JSONObject()
            gf.set("p", gradientColorCount)
            gf.append("k", gradientStops.json)
            object.append("gf", .object(gf))
        }
        for (key, value) in others.entries { object.append(key, value) }
        return .object(object)
    }
}

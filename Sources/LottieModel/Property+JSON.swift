import LottieGraphics

extension Property where Value: KeyframeDecodable {
    /// Decodes `{a, k, x, sid}`. Static or keyframed is decided from the shape of `k`,
    /// not from `a`. A `sid` naming an existing slot takes the slot's property instead.
    package init(json value: JSONNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        var sid, k, a, x: JSONNode?
        try context.object(value).forEachEntry { key, value in
            switch key {
            case JSONObjectNode.code("k"): k = value
            case JSONObjectNode.code("a"): a = value
            case JSONObjectNode.code("x"): x = value
            case JSONObjectNode.code("sid"): sid = value
            default: break
            }
        }
        let slotID = try context.optionalString(sid, "sid")
        if let slotID, let slot = try Self.slotProperty(slotID, context: context) {
            self = slot
            self.slotID = slotID
            return
        }
        guard let k else { throw context.missing("k") }
        if let flag = a, flag.bool == nil, flag.number != 0, flag.number != 1 {
            context.at("a") {
                context.diagnose(.warning, "invalid value", "the animated flag is \(JSONWriter.string(of: JSONValue(flag))), not 0 or 1; the shape of \"k\" decides")
            }
        }
        let animation = try context.at("k") { () throws(LottieDecodingError) in try Self.animation(from: k, context: context) }
        let source = try context.optionalString(x, "x")
        var expression: PropertyExpression?
        if let source, !source.isEmpty {
            expression = context.at("x") { context.expression(source) }
        }
        self.init(animation, compiledExpression: expression, slotID: slotID)
    }

    /// Decodes the property at `key`, or returns nil when the key is absent or null.
    /// Inlined so a literal key's lookup folds (see `JSONObjectNode.subscript`).
    @inline(__always)
    package static func optional(
        _ object: JSONObjectNode, _ key: StaticString, _ context: DecodingContext
    ) throws(LottieDecodingError) -> Property? {
        try optional(object[key], key, context)
    }

    /// Decodes the property `value` found at `key`; nil when it is absent or null.
    package static func optional(
        _ value: JSONNode?, _ key: StaticString, _ context: DecodingContext
    ) throws(LottieDecodingError) -> Property? {
        guard let value, !value.isNull else { return nil }
        return try context.at(key) { () throws(LottieDecodingError) in try Property(json: value, context: context) }
    }

    /// Decodes the property at `key`, or `fallback` when it is absent.
    @inline(__always)
    package static func decode(
        _ object: JSONObjectNode, _ key: StaticString, _ context: DecodingContext, default fallback: Value
    ) throws(LottieDecodingError) -> Property {
        try optional(object, key, context) ?? Property(constant: fallback)
    }

    /// Decodes the property `value` found at `key`, or `fallback` when it is absent or null.
    package static func decode(
        _ value: JSONNode?, _ key: StaticString, _ context: DecodingContext, default fallback: Value
    ) throws(LottieDecodingError) -> Property {
        try optional(value, key, context) ?? Property(constant: fallback)
    }

    /// Decodes the required property at `key`.
    @inline(__always)
    package static func required(
        _ object: JSONObjectNode, _ key: StaticString, _ context: DecodingContext
    ) throws(LottieDecodingError) -> Property {
        guard let property = try optional(object, key, context) else { throw context.missing(key) }
        return property
    }

}

extension Property {
    package var json: JSONValue {
        var object = JSONObject()
        switch animation {
        case .constant(let value):
            object.append("a", .number(0))
            object.append("k", value.keyframeJSON)
        case .keyframed(let keyframes):
            object.append("a", .number(1))
            object.append("k", .array(keyframes.map(\.json)))
        }
        object.set("x", expression)
        object.set("sid", slotID)
        return .object(object)
    }
}

extension Property where Value: KeyframeDecodable {
    // MARK: - Private

    private static func animation(from k: JSONNode, context: DecodingContext) throws(LottieDecodingError) -> Animated<Value> {
        if let elements = k.array, let object = elements.first?.object, object["t"] != nil {
            return .keyframed(try Keyframe<Value>.decodeList(elements, context: context))
        }
        if let elements = k.array, elements.isEmpty {
            context.diagnose(.warning, "keyframe", "\"k\" is an empty array; the default value is used")
            return .keyframed([])
        }
        return .constant(try Value(keyframeJSON: k, context: context))
    }

    private static func slotProperty(_ id: String, context: DecodingContext) throws(LottieDecodingError) -> Property? {
        try context.slot(id) { (property) throws(LottieDecodingError) in try Property(json: property, context: context) }
    }
}

/// A layer effect (`ef[]`), kept generically: type, name, enabled flag and its values.
/// Only some effects are rendered; the rest are reported as diagnostics.
package struct Effect: Sendable, Equatable {
    /// `ty`.
    package var type: EffectType
    package var name: String?
    package var matchName: String?
    /// `en`
    package var isEnabled: Bool
    /// `ef`: the effect's parameters.
    package var values: [EffectValue]

    /// The types the renderer draws.
    package static let renderedTypes: Set<EffectType> = [
        .tint, .fill, .stroke, .tritone, .dropShadow, .radialWipe, .setMatte, .gaussianBlur, .linearWipe, .simpleChoker, .boxBlur,
    ]

    /// Enabled, meant to change pixels (not expression controls), and not drawn by the renderer.
    package var isUnrendered: Bool { isEnabled && type != .expressionControls && !Self.renderedTypes.contains(type) }

    package var typeName: String { type.name }
}

/// One effect parameter (`ef[].ef[]`): slider, angle, colour, point, checkbox, …
package struct EffectValue: Sendable, Equatable {
    package enum Value: Sendable, Equatable {
        case scalar(Property<Double>)
        case vector(Property<Vector3>)
        /// A nested effect group, or a parameter we keep as raw JSON.
        case group([EffectValue])
        case none
    }

    /// `ty`: 0 slider, 1 angle, 2 colour, 3 point, 4 checkbox, 6 ignored, 7 drop-down, 10 layer.
    package var type: Int
    package var name: String?
    package var value: Value
}

extension Effect {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        let code = Effect.typeCode(object, what: "effect", context)
        name = try context.optionalString(object, "nm")
        matchName = try context.optionalString(object, "mn")
        type = EffectType(code: code, matchName: matchName)
        isEnabled = try context.bool(object, "en", default: true)
        values = try EffectValue.parameters(object, context)
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.append("ty", .number(Double(type.code)))
        object.set("nm", name)
        object.set("mn", matchName)
        object.append("en", .number(isEnabled ? 1 : 0))
        object.append("ef", .array(values.map(\.json)))
        return .object(object)
    }
}

extension Effect {
    /// `ty` of an effect or of one of its parameters: a whole number, or -1 (unknown). Real
    /// files write other things in nested parameter groups (`"ty": ""`); those are diagnosed
    /// and read as unknown, so the effect still decodes.
    static func typeCode(_ object: JSONObjectNode, what: String, _ context: borrowing DecodingContext) -> Int {
        guard let value = object["ty"], !value.isNull else { return -1 }
        if let number = value.number, abs(number) < 1e15, let code = Int(exactly: number.rounded(.towardZero)) { return code }
        if let text = value.string, let code = Int(text) { return code }
        context.at("ty") {
            context.diagnose(
                .warning, "effect", "the \(what) type \(JSONWriter.string(of: JSONValue(value))) is not a number; it is read as unknown")
        }
        return -1
    }
}

extension EffectValue {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        type = Effect.typeCode(object, what: "effect parameter", context)
        name = try context.optionalString(object, "nm")
        if object["ef"] != nil {
            value = .group(try Self.parameters(object, context))
        } else if let number = object["v"]?.number {
            value = .scalar(Property(constant: number))
        } else if let v = try context.optionalObject(object, "v"), let k = v["k"] {
            if k.number != nil {
                value = .scalar(try .required(object, "v", context))
            } else if let elements = k.array, elements.first?.number != nil {
                value = .vector(try .required(object, "v", context))
            } else if let elements = k.array, elements.first?.object?["s"]?.array?.count ?? 1 > 1 {
                value = .vector(try .required(object, "v", context))
            } else if k.array != nil {
                value = .scalar(try .required(object, "v", context))
            } else {
                value = .none
            }
        } else {
            value = .none
        }
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.append("ty", .number(Double(type)))
        object.set("nm", name)
        switch value {
        case .scalar(let property): object.append("v", property.json)
        case .vector(let property): object.append("v", property.json)
        case .group(let values): object.append("ef", .array(values.map(\.json)))
        case .none: break
        }
        return .object(object)
    }
}

extension EffectValue {
    /// `ef` of an effect or of a parameter group. A parameter that cannot be read (an unknown
    /// type with a value of an unexpected shape) is diagnosed and kept without a value, so
    /// the effect, and the file, still decode.
    static func parameters(_ object: JSONObjectNode, _ context: borrowing DecodingContext) throws(LottieDecodingError) -> [EffectValue] {
        guard let elements = try context.optionalArray(object, "ef") else { return [] }
        return context.at("ef") {
            var parameters: [EffectValue] = []
            parameters.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                parameters.append(
                    context.at(index) {
                        do throws(LottieDecodingError) {
                            return try EffectValue(json: try context.object(element), context: context)
                        } catch {
                            context.diagnose(
                                .warning, "effect", "the effect parameter cannot be read (\(error.message) at \(error.path)); it is ignored")
                            return EffectValue(type: -1, name: element.object?["nm"]?.string, value: .none)
                        }
                    })
            }
            return parameters
        }
    }
}

/// A layer mask (`masksProperties[]`): a path in layer space combined with the layer's
/// coverage by `mode`.
package struct Mask: Sendable, Equatable {
    /// `mode`: a add, s subtract, i intersect, l lighten, d darken, f difference, n none.
    package enum Mode: String, Sendable, Equatable {
        case add = "a", subtract = "s", intersect = "i", lighten = "l", darken = "d",
            difference = "f", none = "n"
    }

    package var name: String?
    package var mode: Mode
    /// `inv`
    package var isInverted: Bool
    /// `pt`, in layer coordinates.
    package var path: Property<Bezier>
    /// `o`, 0–100.
    package var opacity: Property<Double>
    /// `x`, expansion in pixels.
    package var expansion: Property<Double>?
}

extension Mask {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        name = try context.optionalString(object, "nm")
        let modeCode = try context.optionalString(object, "mode") ?? "a"
        if let mode = Mode(rawValue: modeCode) {
            self.mode = mode
        } else {
            context.at("mode") { context.diagnose(.warning, "mask mode", "unknown mask mode \"\(modeCode)\"; treated as add") }
            mode = .add
        }
        isInverted = try context.bool(object, "inv")
        path = try .required(object, "pt", context)
        opacity = try .decode(object, "o", context, default: 100)
        expansion = try .optional(object, "x", context)
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.set("nm", name)
        object.append("mode", .string(mode.rawValue))
        object.set("inv", isInverted, default: false)
        object.append("pt", path.json)
        object.append("o", opacity.json)
        object.set("x", expansion?.json)
        return .object(object)
    }
}

import LottieGraphics

extension Layer {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        guard let type = try context.optionalInt(object, "ty") else { throw context.missing("ty") }
        self.type = type
        name = try context.optionalString(object, "nm")
        matchName = try context.optionalString(object, "mn")
        index = try context.optionalInt(object, "ind")
        parentIndex = try context.optionalInt(object, "parent")
        inPoint = try context.optionalNumber(object, "ip") ?? context.compositionRange.inPoint
        outPoint = try context.optionalNumber(object, "op") ?? context.compositionRange.outPoint
        if object["ip"] == nil || object["op"] == nil {
            context.diagnose(.info, "layer timing", "missing \"ip\" or \"op\"; the composition's range is used")
        }
        startTime = try context.number(object, "st", default: 0)
        timeStretch = try context.number(object, "sr", default: 1)
        if timeStretch == 0 {
            context.at("sr") { context.diagnose(.warning, "time stretch", "time stretch 0 is invalid; 1 is used") }
            timeStretch = 1
        }
        transform =
            try context.optional(object, "ks") { (ks) throws(LottieDecodingError) in
                try Transform(json: ks, context: context)
            } ?? .identity
        isAutoOriented = try context.bool(object, "ao")
        is3D = try context.bool(object, "ddd")
        isHidden = try context.bool(object, "hd")
        blendMode = LayerBlendMode(code: try context.int(object, "bm", default: 0))
        let matteCode = try context.int(object, "tt", default: 0)
        matteMode = MatteMode(rawValue: matteCode) ?? .none
        if MatteMode(rawValue: matteCode) == nil {
            context.at("tt") { context.diagnose(.warning, "track matte", "unknown track matte mode \(matteCode)") }
        }
        matteParent = try context.optionalInt(object, "tp")
        isMatteSource = try context.bool(object, "td")
        masks = try context.objects(object, "masksProperties") { (mask) throws(LottieDecodingError) in
            try Mask(json: mask, context: context)
        }
        effects = try context.objects(object, "ef") { (effect) throws(LottieDecodingError) in
            try Effect(json: effect, context: context)
        }
        for (offset, effect) in effects.enumerated() where effect.isUnrendered {
            context.at("ef") {
                context.at(offset) {
                    context.diagnose(.warning, "effect", "the \(effect.typeName) effect is not rendered")
                }
            }
        }
        layerStyles = try context.objects(object, "sy") { (style) throws(LottieDecodingError) in
            try LayerStyle(json: style, context: context)
        }
        for (offset, style) in layerStyles.enumerated() where !style.isRendered {
            context.at("sy") {
                context.at(offset) { context.diagnose(.warning, "layer style", "the \(style.kind.name) layer style is not rendered") }
            }
        }
        collapsesTransform = try context.bool(object, "ct")
        content = try Self.content(type: type, object, context)
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.append("ty", .number(Double(type)))
        object.set("nm", name)
        object.set("mn", matchName)
        object.set("ind", index)
        object.set("parent", parentIndex)
        object.append("ip", .number(inPoint))
        object.append("op", .number(outPoint))
        object.append("st", .number(startTime))
        object.append("sr", .number(timeStretch))
        object.append("ks", transform.json)
        object.set("ao", isAutoOriented ? 1 : nil)
        object.set("ddd", is3D ? 1 : nil)
        object.set("hd", isHidden, default: false)
        object.set("bm", blendMode.code == 0 ? nil : blendMode.code)
        object.set("tt", matteMode == .none ? nil : matteMode.rawValue)
        object.set("tp", matteParent)
        object.set("td", isMatteSource ? 1 : nil)
        object.set("masksProperties", masks.map(\.json))
        object.set("ef", effects.map(\.json))
        object.set("sy", layerStyles.map(\.json))
        object.set("ct", collapsesTransform ? 1 : nil)
        switch content {
        case .precomposition(let referenceID, let width, let height, let timeRemap):
            object.append("refId", .string(referenceID))
            object.append("w", .number(width))
            object.append("h", .number(height))
            object.set("tm", timeRemap?.json)
        case .solid(let width, let height, let color):
            object.append("sw", .number(width))
            object.append("sh", .number(height))
            object.append("sc", .string(color.hexString))
        case .image(let referenceID), .data(let referenceID):
            object.append("refId", .string(referenceID))
        case .shapes(let items):
            object.append("shapes", .array(items.map(\.json)))
        case .text(let text):
            object.append("t", text.json)
        case .camera(let zoom, _):
            object.set("pe", zoom?.json)
        case .null, .other:
            break
        }
        return .object(object)
    }

    /// `sc`: `#rrggbb` or `#rgb`; digits after the sixth are ignored and anything unreadable
    /// is black, as players do.
    private static func solidColor(_ text: String) -> Color {
        let digits = text.utf8.drop { $0 == UInt8(ascii: "#") }.prefix(6)
        guard digits.count == 3 || digits.count == 6 else { return .black }
        return Color(hex: String(decoding: digits, as: UTF8.self)) ?? .black
    }

    private static func content(type: Int, _ object: JSONObjectNode, _ context: DecodingContext) throws(LottieDecodingError) -> Content {
        switch type {
        case 0:
            return .precomposition(
                referenceID: try context.string(object, "refId"),
                width: try context.number(object, "w", default: 0),
                height: try context.number(object, "h", default: 0),
                timeRemap: try .optional(object, "tm", context))
        case 1:
            return .solid(
                width: try context.number(object, "sw", default: 0),
                height: try context.number(object, "sh", default: 0),
                color: Self.solidColor(try context.optionalString(object, "sc") ?? "#000000"))
        case 2:
            return .image(referenceID: try context.string(object, "refId"))
        case 3:
            return .null
        case 4:
            return .shapes(
                try context.objects(object, "shapes") { (item) throws(LottieDecodingError) in
                    try ShapeItem(json: item, context: context)
                })
        case 5:
            guard let text = try context.optional(object, "t", { (t) throws(LottieDecodingError) in try TextData(json: t, context: context) })
            else { throw context.missing("t") }
            return .text(text)
        case 13:
            let transform = try context.optionalObject(object, "ks")
            return .camera(zoom: try .optional(object, "pe", context), hasPointOfInterest: transform?["a"] != nil)
        case 15:
            return .data(referenceID: try context.optionalString(object, "refId") ?? "")
        case 6:
            return .other(type: type)
        default:
            context.at("ty") { context.diagnose(.warning, "unknown layer type", "layer type \(type) is unknown and not drawn") }
            return .other(type: type)
        }
    }
}

extension ShapeItem {
    /// Decodes one shape item, chosen by `ty`.
    ///
    /// - Throws: `missingField` without `ty`; `typeMismatch` for a field of the wrong JSON
    ///   type; `limitExceeded` for groups nested deeper than `DecodingLimits.maxGroupDepth`.
    ///   An unknown `ty` is not an error: it becomes `.unknown` and a diagnostic.
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        try self.init(json: object, context: context, depth: 0)
    }

    /// `depth` counts the groups enclosing this item.
    init(json object: JSONObjectNode, context: borrowing DecodingContext, depth: Int) throws(LottieDecodingError) {
        // A string `ty` is matched on its bytes (see `JSONNode.stringCode`); anything else
        // is read as a string field is (null is absent, a number its digits, which no type has).
        let typeNode = object["ty"]
        let type: UInt64
        if let typeNode, typeNode.kind == .string {
            type = typeNode.stringCode
        } else {
            guard try context.optionalString(typeNode, "ty") != nil else { throw context.missing("ty") }
            type = UInt64.max
        }
        let metadata = try Metadata(json: object, context: context)
        switch type {
        case JSONObjectNode.code("gr"): self = .group(try Group(json: object, metadata: metadata, context: context, depth: depth))
        case JSONObjectNode.code("tr"): self = .transform(GroupTransform(metadata: metadata, transform: try Transform(json: object, context: context)))
        case JSONObjectNode.code("sh"): self = .path(try Path(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("rc"): self = .rectangle(try Rectangle(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("el"): self = .ellipse(try Ellipse(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("sr"): self = .polystar(try Polystar(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("fl"): self = .fill(try Fill(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("st"): self = .stroke(try Stroke(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("gf"): self = .gradientFill(try GradientFill(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("gs"): self = .gradientStroke(try GradientStroke(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("no"): self = .noStyle(metadata)
        case JSONObjectNode.code("tm"): self = .trim(try Trim(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("rp"): self = .repeater(try Repeater(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("rd"): self = .roundedCorners(try RoundedCorners(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("mm"): self = .merge(try Merge(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("pb"): self = .puckerBloat(try PuckerBloat(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("tw"): self = .twist(try Twist(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("zz"): self = .zigZag(try ZigZag(json: object, metadata: metadata, context: context))
        case JSONObjectNode.code("op"): self = .offsetPath(try OffsetPath(json: object, metadata: metadata, context: context))
        default:
            let type = (try? context.optionalString(typeNode, "ty")) ?? ""
            context.at("ty") {
                context.diagnose(.warning, "unknown shape type", "shape type \"\(type)\" is not supported; the item is ignored")
            }
            self = .unknown(type: type, name: metadata.name)
        }
    }

    /// The item as Lottie JSON: `ty`, the common fields, then the item's own keys.
    package var json: JSONValue {
        if case .unknown(let type, let name) = self {
            var object = JSONObject()
            object.append("ty", .string(type))
            object.set("nm", name)
            return .object(object)
        }
        var object = metadata.json(type: typeCode)
        switch self {
        case .group(let item): item.encode(into: &object)
        case .transform(let item): object.merge(item.transform.json)
        case .path(let item): item.encode(into: &object)
        case .rectangle(let item): item.encode(into: &object)
        case .ellipse(let item): item.encode(into: &object)
        case .polystar(let item): item.encode(into: &object)
        case .fill(let item): item.encode(into: &object)
        case .stroke(let item): item.encode(into: &object)
        case .gradientFill(let item): item.encode(into: &object)
        case .gradientStroke(let item): item.encode(into: &object)
        case .noStyle, .unknown: break
        case .trim(let item): item.encode(into: &object)
        case .repeater(let item): item.encode(into: &object)
        case .roundedCorners(let item): item.encode(into: &object)
        case .merge(let item): item.encode(into: &object)
        case .puckerBloat(let item): item.encode(into: &object)
        case .twist(let item): item.encode(into: &object)
        case .zigZag(let item): item.encode(into: &object)
        case .offsetPath(let item): item.encode(into: &object)
        }
        return .object(object)
    }
}

extension ShapeItem.Metadata {
    /// Decodes `nm`, `mn`, `hd`, `bm` and `ix`.
    init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        var nm, mn, hd, bm, ix: JSONNode?
        object.forEachEntry { key, value in
            switch key {
            case JSONObjectNode.code("nm"): nm = value
            case JSONObjectNode.code("mn"): mn = value
            case JSONObjectNode.code("hd"): hd = value
            case JSONObjectNode.code("bm"): bm = value
            case JSONObjectNode.code("ix"): ix = value
            default: break
            }
        }
        self.init(
            name: try context.optionalString(nm, "nm"),
            matchName: try context.optionalString(mn, "mn"),
            isHidden: try context.optionalBool(hd, "hd") ?? false,
            blendMode: try context.lenientInt(bm, "bm") ?? 0,
            index: try context.lenientInt(ix, "ix"))
    }

    /// A new object holding `ty` and the common fields.
    func json(type: String) -> JSONObject {
        var object = JSONObject()
        object.append("ty", .string(type))
        object.set("nm", name)
        object.set("mn", matchName)
        object.set("hd", isHidden, default: false)
        object.set("bm", blendMode == 0 ? nil : blendMode)
        object.set("ix", index)
        return object
    }
}

import LottieGraphics

extension ShapeItem {
    /// A solid fill (`fl`) of the paths before it in its list.
    package struct Fill: Sendable, Equatable {
        package var metadata: Metadata
        /// `c`
        package var color: Property<Color>
        /// `o`, 0–100.
        package var opacity: Property<Double>
        /// `r`: 1 non-zero (default), 2 even-odd.
        package var fillRule: FillRule
    }

    /// A solid stroke (`st`) of the paths before it in its list.
    package struct Stroke: Sendable, Equatable {
        package var metadata: Metadata
        /// `c`
        package var color: Property<Color>
        /// `o`, 0–100.
        package var opacity: Property<Double>
        /// `w`, `lc`, `lj`, `ml`, `ml2`, `d`.
        package var attributes: StrokeAttributes
    }

    /// The line geometry shared by `st` and `gs`.
    package struct StrokeAttributes: Sendable, Equatable {
        /// `w`, in the style's group space.
        package var width: Property<Double>
        /// `lc`: 1 butt, 2 round (default), 3 square.
        package var lineCap: LineCap
        /// `lj`: 1 miter, 2 round (default), 3 bevel.
        package var lineJoin: LineJoin
        /// `ml`: the static miter limit, if written (ThorVG reads a missing one as 0).
        package var miterLimit: Double?
        /// `ml2`: the animatable miter limit, if written.
        package var animatedMiterLimit: Property<Double>?
        /// `d`: dash and gap lengths and an optional offset, in file order.
        package var dashes: [StrokeDash]

        package init(
            width: Property<Double>, lineCap: LineCap = .round, lineJoin: LineJoin = .round,
            miterLimit: Double? = nil, animatedMiterLimit: Property<Double>? = nil, dashes: [StrokeDash] = []
        ) {
            self.width = width
            self.lineCap = lineCap
            self.lineJoin = lineJoin
            self.miterLimit = miterLimit
            self.animatedMiterLimit = animatedMiterLimit
            self.dashes = dashes
        }
    }

    /// One entry of a stroke's dash array (`d[i]`: `{n, v, nm}`).
    package struct StrokeDash: Sendable, Equatable {
        /// `n`: what `length` is.
        package enum Kind: Sendable, Hashable {
            /// `"d"`
            case dash
            /// `"g"`
            case gap
            /// `"o"`: the offset of the pattern along the path.
            case offset
            /// Anything else, kept as written.
            case other(String)

            init(code: String) {
                switch code {
                case "d": self = .dash
                case "g": self = .gap
                case "o": self = .offset
                default: self = .other(code)
                }
            }

            var code: String {
                switch self {
                case .dash: "d"
                case .gap: "g"
                case .offset: "o"
                case .other(let code): code
                }
            }
        }

        /// `n`
        package var kind: Kind
        /// `v`
        package var length: Property<Double>
        /// `nm`
        package var name: String?

        package init(kind: Kind, length: Property<Double>, name: String? = nil) {
            self.kind = kind
            self.length = length
            self.name = name
        }
    }
}

// MARK: - JSON

extension ShapeItem.Fill {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        color = try .decode(object, "c", context, default: .black)
        opacity = try .decode(object, "o", context, default: 100)
        fillRule = try context.code(object, "r", default: .nonZero, ShapeCodeTable.fillRule)
    }

    func encode(into object: inout JSONObject) {
        object.append("c", color.json)
        object.append("o", opacity.json)
        object.setCode("r", ShapeCodeTable.code(of: fillRule))
    }
}

extension ShapeItem.Stroke {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        color = try .decode(object, "c", context, default: .black)
        opacity = try .decode(object, "o", context, default: 100)
        attributes = try ShapeItem.StrokeAttributes(json: object, context: context)
    }

    func encode(into object: inout JSONObject) {
        object.append("c", color.json)
        object.append("o", opacity.json)
        attributes.encode(into: &object)
    }
}

extension ShapeItem.StrokeAttributes {
    init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        width = try .decode(object, "w", context, default: 0)
        lineCap = try context.code(object, "lc", default: .round, ShapeCodeTable.lineCap)
        lineJoin = try context.code(object, "lj", default: .round, ShapeCodeTable.lineJoin)
        miterLimit = try context.optionalNumber(object, "ml")
        animatedMiterLimit = try .optional(object, "ml2", context)
        dashes = try context.objects(object, "d") { (dash) throws(LottieDecodingError) in
            try ShapeItem.StrokeDash(json: dash, context: context)
        }
    }

    func encode(into object: inout JSONObject) {
        object.append("w", width.json)
        object.setCode("lc", ShapeCodeTable.code(of: lineCap))
        object.setCode("lj", ShapeCodeTable.code(of: lineJoin))
        object.set("ml", miterLimit)
        object.set("ml2", animatedMiterLimit?.json)
        object.set("d", dashes.map(\.json))
    }
}

extension ShapeItem.StrokeDash {
    init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        kind = Kind(code: try context.optionalString(object, "n") ?? "d")
        length = try .decode(object, "v", context, default: 0)
        name = try context.optionalString(object, "nm")
    }

    var json: JSONValue {
        var object = JSONObject()
        object.append("n", .string(kind.code))
        object.append("v", length.json)
        object.set("nm", name)
        return .object(object)
    }
}

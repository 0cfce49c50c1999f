import LottieGraphics

extension ShapeItem {
    /// The gradient shared by `gf` and `gs`: stops, type and end points.
    package struct GradientAttributes: Sendable, Equatable {
        /// `t`: 1 linear, 2 radial, 3 conic.
        package enum Kind: Int, Sendable, Hashable {
            case linear = 1
            case radial = 2
            case conic = 3
        }

        /// `t`
        package var kind: Kind
        /// `g.p`: the number of colour stops, as written. Absent or negative in legacy
        /// files: assume `stops.count / 4`.
        package var colorCount: Int?
        /// `g.k`: colour stops `[offset, r, g, b] × colorCount`, then opacity stops
        /// `[offset, alpha]`.
        package var stops: Property<GradientValues>
        /// `s`: start point (linear) or centre (radial, conic).
        package var start: Property<Vector3>
        /// `e`: end point; its distance from `start` is the radial radius.
        package var end: Property<Vector3>
        /// `h`: radial highlight length, percent of the radius.
        package var highlightLength: Property<Double>?
        /// `a`: radial highlight angle, degrees.
        package var highlightAngle: Property<Double>?
        /// `g.sid`: the slot `colorCount` and `stops` were taken from, if any.
        package var slotID: String?

        package init(
            kind: Kind, colorCount: Int?, stops: Property<GradientValues>, start: Property<Vector3>,
            end: Property<Vector3>, highlightLength: Property<Double>? = nil, highlightAngle: Property<Double>? = nil
        ) {
            self.kind = kind
            self.colorCount = colorCount
            self.stops = stops
            self.start = start
            self.end = end
            self.highlightLength = highlightLength
            self.highlightAngle = highlightAngle
        }
    }

    /// A gradient fill (`gf`).
    package struct GradientFill: Sendable, Equatable {
        package var metadata: Metadata
        /// `o`, 0–100: opacity of the whole style.
        package var opacity: Property<Double>
        /// `t`, `g`, `s`, `e`, `h`, `a`.
        package var gradient: GradientAttributes
        /// `r`: 1 non-zero (default), 2 even-odd.
        package var fillRule: FillRule
    }

    /// A gradient stroke (`gs`).
    package struct GradientStroke: Sendable, Equatable {
        package var metadata: Metadata
        /// `o`, 0–100: opacity of the whole style.
        package var opacity: Property<Double>
        /// `t`, `g`, `s`, `e`, `h`, `a`.
        package var gradient: GradientAttributes
        /// `w`, `lc`, `lj`, `ml`, `ml2`, `d`.
        package var attributes: StrokeAttributes
    }
}

// MARK: - JSON

extension ShapeItem.GradientAttributes {
    init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        kind = try context.code(object, "t", default: .linear)
        guard let g = try context.optionalObject(object, "g") else { throw context.missing("g") }
        (colorCount, stops, slotID) = try context.at("g") { () throws(LottieDecodingError) in try Self.colors(g, context) }
        start = try .decode(object, "s", context, default: .zero)
        end = try .decode(object, "e", context, default: .zero)
        highlightLength = try .optional(object, "h", context)
        highlightAngle = try .optional(object, "a", context)
    }

    /// `g`'s `p` and `k`, or those of the slot its `sid` names (a gradient slot holds `{p, k}`).
    private static func colors(
        _ g: JSONObjectNode, _ context: DecodingContext
    ) throws(LottieDecodingError) -> (Int?, Property<GradientValues>, String?) {
        let slotID = try context.optionalString(g, "sid")
        if let slotID,
            let slotted = try context.slot(slotID, { (node) throws(LottieDecodingError) in try colors(try context.object(node), context) })
        {
            return (slotted.0, slotted.1, slotID)
        }
        return (try context.lenientInt(g, "p"), try Property<GradientValues>.required(g, "k", context), slotID)
    }

    func encode(into object: inout JSONObject) {
        object.setCode("t", kind.rawValue)
        var g = JSONObject()
        g.set("p", colorCount)
        g.append("k", stops.json)
        g.set("sid", slotID)
        object.append("g", .object(g))
        object.append("s", start.json)
        object.append("e", end.json)
        object.set("h", highlightLength?.json)
        object.set("a", highlightAngle?.json)
    }
}

extension ShapeItem.GradientFill {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        opacity = try .decode(object, "o", context, default: 100)
        gradient = try ShapeItem.GradientAttributes(json: object, context: context)
        fillRule = try context.code(object, "r", default: .nonZero, ShapeCodeTable.fillRule)
    }

    func encode(into object: inout JSONObject) {
        object.append("o", opacity.json)
        gradient.encode(into: &object)
        object.setCode("r", ShapeCodeTable.code(of: fillRule))
    }
}

extension ShapeItem.GradientStroke {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        opacity = try .decode(object, "o", context, default: 100)
        gradient = try ShapeItem.GradientAttributes(json: object, context: context)
        attributes = try ShapeItem.StrokeAttributes(json: object, context: context)
    }

    func encode(into object: inout JSONObject) {
        object.append("o", opacity.json)
        gradient.encode(into: &object)
        attributes.encode(into: &object)
    }
}

/// The outline of one character of one font (`chars[i]`), for text drawn from glyph data
/// rather than from a font file.
///
/// Glyphs are matched to text by `character`, `fontFamily` and `style`; outlines are at
/// size 100 with the baseline at y = 0.
package struct Glyph: Sendable, Equatable {
    /// What draws the glyph (`data`).
    package enum Content: Sendable, Equatable {
        /// `data.shapes`: a shape list (usually one group). Empty for `data: {}` (spaces).
        case shapes([ShapeItem])
        /// `data` with `refId`: a precomposition asset drawn as the glyph.
        case precomposition(Precomposition)
    }

    /// A glyph drawn by a precomposition (`data: {refId, ks, ip, op, sr, st}`).
    package struct Precomposition: Sendable, Equatable {
        /// `refId`: id of the precomposition asset.
        package var referenceID: String
        /// `ks`
        package var transform: Transform?
        /// `ip`, `op`: in and out frames.
        package var inPoint: Double?
        package var outPoint: Double?
        /// `sr`: time stretch.
        package var timeStretch: Double?
        /// `st`: start time.
        package var startTime: Double?

        package init(referenceID: String) {
            self.referenceID = referenceID
        }
    }

    /// `ch`
    package var character: String
    /// `fFamily`: matches a font's `fFamily`.
    package var fontFamily: String
    /// `style`: matches a font's `fStyle`.
    package var style: String
    /// `size`: the font size the glyph was exported at.
    package var size: Double
    /// `w`: advance width at size 100.
    package var width: Double
    /// `data`
    package var content: Content

    package init(
        character: String, fontFamily: String, style: String, size: Double = 100, width: Double,
        content: Content
    ) {
        self.character = character
        self.fontFamily = fontFamily
        self.style = style
        self.size = size
        self.width = width
        self.content = content
    }
}

extension Glyph {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        character = try context.string(object, "ch")
        fontFamily = try context.optionalString(object, "fFamily") ?? ""
        style = try context.optionalString(object, "style") ?? ""
        size = try context.numberOrNumericString(object, "size") ?? 100
        width = try context.number(object, "w", default: 0)
        content =
            try context.optional(object, "data") { (data) throws(LottieDecodingError) in
                try Self.content(data, context)
            } ?? .shapes([])
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.append("ch", .string(character))
        object.append("fFamily", .string(fontFamily))
        object.append("style", .string(style))
        object.append("size", .number(size))
        object.append("w", .number(width))
        var data = JSONObject()
        switch content {
        case .shapes(let shapes):
            data.set("shapes", shapes.map(\.json))
        case .precomposition(let precomp):
            data.append("refId", .string(precomp.referenceID))
            data.set("ks", precomp.transform?.json)
            data.set("ip", precomp.inPoint)
            data.set("op", precomp.outPoint)
            data.set("sr", precomp.timeStretch)
            data.set("st", precomp.startTime)
        }
        object.append("data", .object(data))
        return .object(object)
    }

    // MARK: - Private

    /// `data` with a `refId` is a precomposition; otherwise its `shapes` (a `ks`/`ip`/`op`
    /// beside `shapes` is bodymovin bookkeeping and is not kept).
    private static func content(_ data: JSONObjectNode, _ context: DecodingContext) throws(LottieDecodingError) -> Content {
        if let referenceID = try context.optionalString(data, "refId") {
            var precomp = Precomposition(referenceID: referenceID)
            precomp.transform = try context.optional(data, "ks") { (ks) throws(LottieDecodingError) in
                try Transform(json: ks, context: context)
            }
            precomp.inPoint = try context.optionalNumber(data, "ip")
            precomp.outPoint = try context.optionalNumber(data, "op")
            precomp.timeStretch = try context.optionalNumber(data, "sr")
            precomp.startTime = try context.optionalNumber(data, "st")
            return .precomposition(precomp)
        }
        return .shapes(
            try context.objects(data, "shapes") { (shape) throws(LottieDecodingError) in
                try ShapeItem(json: shape, context: context)
            })
    }
}

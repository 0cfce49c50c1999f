extension Animation {
    /// Decodes a bodymovin JSON document.
    /// - Throws: `LottieDecodingError` for malformed JSON (line, column), wrong types and
    ///   missing fields (JSON path), invalid values and exceeded limits.
    package init(jsonBytes bytes: some Collection<UInt8>) throws(LottieDecodingError) {
        self = try JSONReader.withDocument(bytes) { (root) throws(LottieDecodingError) in try Animation(root: root) }
    }

    /// Decodes a JSON tree (by writing it out and reading it back: decoding works on bytes).
    package init(json value: JSONValue) throws(LottieDecodingError) {
        try self.init(jsonBytes: JSONWriter.bytes(of: value))
    }

    private init(root value: JSONNode) throws(LottieDecodingError) {
        let context = DecodingContext()
        let object = try context.object(value)
        context.slots = try context.optionalObject(object, "slots")
        version = try context.optionalString(object, "v")
        name = try context.optionalString(object, "nm")
        frameRate = try context.number(object, "fr")
        inPoint = try context.number(object, "ip")
        outPoint = try context.number(object, "op")
        width = try context.number(object, "w")
        height = try context.number(object, "h")
        is3D = try context.bool(object, "ddd")
        try Self.validate(frameRate: frameRate, inPoint: inPoint, outPoint: outPoint, width: width, height: height, context)
        context.compositionRange = (inPoint, outPoint)
        assets = try context.objects(object, "assets") { (asset) throws(LottieDecodingError) in
            try Asset(json: asset, context: context)
        }
        guard object["layers"] != nil else { throw context.missing("layers") }
        layers = try context.objects(object, "layers") { (layer) throws(LottieDecodingError) in
            try Layer(json: layer, context: context)
        }
        markers = try context.objects(object, "markers") { (marker) throws(LottieDecodingError) in
            try Marker(json: marker, context: context)
        }
        fonts =
            try context.optional(object, "fonts") { (fonts) throws(LottieDecodingError) in
                try context.objects(fonts, "list") { (font) throws(LottieDecodingError) in try Font(json: font, context: context) }
            } ?? []
        glyphs = try context.objects(object, "chars") { (glyph) throws(LottieDecodingError) in
            try Glyph(json: glyph, context: context)
        }
        slots = context.slots.map { JSONObject($0) }
        meta = try context.optionalObject(object, "meta").map { JSONObject($0) }
        expressions = context.expressions
        Self.checkReferences(self, context)
        decodingDiagnostics = context.diagnostics
        expressionChecks = context.expressionChecks
    }

    /// The model as bodymovin JSON; decoding it gives an equal `Animation`.
    package var json: JSONValue {
        var object = JSONObject()
        object.set("v", version)
        object.set("nm", name)
        object.append("fr", .number(frameRate))
        object.append("ip", .number(inPoint))
        object.append("op", .number(outPoint))
        object.append("w", .number(width))
        object.append("h", .number(height))
        object.set("ddd", is3D ? 1 : nil)
        object.append("assets", .array(assets.map(\.json)))
        object.append("layers", .array(layers.map(\.json)))
        object.set("markers", markers.map(\.json))
        if !fonts.isEmpty {
            object.append("fonts", .object(JSONObject([("list", .array(fonts.map(\.json)))])))
        }
        object.set("chars", glyphs.map(\.json))
        object.set("slots", slots.map { JSONValue.object($0) })
        object.set("meta", meta.map { JSONValue.object($0) })
        return .object(object)
    }

    // MARK: - Validation

    private static func validate(
        frameRate: Double, inPoint: Double, outPoint: Double, width: Double, height: Double,
        _ context: DecodingContext
    ) throws(LottieDecodingError) {
        if frameRate <= 0 {
            throw context.at("fr") { context.error(.invalidValue, "frame rate must be positive, found \(frameRate)") }
        }
        if outPoint <= inPoint {
            // Name the end that is out of the ordinary: a negative in point, else the out point.
            throw context.at(inPoint < 0 || inPoint > 1e7 ? "ip" : "op") {
                context.error(.invalidValue, "out point (op) \(outPoint) must be greater than in point (ip) \(inPoint)")
            }
        }
        if width < 0 || height < 0 {
            throw context.at(width < 0 ? "w" : "h") {
                context.error(.invalidValue, "canvas size must not be negative, found \(width)x\(height)")
            }
        }
        if width * height > 1e9 {
            throw context.at(width >= height ? "w" : "h") {
                context.error(.limitExceeded, "canvas \(width)x\(height) is larger than 10^9 pixels")
            }
        }
    }

    /// Diagnoses precomp, image and data references that point nowhere, and precomp cycles.
    private static func checkReferences(_ animation: Animation, _ context: DecodingContext) {
        var precomps: [String: Precomposition] = [:]
        for case .precomposition(let precomp) in animation.assets { precomps[precomp.id] = precomp }
        let imageIDs = Set(
            animation.assets.compactMap { asset -> String? in
                if case .image(let image) = asset { return image.id }
                return nil
            })
        let dataIDs = Set(
            animation.assets.compactMap { asset -> String? in
                if case .data(let data) = asset { return data.id }
                return nil
            })
        var finished: Set<String> = []
        func visit(_ layers: [Layer], listPath: [DecodingContext.PathComponent], stack: [String]) {
            // By index, reading only each layer's content: a copy of every layer (and of its
            // path) would cost more than the check.
            for offset in layers.indices {
                let referencePath = { listPath + [.index(offset), .key("refId")] }
                switch layers[offset].content {
                case .precomposition(let referenceID, _, _, _):
                    if stack.contains(referenceID) || stack.count >= DecodingLimits.maxPrecompDepth {
                        context.relocated(to: referencePath()) {
                            context.diagnose(.warning, "precomposition", "precomposition \"\(referenceID)\" is nested in itself or too deeply; not drawn")
                        }
                    } else if finished.contains(referenceID) {
                        continue
                    } else if let precomp = precomps[referenceID] {
                        let assetOffset = animation.assets.firstIndex { $0.id == referenceID } ?? 0
                        visit(precomp.layers, listPath: [.key("assets"), .index(assetOffset), .key("layers")], stack: stack + [referenceID])
                        finished.insert(referenceID)
                    } else {
                        context.relocated(to: referencePath()) {
                            context.diagnose(.warning, "missing asset", "no precomposition asset with id \"\(referenceID)\"")
                        }
                    }
                case .image(let referenceID) where !imageIDs.contains(referenceID):
                    context.relocated(to: referencePath()) {
                        context.diagnose(.warning, "missing asset", "no image asset with id \"\(referenceID)\"")
                    }
                case .data(let referenceID) where !dataIDs.contains(referenceID):
                    context.relocated(to: referencePath()) {
                        context.diagnose(.warning, "missing asset", "no data asset with id \"\(referenceID)\"; expressions cannot read the layer's data")
                    }
                default: break
                }
            }
        }
        visit(animation.layers, listPath: [.key("layers")], stack: [])
    }
}

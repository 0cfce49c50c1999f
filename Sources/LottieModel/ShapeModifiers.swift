extension ShapeItem {
    /// A trim path (`tm`): keeps the part of each path between `start` and `end`.
    package struct Trim: Sendable, Equatable {
        /// `m`: how several collected paths are trimmed.
        package enum Mode: Int, Sendable, Hashable {
            /// 1: each path on its own (the default here; engines differ when `m` is absent).
            case simultaneously = 1
            /// 2: all paths as one long path in sequence.
            case individually = 2
        }

        package var metadata: Metadata
        /// `s`, percent.
        package var start: Property<Double>
        /// `e`, percent.
        package var end: Property<Double>
        /// `o`, degrees (360 = one full length).
        package var offset: Property<Double>
        /// `m`
        package var mode: Mode
    }

    /// A repeater (`rp`): copies everything before it in its list.
    package struct Repeater: Sendable, Equatable {
        /// `m`: where each new copy is stacked: 1 below the previous ones, 2 above.
        package enum Composite: Int, Sendable, Hashable {
            case below = 1
            /// 2, also used when `m` is missing (as the reference renderer does).
            case above = 2
        }

        package var metadata: Metadata
        /// `c`: number of copies (fractional values are truncated when drawn).
        package var copies: Property<Double>
        /// `o`: the number of transform steps added to every copy.
        package var offset: Property<Double>
        /// `m`
        package var composite: Composite
        /// `tr`: the per-copy transform, with `startOpacity`/`endOpacity` (`so`/`eo`).
        package var transform: Transform
    }

    /// Rounded corners (`rd`) of the sharp vertices of the paths before it.
    package struct RoundedCorners: Sendable, Equatable {
        package var metadata: Metadata
        /// `r`
        package var radius: Property<Double>
    }

    /// Merge paths (`mm`): boolean operations on the paths before it.
    package struct Merge: Sendable, Equatable {
        /// `mm`
        package enum Mode: Int, Sendable, Hashable {
            case normal = 1
            case add = 2
            case subtract = 3
            case intersect = 4
            case excludeIntersections = 5
        }

        package var metadata: Metadata
        /// `mm`
        package var mode: Mode
    }
}

// MARK: - JSON

extension ShapeItem.Trim {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        start = try .decode(object, "s", context, default: 0)
        end = try .decode(object, "e", context, default: 100)
        offset = try .decode(object, "o", context, default: 0)
        mode = try context.code(object, "m", default: .simultaneously)
    }

    func encode(into object: inout JSONObject) {
        object.append("s", start.json)
        object.append("e", end.json)
        object.append("o", offset.json)
        object.setCode("m", mode.rawValue)
    }
}

extension ShapeItem.Repeater {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        copies = try .decode(object, "c", context, default: 1)
        offset = try .decode(object, "o", context, default: 0)
        composite = try context.code(object, "m", default: .above)
        transform =
            try context.optional(object, "tr") { (tr) throws(LottieDecodingError) in
                try Transform(json: tr, context: context)
            } ?? .identity
    }

    func encode(into object: inout JSONObject) {
        object.append("c", copies.json)
        object.append("o", offset.json)
        object.setCode("m", composite.rawValue)
        var tr = JSONObject()
        tr.append("ty", .string("tr"))
        tr.merge(transform.json)
        object.append("tr", .object(tr))
    }
}

extension ShapeItem.RoundedCorners {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        radius = try .decode(object, "r", context, default: 0)
    }

    func encode(into object: inout JSONObject) {
        object.append("r", radius.json)
    }
}

extension ShapeItem.Merge {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        mode = try context.code(object, "mm", default: .normal)
    }

    func encode(into object: inout JSONObject) {
        object.setCode("mm", mode.rawValue)
    }
}

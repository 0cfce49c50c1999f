extension ShapeItem {
    /// A trim path (`tm`): keeps the part of each path between `start` and `end`.
    public struct Trim: Sendable, Equatable {
        /// `m`: how several collected paths are trimmed.
        public enum Mode: Int, Sendable, Hashable {
            /// 1: each path on its own (the default here; engines differ when `m` is absent).
            case simultaneously = 1
            /// 2: all paths as one long path in sequence.
            case individually = 2
        }

        public package(set) var metadata: Metadata
        /// `s`, percent.
        public package(set) var start: Property<Double>
        /// `e`, percent.
        public package(set) var end: Property<Double>
        /// `o`, degrees (360 = one full length).
        public package(set) var offset: Property<Double>
        /// `m`
        public package(set) var mode: Mode
    }

    /// A repeater (`rp`): copies everything before it in its list.
    public struct Repeater: Sendable, Equatable {
        /// `m`: where each new copy is stacked: 1 below the previous ones, 2 above.
        public enum Composite: Int, Sendable, Hashable {
            case below = 1
            /// 2, also used when `m` is missing (as the reference renderer does).
            case above = 2
        }

        public package(set) var metadata: Metadata
        /// `c`: number of copies (fractional values are truncated when drawn).
        public package(set) var copies: Property<Double>
        /// `o`: the number of transform steps added to every copy.
        public package(set) var offset: Property<Double>
        /// `m`
        public package(set) var composite: Composite
        /// `tr`: the per-copy transform, with `startOpacity`/`endOpacity` (`so`/`eo`).
        public package(set) var transform: Transform
    }

    /// Rounded corners (`rd`) of the sharp vertices of the paths before it.
    public struct RoundedCorners: Sendable, Equatable {
        public package(set) var metadata: Metadata
        /// `r`
        public package(set) var radius: Property<Double>
    }

    /// Merge paths (`mm`): boolean operations on the paths before it.
    public struct Merge: Sendable, Equatable {
        /// `mm`
        public enum Mode: Int, Sendable, Hashable {
            case normal = 1
            case add = 2
            case subtract = 3
            case intersect = 4
            case excludeIntersections = 5
        }

        public package(set) var metadata: Metadata
        /// `mm`
        public package(set) var mode: Mode
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

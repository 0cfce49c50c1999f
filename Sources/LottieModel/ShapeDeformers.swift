import LottieGraphics

extension ShapeItem {
    /// Pucker/bloat (`pb`): moves vertices toward or away from the path's centre.
    public struct PuckerBloat: Sendable, Equatable {
        public package(set) var metadata: Metadata
        /// `a`, percent: positive bloats, negative puckers.
        public package(set) var amount: Property<Double>
    }

    /// Twist (`tw`): rotates the paths more the farther they are from `center`.
    public struct Twist: Sendable, Equatable {
        public package(set) var metadata: Metadata
        /// `a`, degrees.
        public package(set) var angle: Property<Double>
        /// `c`
        public package(set) var center: Property<Vector3>
    }

    /// Zig-zag (`zz`): inserts ridges along every segment.
    public struct ZigZag: Sendable, Equatable {
        public package(set) var metadata: Metadata
        /// `s`: distance of the ridges from the path.
        public package(set) var amplitude: Property<Double>
        /// `r`: ridges per segment.
        public package(set) var frequency: Property<Double>
        /// `pt`: 1 corner points, 2 smooth points.
        public package(set) var pointType: Property<Double>
    }

    /// Offset path (`op`): grows or shrinks the outline.
    public struct OffsetPath: Sendable, Equatable {
        public package(set) var metadata: Metadata
        /// `a`
        public package(set) var amount: Property<Double>
        /// `lj`: 1 miter (default), 2 round, 3 bevel.
        public package(set) var lineJoin: LineJoin
        /// `ml` (a property here, unlike a stroke's `ml`; a bare number is accepted).
        public package(set) var miterLimit: Property<Double>
    }
}

// MARK: - JSON

extension ShapeItem.PuckerBloat {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        amount = try .decode(object, "a", context, default: 0)
    }

    func encode(into object: inout JSONObject) {
        object.append("a", amount.json)
    }
}

extension ShapeItem.Twist {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        angle = try .decode(object, "a", context, default: 0)
        center = try .decode(object, "c", context, default: .zero)
    }

    func encode(into object: inout JSONObject) {
        object.append("a", angle.json)
        object.append("c", center.json)
    }
}

extension ShapeItem.ZigZag {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        amplitude = try .decode(object, "s", context, default: 0)
        frequency = try .decode(object, "r", context, default: 0)
        pointType = try .decode(object, "pt", context, default: 1)
    }

    func encode(into object: inout JSONObject) {
        object.append("s", amplitude.json)
        object.append("r", frequency.json)
        object.append("pt", pointType.json)
    }
}

extension ShapeItem.OffsetPath {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        amount = try .decode(object, "a", context, default: 0)
        lineJoin = try context.code(object, "lj", default: .miter, ShapeCodeTable.lineJoin)
        if let limit = object["ml"]?.number {
            miterLimit = Property(constant: limit)
        } else {
            miterLimit = try .decode(object, "ml", context, default: 4)
        }
    }

    func encode(into object: inout JSONObject) {
        object.append("a", amount.json)
        object.setCode("lj", ShapeCodeTable.code(of: lineJoin))
        object.append("ml", miterLimit.json)
    }
}

import LottieGraphics

extension ShapeItem {
    /// Pucker/bloat (`pb`): moves vertices toward or away from the path's centre.
    package struct PuckerBloat: Sendable, Equatable {
        package var metadata: Metadata
        /// `a`, percent: positive bloats, negative puckers.
        package var amount: Property<Double>
    }

    /// Twist (`tw`): rotates the paths more the farther they are from `center`.
    package struct Twist: Sendable, Equatable {
        package var metadata: Metadata
        /// `a`, degrees.
        package var angle: Property<Double>
        /// `c`
        package var center: Property<Vector3>
    }

    /// Zig-zag (`zz`): inserts ridges along every segment.
    package struct ZigZag: Sendable, Equatable {
        package var metadata: Metadata
        /// `s`: distance of the ridges from the path.
        package var amplitude: Property<Double>
        /// `r`: ridges per segment.
        package var frequency: Property<Double>
        /// `pt`: 1 corner points, 2 smooth points.
        package var pointType: Property<Double>
    }

    /// Offset path (`op`): grows or shrinks the outline.
    package struct OffsetPath: Sendable, Equatable {
        package var metadata: Metadata
        /// `a`
        package var amount: Property<Double>
        /// `lj`: 1 miter (default), 2 round, 3 bevel.
        package var lineJoin: LineJoin
        /// `ml` (a property here, unlike a stroke's `ml`; a bare number is accepted).
        package var miterLimit: Property<Double>
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

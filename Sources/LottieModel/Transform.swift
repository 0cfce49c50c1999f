/// A transform (layer `ks`, group `tr`, repeater `tr`): anchor, position, scale,
/// rotation, skew and opacity, plus the 3D rotations of `ddd` layers.
package struct Transform: Sendable, Equatable {
    /// Position: one vector property, or split into separate x/y(/z) properties.
    package enum Position: Sendable, Equatable {
        case combined(Property<Vector3>)
        case split(x: Property<Double>, y: Property<Double>, z: Property<Double>?)
    }

    /// `a`, in the object's own space.
    package var anchor: Property<Vector3>
    /// `p`
    package var position: Position
    /// `s`, percent.
    package var scale: Property<Vector3>
    /// `r` (or `rz` on 3D layers), degrees clockwise.
    package var rotation: Property<Double>
    /// Whether `rotation` came from `rz` (the file has no `r`): a 3D rotation, which 2D
    /// layers ignore.
    package var isRotationFromZ = false
    /// `rx`, `ry`: 3D rotations, degrees.
    package var rotationX: Property<Double>?
    package var rotationY: Property<Double>?
    /// `or`: 3D orientation, degrees.
    package var orientation: Property<Vector3>?
    /// `o`, 0–100.
    package var opacity: Property<Double>
    /// `sk`, degrees; `sa`, degrees.
    package var skew: Property<Double>?
    package var skewAxis: Property<Double>?
    /// Repeater transforms only: `so`/`eo`, start and end opacity (0–100).
    package var startOpacity: Property<Double>?
    package var endOpacity: Property<Double>?

    package init(
        anchor: Property<Vector3> = Property(constant: .zero),
        position: Position = .combined(Property(constant: .zero)),
        scale: Property<Vector3> = Property(constant: Vector3(100, 100, 100)),
        rotation: Property<Double> = Property(constant: 0),
        opacity: Property<Double> = Property(constant: 100)
    ) {
        self.anchor = anchor
        self.position = position
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
    }

    package static let identity = Transform()
}

extension Transform {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        let fields = Fields(object)
        self.init()
        anchor = try .decode(fields.a, "a", context, default: .zero)
        position = try Self.position(fields, context)
        scale = try .decode(fields.s, "s", context, default: Vector3(100, 100, 100))
        let rotationZ: Property<Double>? = try .optional(fields.rz, "rz", context)
        if let r = try Property<Double>.optional(fields.r, "r", context) {
            rotation = r
        } else if let rotationZ {
            rotation = rotationZ
            isRotationFromZ = true
        }
        rotationX = try .optional(fields.rx, "rx", context)
        rotationY = try .optional(fields.ry, "ry", context)
        orientation = try .optional(fields.or, "or", context)
        opacity = try .decode(fields.o, "o", context, default: 100)
        skew = try .optional(fields.sk, "sk", context)
        skewAxis = try .optional(fields.sa, "sa", context)
        startOpacity = try .optional(fields.so, "so", context)
        endOpacity = try .optional(fields.eo, "eo", context)
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.append("a", anchor.json)
        switch position {
        case .combined(let property): object.append("p", property.json)
        case .split(let x, let y, let z):
            var split = JSONObject()
            split.append("s", .bool(true))
            split.append("x", x.json)
            split.append("y", y.json)
            split.set("z", z?.json)
            object.append("p", .object(split))
        }
        object.append("s", scale.json)
        object.append(isRotationFromZ ? "rz" : "r", rotation.json)
        object.set("rx", rotationX?.json)
        object.set("ry", rotationY?.json)
        object.set("or", orientation?.json)
        object.append("o", opacity.json)
        object.set("sk", skew?.json)
        object.set("sa", skewAxis?.json)
        object.set("so", startOpacity?.json)
        object.set("eo", endOpacity?.json)
        return .object(object)
    }

    /// The values of a transform's keys, gathered in one pass (the last of a repeated key).
    private struct Fields {
        var a, p, s, r, rz, rx, ry, or, o, sk, sa, so, eo, px, py, pz: JSONNode?

        init(_ object: JSONObjectNode) {
            object.forEachEntry { key, value in
                switch key {
                case JSONObjectNode.code("a"): a = value
                case JSONObjectNode.code("p"): p = value
                case JSONObjectNode.code("s"): s = value
                case JSONObjectNode.code("r"): r = value
                case JSONObjectNode.code("o"): o = value
                case JSONObjectNode.code("rz"): rz = value
                case JSONObjectNode.code("rx"): rx = value
                case JSONObjectNode.code("ry"): ry = value
                case JSONObjectNode.code("or"): or = value
                case JSONObjectNode.code("sk"): sk = value
                case JSONObjectNode.code("sa"): sa = value
                case JSONObjectNode.code("so"): so = value
                case JSONObjectNode.code("eo"): eo = value
                case JSONObjectNode.code("px"): px = value
                case JSONObjectNode.code("py"): py = value
                case JSONObjectNode.code("pz"): pz = value
                default: break
                }
            }
        }
    }

    /// `p` as a vector property, `p: {s: true, x, y, z?}` split, or legacy `px`/`py` keys.
    private static func position(_ fields: Fields, _ context: DecodingContext) throws(LottieDecodingError) -> Position {
        if let p = try context.optionalObject(fields.p, "p"), try context.bool(p, "s") {
            return try context.at("p") { () throws(LottieDecodingError) in
                .split(
                    x: try .decode(p, "x", context, default: 0), y: try .decode(p, "y", context, default: 0),
                    z: try .optional(p, "z", context))
            }
        }
        if fields.p == nil, fields.px != nil || fields.py != nil {
            return .split(
                x: try .decode(fields.px, "px", context, default: 0), y: try .decode(fields.py, "py", context, default: 0),
                z: try .optional(fields.pz, "pz", context))
        }
        return .combined(try .decode(fields.p, "p", context, default: .zero))
    }
}

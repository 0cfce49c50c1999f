import LottieGraphics
import LottieModel

// A transform's animatable properties, each declared once (lottie-ios's name, the field, the
// default), and which of them layers, groups and repeaters list, in lottie-ios's order.

extension Transform {
    static let properties: [ItemProperty<Self>] = [
        .init(VectorField<Self>("Anchor Point", .anchor, \.anchor)),
        .init(
            "Position", .position, when: \.hasCombinedPosition, timing: { PropertyTiming($0.combinedPosition) },
            read: { .point($0.position(at: $1).xy) },
            write: { transform, value in
                if let vector = value.vector { transform.position = .combined(Property(constant: Vector3(vector.x, vector.y, 0))) }
            }),
        splitPosition("X Position", .positionX, \.x),
        splitPosition("Y Position", .positionY, \.y),
        .init(
            "Scale", .scale, timing: { PropertyTiming($0.scale) },
            read: { $0.scale.keypathValue(at: $1, default: Vector3(100, 100, 100), kind: .size) },
            write: { $0.scale.set($1, z: 100) }),
        .init(NumberField<Self>("Rotation", .rotation, \.rotation, default: 0)),
        .init("Rotation X", .rotationX, \.rotationX, default: 0, .listedWhenMissing),
        .init("Rotation Y", .rotationY, \.rotationY, default: 0, .listedWhenMissing),
        .init(NumberField<Self>("Rotation Z", .rotation, \.rotation, default: 0)),
        .init(NumberField<Self>("Opacity", .opacity, \.opacity, default: 100)),
        .init("Skew", .skew, \.skew, default: 0, .listedWhenMissing),
        .init("Skew Axis", .skewAxis, \.skewAxis, default: 0, .listedWhenMissing),
        .init("Start Opacity", .startOpacity, \.startOpacity, default: 100, .listedWhenMissing),
        .init("End Opacity", .endOpacity, \.endOpacity, default: 100, .listedWhenMissing),
    ]

    /// What a layer's transform lists.
    static let layerListing = ["Anchor Point", "Position", "X Position", "Y Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity"]
    /// What a group's transform lists: a layer's, then the skew.
    static let groupListing = layerListing + ["Skew", "Skew Axis"]
    /// What a repeater's transform lists (no split position, no 3D rotation).
    static let repeaterListing = ["Anchor Point", "Position", "Scale", "Rotation", "Start Opacity", "End Opacity"]

    /// The properties named in `listing`, in its order.
    static func properties(listed listing: [String]) -> [ItemProperty<Self>] {
        listing.compactMap { name in properties.first { $0.name == name } }
    }

    /// The value of `field` at `frame`, or nil when the transform has no such field.
    func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        Self.properties.keypathValue(field, of: self, at: frame)
    }

    /// Replaces `field` by the constant `value` (ignored when the kinds differ).
    mutating func set(_ field: PropertyField, to value: KeypathValue) {
        Self.properties.set(field, of: &self, to: value)
    }

    private var combinedPosition: Property<Vector3>? {
        if case .combined(let position) = position { position } else { nil }
    }

    private var hasCombinedPosition: Bool { combinedPosition != nil }

    /// X or Y of a split position, listed only when the position is split.
    private static func splitPosition(
        _ name: String, _ field: PropertyField, _ axis: KeyPath<(x: Property<Double>, y: Property<Double>), Property<Double>> & Sendable
    ) -> ItemProperty<Self> {
        let component: @Sendable (Transform) -> Property<Double>? = {
            if case .split(let x, let y, _) = $0.position { (x: x, y: y)[keyPath: axis] } else { nil }
        }
        return .init(
            name, field, when: { component($0) != nil }, timing: { PropertyTiming(component($0)) },
            read: { .number(field == .positionX ? $0.position(at: $1).x : $0.position(at: $1).y) },
            write: { transform, value in
                guard case .split(var x, var y, let z) = transform.position else { return }
                if field == .positionX { x.set(value) } else { y.set(value) }
                transform.position = .split(x: x, y: y, z: z)
            })
    }
}

import LottieExpressions
import LottieGraphics
import LottieModel

/// A transform group: a layer's (`transform`), a shape group's (`content("g").transform`) or a
/// repeater's. Its properties are members (`position`), and can be called by display name,
/// match name or After Effects' index, which differs between the three kinds.
final class TransformObject: PropertyTreeNode {
    /// Which transform group, for its match name and the numbering of its properties.
    enum Kind {
        /// `ADBE Transform Group`: anchor 1, position 2 (x, y, z 3–5), scale 6, orientation 7,
        /// rotations x 8, y 9, z 10, opacity 11.
        case layer
        /// `ADBE Vector Transform Group`: anchor 1, position 2, scale 3, skew 4, skew axis 5,
        /// rotation 6, opacity 7.
        case group
        /// `ADBE Vector Repeater Transform`: anchor 1, position 2, scale 3, rotation 4, start
        /// opacity 5, end opacity 6.
        case repeater

        var matchName: String {
            switch self {
            case .layer: "ADBE Transform Group"
            case .group: "ADBE Vector Transform Group"
            case .repeater: "ADBE Vector Repeater Transform"
            }
        }
    }

    let transform: Transform
    let dimensions: Int
    let kind: Kind
    let parentNode: (any PropertyTreeNode)?
    let propertyIndex: Int?
    unowned let scope: ExpressionScope

    init(_ transform: Transform, dimensions: Int = 2, kind: Kind, parent: (any PropertyTreeNode)?, index: Int?, scope: ExpressionScope) {
        self.transform = transform
        self.dimensions = dimensions
        self.kind = kind
        parentNode = parent
        propertyIndex = index
        self.scope = scope
    }

    var typeName: String { "transform" }

    /// One property: its member name, JSON key, display name, match names, and index in each kind.
    private struct Entry {
        let member: String
        let key: String
        let names: [String]
        let layer: Int?
        let group: Int?
        let repeater: Int?
    }

    private static let entries: [Entry] = [
        Entry(
            member: "anchorPoint", key: "a", names: ["Anchor Point", "ADBE Anchor Point", "ADBE Vector Anchor", "ADBE Vector Repeater Anchor"],
            layer: 1, group: 1, repeater: 1),
        Entry(
            member: "position", key: "p", names: ["Position", "ADBE Position", "ADBE Vector Position", "ADBE Vector Repeater Position"],
            layer: 2, group: 2, repeater: 2),
        Entry(member: "xPosition", key: "", names: ["X Position", "ADBE Position_0"], layer: 3, group: nil, repeater: nil),
        Entry(member: "yPosition", key: "", names: ["Y Position", "ADBE Position_1"], layer: 4, group: nil, repeater: nil),
        Entry(member: "zPosition", key: "", names: ["Z Position", "ADBE Position_2"], layer: 5, group: nil, repeater: nil),
        Entry(
            member: "scale", key: "s", names: ["Scale", "ADBE Scale", "ADBE Vector Scale", "ADBE Vector Repeater Scale"],
            layer: 6, group: 3, repeater: 3),
        Entry(member: "skew", key: "sk", names: ["Skew", "ADBE Vector Skew"], layer: nil, group: 4, repeater: nil),
        Entry(member: "skewAxis", key: "sa", names: ["Skew Axis", "ADBE Vector Skew Axis"], layer: nil, group: 5, repeater: nil),
        Entry(member: "orientation", key: "or", names: ["Orientation", "ADBE Orientation"], layer: 7, group: nil, repeater: nil),
        Entry(member: "xRotation", key: "rx", names: ["X Rotation", "ADBE Rotate X"], layer: 8, group: nil, repeater: nil),
        Entry(member: "yRotation", key: "ry", names: ["Y Rotation", "ADBE Rotate Y"], layer: 9, group: nil, repeater: nil),
        Entry(
            member: "rotation", key: "r",
            names: ["Rotation", "Z Rotation", "ADBE Rotate Z", "ADBE Vector Rotation", "ADBE Vector Repeater Rotation"],
            layer: 10, group: 6, repeater: 4),
        Entry(
            member: "opacity", key: "o", names: ["Opacity", "ADBE Opacity", "ADBE Vector Group Opacity"], layer: 11, group: 7, repeater: nil),
        Entry(
            member: "startOpacity", key: "so", names: ["Start Opacity", "ADBE Vector Repeater Opacity 1"], layer: nil, group: nil,
            repeater: 5),
        Entry(member: "endOpacity", key: "eo", names: ["End Opacity", "ADBE Vector Repeater Opacity 2"], layer: nil, group: nil, repeater: 6),
    ]

    private func index(in entry: Entry) -> Int? {
        switch kind {
        case .layer: entry.layer
        case .group: entry.group
        case .repeater: entry.repeater
        }
    }

    /// The index of member `member` in this kind of transform.
    func index(of member: String) -> Int? {
        Self.entries.first { $0.member == member }.flatMap(index(in:))
    }

    /// The display name of member `member`.
    func displayName(of member: String) -> String {
        Self.entries.first { $0.member == member }?.names.first ?? member
    }

    /// The member a JSON key stands for (`"p"` → `position`, `"rz"` → `rotation`).
    func member(forKey key: String) -> String? {
        key == "rz" ? "rotation" : Self.entries.first { $0.key == key && !key.isEmpty }?.member
    }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "name", "_name": return .string("Transform")
        case "numProperties": return .number(Double(Self.entries.compactMap(index(in:)).max() ?? 0))
        default:
            if let node = treeMember(name) { return node }
            return property(name).map { .host($0) }
        }
    }

    /// `transform("ADBE Position")`, `transform("Rotation")`, `transform(2)`.
    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let key = arguments.first?.primitive ?? .undefined
        var member: String?
        switch key {
        case .string(let text): member = Self.entries.first { $0.names.contains(text) || $0.member == text }?.member
        case .number(let number): member = Self.entries.first { entry in index(in: entry).map(Double.init) == number }?.member
        default: break
        }
        guard let member, let property = property(member) else {
            throw .thrown("TypeError: the transform has no property \(interpreter.describe(key))")
        }
        return .host(property)
    }

    private func property(_ member: String) -> PropertyObject? {
        let access: PropertyAccess
        switch member {
        case "anchorPoint": access = .of(transform.anchor, default: .zero, dimensions: dimensions)
        case "position":
            switch transform.position {
            case .combined(let property): access = .position(property, dimensions: dimensions)
            case .split(let x, let y, let z): access = .split(x: x, y: y, z: z, dimensions: dimensions)
            }
        case "xPosition", "yPosition", "zPosition":
            guard case .split(let x, let y, let z) = transform.position else { return nil }
            guard let axis = member == "xPosition" ? x : member == "yPosition" ? y : z else { return nil }
            access = .of(axis, default: 0, dimensions: 1)
        case "scale": access = .of(transform.scale, default: Vector3(100, 100, 100), dimensions: dimensions)
        case "rotation": access = .of(transform.rotation, default: 0, dimensions: 1)
        case "opacity": access = .of(transform.opacity, default: 100, dimensions: 1)
        case "skew": access = .of(transform.skew ?? Property(constant: 0), default: 0, dimensions: 1)
        case "skewAxis": access = .of(transform.skewAxis ?? Property(constant: 0), default: 0, dimensions: 1)
        case "xRotation": access = .of(transform.rotationX ?? Property(constant: 0), default: 0, dimensions: 1)
        case "yRotation": access = .of(transform.rotationY ?? Property(constant: 0), default: 0, dimensions: 1)
        case "orientation": access = .of(transform.orientation ?? Property(constant: .zero), default: .zero, dimensions: 3)
        case "startOpacity": access = .of(transform.startOpacity ?? Property(constant: 100), default: 100, dimensions: 1)
        case "endOpacity": access = .of(transform.endOpacity ?? Property(constant: 100), default: 100, dimensions: 1)
        default: return nil
        }
        return PropertyObject(access, scope: scope, name: displayName(of: member), group: self, index: index(of: member))
    }
}

extension PropertyAccess {
    /// A position given as separate x, y (and z) properties, read as one vector.
    /// Its keys are x's.
    static func split(x: Property<Double>, y: Property<Double>, z: Property<Double>?, dimensions: Int) -> PropertyAccess {
        func vector(_ read: (Property<Double>, Double) -> Double, _ frame: Double) -> Vector3 {
            Vector3(read(x, frame), read(y, frame), z.map { read($0, frame) } ?? 0)
        }
        let keyframed = { (frame: Double) in vector({ $0.keyframedValue(at: $1, default: 0) }, frame) }
        let access = PropertyAccess(
            Property<Vector3>(constant: .zero), dimensions: dimensions, keyframed: keyframed,
            evaluated: { frame in vector({ $0.value(at: $1, default: 0) }, frame) })
        guard case .keyframed(let keyframes) = x.animation else { return access }
        return PropertyAccess(
            keyCount: keyframes.count, keyTime: { keyframes.indices.contains($0) ? keyframes[$0].time : 0 },
            keyValue: { keyframes.indices.contains($0) ? keyframed(keyframes[$0].time).expressionValue(dimensions: dimensions) : .undefined },
            keyframed: access.keyframed, evaluated: access.evaluated)
    }
}

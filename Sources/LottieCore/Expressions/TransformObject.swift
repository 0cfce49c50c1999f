import LottieExpressions
import LottieGraphics
import LottieModel

/// A transform group: a layer's (`transform`) or a shape group's (`content("g").transform`).
final class TransformObject: HostObject {
    let transform: Transform
    let dimensions: Int
    unowned let scope: ExpressionScope
    /// A layer's transform numbers its properties as a layer's does, a group's as a group's.
    let isLayer: Bool

    init(_ transform: Transform, dimensions: Int, scope: ExpressionScope, isLayer: Bool) {
        self.transform = transform
        self.dimensions = dimensions
        self.scope = scope
        self.isLayer = isLayer
    }

    var typeName: String { "transform" }

    /// Member name, display name and match names of each property.
    private static let names: [(member: String, names: Set<String>)] = [
        ("anchorPoint", ["Anchor Point", "ADBE Anchor Point", "ADBE Vector Anchor"]),
        ("position", ["Position", "ADBE Position", "ADBE Vector Position"]),
        ("scale", ["Scale", "ADBE Scale", "ADBE Vector Scale"]),
        ("skew", ["Skew", "ADBE Vector Skew"]),
        ("skewAxis", ["Skew Axis", "ADBE Vector Skew Axis"]),
        ("rotation", ["Rotation", "Z Rotation", "ADBE Rotate Z", "ADBE Vector Rotation"]),
        ("opacity", ["Opacity", "ADBE Opacity", "ADBE Vector Group Opacity"]),
        ("xRotation", ["X Rotation", "ADBE Rotate X"]),
        ("yRotation", ["Y Rotation", "ADBE Rotate Y"]),
        ("orientation", ["Orientation", "ADBE Orientation"]),
        ("xPosition", ["X Position", "ADBE Position_0"]),
        ("yPosition", ["Y Position", "ADBE Position_1"]),
        ("zPosition", ["Z Position", "ADBE Position_2"]),
    ]

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        property(name).map { .host($0) } ?? (name == "name" ? .string("Transform") : nil)
    }

    /// `transform("ADBE Position")`, `transform("Rotation")`, `transform(2)`.
    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let key = arguments.first?.primitive ?? .undefined
        var member: String?
        switch key {
        case .string(let text): member = Self.names.first { $0.names.contains(text) }?.member
        case .number(let number):
            let order = isLayer ? ["anchorPoint", "position", "scale", "rotation", "opacity"] : ["anchorPoint", "position", "scale", "skew", "skewAxis", "rotation", "opacity"]
            if let index = Int(exactly: number), order.indices.contains(index - 1) { member = order[index - 1] }
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
        default: return nil
        }
        return PropertyObject(access, scope: scope, name: Self.names.first { $0.member == member }?.names.sorted().first ?? member)
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

import LottieExpressions
import LottieGraphics
import LottieModel

/// A path value (a path property's `value`, `createPath(…)`): its vertices and tangents, and
/// points along it.
final class PathObject: HostObject {
    let bezier: Bezier

    init(_ bezier: Bezier) {
        self.bezier = bezier
    }

    var typeName: String { "path" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "points": return function(name) { (interpreter, _) throws(ExpressionError) in try Self.list(self.bezier.vertices, interpreter) }
        case "inTangents": return function(name) { (interpreter, _) throws(ExpressionError) in try Self.list(self.bezier.inTangents, interpreter) }
        case "outTangents": return function(name) { (interpreter, _) throws(ExpressionError) in try Self.list(self.bezier.outTangents, interpreter) }
        case "isClosed": return function(name) { (_, _) throws(ExpressionError) in .bool(self.bezier.isClosed) }
        case "pointOnPath", "tangentOnPath", "normalOnPath":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                let fraction = arguments.isEmpty ? 0.5 : try interpreter.toNumber(arguments[0])
                try interpreter.step(self.bezier.vertices.count)
                let measure = PathMeasure(PathGenerator.path(from: self.bezier))
                let distance = min(max(fraction.isFinite ? fraction : 0, 0), 1) * measure.length
                if name == "pointOnPath" {
                    let point = measure.point(atDistance: distance) ?? self.bezier.vertices.first ?? .zero
                    return .numbers([point.x, point.y])
                }
                let tangent = measure.tangent(atDistance: distance) ?? Vector2(1, 0)
                return name == "tangentOnPath" ? .numbers([tangent.x, tangent.y]) : .numbers([tangent.y, -tangent.x])
            }
        default: return nil
        }
    }

    /// `createPath(points = [[0, 0], [100, 0], [100, 100], [0, 100]], inTangents = [], outTangents = [], isClosed = true)`.
    static func create(_ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> PathObject {
        func points(_ index: Int) throws(ExpressionError) -> [Vector2]? {
            guard index < arguments.count, case .array(let array) = arguments[index].primitive else { return nil }
            try interpreter.step(array.elements.count)
            var result: [Vector2] = []
            for element in array.elements {
                let components = try interpreter.numbers(of: element)
                result.append(Vector2(components.first ?? 0, components.count > 1 ? components[1] : 0))
            }
            return result
        }
        let vertices = try points(0) ?? [Vector2(0, 0), Vector2(100, 0), Vector2(100, 100), Vector2(0, 100)]
        func tangents(_ index: Int) throws(ExpressionError) -> [Vector2] {
            let given = try points(index) ?? []
            return vertices.indices.map { $0 < given.count ? given[$0] : .zero }
        }
        let isClosed = arguments.count > 3 ? try interpreter.truth(arguments[3]) : true
        return PathObject(Bezier(isClosed: isClosed, vertices: vertices, inTangents: try tangents(1), outTangents: try tangents(2)))
    }

    private static func list(_ points: [Vector2], _ interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        try interpreter.allocate(points.count * 3)
        return .array(ExpressionArray(points.map { .numbers([$0.x, $0.y]) }))
    }
}

/// After Effects' display names of the properties Lottie writes with short keys.
enum PropertyNames {
    static func displayName(ofKey key: String) -> String {
        switch key {
        case "a": "Anchor Point"
        case "p": "Position"
        case "s": "Scale"
        case "r": "Rotation"
        case "o": "Opacity"
        case "c": "Color"
        case "w": "Stroke Width"
        case "ks": "Path"
        case "pt": "Points"
        case "ir": "Inner Radius"
        case "or": "Outer Radius"
        case "is": "Inner Roundness"
        case "os": "Outer Roundness"
        case "e": "End"
        case "tm": "Time Remap"
        case "v": "Value"
        default: key
        }
    }
}

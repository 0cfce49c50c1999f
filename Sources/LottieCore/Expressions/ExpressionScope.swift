import LottieExpressions
import LottieGraphics
import LottieModel

/// What one expression sees around it: the time, its property (`value`, `thisProperty`),
/// its layer (`thisLayer`) and composition (`thisComp`), and the other compositions
/// (`comp("name")`). The property's and the layer's members are also visible unqualified,
/// as in After Effects (`loopOut()`, `wiggle(2, 10)`, `transform.position`, `index`).
final class ExpressionScope: ExpressionHost {
    let runtime: ExpressionRuntime
    let expression: PropertyExpression
    let property: PropertyAccess
    let layer: LayerReference?
    /// The frame being evaluated (`posterizeTime` moves it).
    private(set) var frame: Double
    let randomSeed: UInt64

    init(runtime: ExpressionRuntime, expression: PropertyExpression, property: PropertyAccess, layer: LayerReference?, frame: Double) {
        self.runtime = runtime
        self.expression = expression
        self.property = property
        self.layer = layer
        self.frame = frame
        randomSeed = Self.seed(of: expression.path)
    }

    var frameRate: Double { runtime.compositions.frameRate }
    var time: Double { frame / frameRate }

    private lazy var thisProperty: PropertyObject = {
        let place = ownPlace()
        return PropertyObject(property, scope: self, name: place.name ?? propertyName, isOwn: true, group: place.group, index: place.index)
    }()
    private lazy var thisLayer: LayerObject? = layer.map { LayerObject($0, scope: self) }

    /// The names of a property's members, visible unqualified.
    private static let propertyNames: Set<String> = [
        "velocity", "speed", "numKeys", "key", "nearestKey", "valueAtTime", "velocityAtTime", "speedAtTime", "loopIn",
        "loopOut", "loopInDuration", "loopOutDuration", "wiggle", "temporalWiggle", "smooth", "propertyGroup",
        "loop_in", "loop_out", "points", "inTangents", "outTangents", "isClosed", "pointOnPath", "tangentOnPath", "normalOnPath",
    ]

    /// The names of a layer's members, visible unqualified.
    private static let layerNames: Set<String> = [
        "name", "parent", "hasParent", "inPoint", "outPoint", "startTime", "width", "height", "active", "enabled",
        "transform", "anchorPoint", "anchor_point", "position", "scale", "rotation", "opacity", "effect", "mask", "content", "toComp",
        "fromComp", "toWorld", "fromWorld", "toCompVec", "fromCompVec", "toWorldVec", "fromWorldVec", "timeRemap",
        "sourceRectAtTime",
    ]

    func global(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "time": return .number(time)
        case "value": return property.keyframed(frame)
        case "thisProperty": return .host(thisProperty)
        case "thisLayer":
            guard let thisLayer else { throw .unsupported("thisLayer outside a layer") }
            return .host(thisLayer)
        case "thisComp": return .host(CompositionObject(layer?.composition ?? runtime.compositions.root, scope: self))
        case "index":
            guard let layer else { throw .unsupported("index outside a layer") }
            return .number(Double(layer.index))
        case "comp":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                let compName = try interpreter.toStringValue(arguments.first)
                guard let composition = self.runtime.compositions.byName[compName] else {
                    throw .missingReference("no composition named \(compName)")
                }
                return .host(CompositionObject(composition, scope: self))
            }
        case "footage": return function(name) { (_, _) throws(ExpressionError) in throw .unsupported("footage()") }
        case "colorDepth": return .number(8)
        case "posterizeTime":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                let fps = try interpreter.toNumber(arguments.first ?? .undefined)
                if fps > 0, fps.isFinite { self.frame = (self.time * fps).rounded(.down) / fps * self.frameRate }
                return .undefined
            }
        case "timeToFrames":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                let t = arguments.count > 0 && !arguments[0].isUndefinedValue ? try interpreter.toNumber(arguments[0]) : self.time
                let fps = arguments.count > 1 && !arguments[1].isUndefinedValue ? try interpreter.toNumber(arguments[1]) : self.frameRate
                return .number((t * fps + 1e-9).rounded(.down))
            }
        case "framesToTime":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                let frames = try interpreter.toNumber(arguments.first ?? .undefined)
                let fps = arguments.count > 1 && !arguments[1].isUndefinedValue ? try interpreter.toNumber(arguments[1]) : self.frameRate
                return .number(frames / fps)
            }
        case "createPath":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in .host(try PathObject.create(arguments, interpreter)) }
        default:
            if Self.propertyNames.contains(name) { return try thisProperty.member(name, interpreter: interpreter) }
            if Self.layerNames.contains(name) {
                guard let thisLayer else { throw .unsupported("\(name) outside a layer") }
                return try thisLayer.member(name, interpreter: interpreter)
            }
            return nil
        }
    }

    /// The display name of the expression's property (its last key).
    private var propertyName: String {
        guard case .key(let key)? = expression.location?.steps.last else { return "" }
        return PropertyNames.displayName(ofKey: key)
    }

    /// A stable seed from the expression's JSON path (FNV-1a).
    private static func seed(of path: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return hash
    }
}

/// A built-in function of the host.
func function(_ name: String, _ body: @escaping (Interpreter, [ExpressionValue]) throws(ExpressionError) -> ExpressionValue) -> ExpressionValue {
    .function(ExpressionFunction(name: name) { (interpreter, _, arguments) throws(ExpressionError) in try body(interpreter, arguments) })
}

extension Interpreter {
    /// The text of an argument (empty when missing).
    func toStringValue(_ value: ExpressionValue?) throws(ExpressionError) -> String {
        guard let value else { return "" }
        return try toString(value)
    }
}

extension ExpressionValue {
    var isUndefinedValue: Bool {
        if case .undefined = self { return true }
        return false
    }
}

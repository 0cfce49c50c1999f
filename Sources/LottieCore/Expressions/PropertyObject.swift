import LottieExpressions
import LottieGraphics
import LottieModel
import RealModule

/// A property as an expression holds it (`thisProperty`, `transform.position`,
/// `effect("Slider Control")("Slider")`): it stands for its value in arithmetic, and has
/// After Effects' property members (`valueAtTime`, `velocity`, `key(1)`, `loopOut()`, …).
final class PropertyObject: PropertyTreeNode {
    let access: PropertyAccess
    unowned let scope: ExpressionScope
    let name: String
    /// The expression's own property: its value is the one before the expression, as in
    /// After Effects (reading it after would be a cycle).
    let isOwn: Bool
    /// The group holding the property (`propertyGroup(1)`) and its index there.
    let parentNode: (any PropertyTreeNode)?
    let propertyIndex: Int?

    init(
        _ access: PropertyAccess, scope: ExpressionScope, name: String, isOwn: Bool = false, group: (any PropertyTreeNode)?,
        index: Int?
    ) {
        self.access = access
        self.scope = scope
        self.name = name
        self.isOwn = isOwn
        parentNode = group
        propertyIndex = index
    }

    var typeName: String { "property" }
    var primitive: ExpressionValue? { currentValue }

    /// The value at the expression's frame.
    var currentValue: ExpressionValue { value(atFrame: scope.frame) }

    func value(atFrame frame: Double) -> ExpressionValue {
        isOwn ? access.keyframed(frame) : access.evaluated(frame)
    }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        let fps = scope.frameRate
        switch name {
        case "value": return currentValue
        case "name": return .string(self.name)
        case "active", "enabled": return .bool(true)
        case "numKeys": return .number(Double(access.keyCount))
        case "propertyIndex", "propertyGroup": return treeMember(name)
        case "valueAtTime":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                self.value(atFrame: try interpreter.toNumber(arguments.first ?? .undefined) * fps)
            }
        case "velocity": return try velocity(atTime: scope.time, interpreter)
        case "speed": return .number(try speed(atTime: scope.time, interpreter))
        case "velocityAtTime":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                try self.velocity(atTime: interpreter.toNumber(arguments.first ?? .undefined), interpreter)
            }
        case "speedAtTime":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                .number(try self.speed(atTime: interpreter.toNumber(arguments.first ?? .undefined), interpreter))
            }
        case "key":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                let number = try interpreter.toNumber(arguments.first ?? .undefined)
                guard number >= 1, number < Double(self.access.keyCount) + 1 else {
                    throw .thrown("RangeError: key index \(NumberText.string(number)) is out of range (\(self.access.keyCount) keys)")
                }
                return .host(KeyObject(access: self.access, index: Int(number) - 1, frameRate: fps))
            }
        case "nearestKey":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                let frame = try interpreter.toNumber(arguments.first ?? .undefined) * fps
                try interpreter.step(self.access.keyCount / 8)
                let keys = 0..<self.access.keyCount
                guard let nearest = keys.min(by: { abs(self.access.keyTime($0) - frame) < abs(self.access.keyTime($1) - frame) }) else {
                    throw .thrown("RangeError: the property has no keyframes")
                }
                return .host(KeyObject(access: self.access, index: nearest, frameRate: fps))
            }
        case "loop_out", "loop_in":  // After Effects' older spelling, which bodymovin's player keeps
            return try member(name == "loop_out" ? "loopOut" : "loopIn", interpreter: interpreter)
        case "loopOut", "loopIn", "loopOutDuration", "loopInDuration":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.loop(name, arguments, interpreter) }
        case "wiggle":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.wiggle(arguments, interpreter) }
        case "temporalWiggle":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.temporalWiggle(arguments, interpreter) }
        case "smooth":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.smooth(arguments, interpreter) }
        case "points", "inTangents", "outTangents", "isClosed", "pointOnPath", "tangentOnPath", "normalOnPath":
            guard case .host(let object) = currentValue, let path = object as? PathObject else {
                return function(name) { (_, _) throws(ExpressionError) in throw .thrown("TypeError: \(name)() needs a path property") }
            }
            return try path.member(name, interpreter: interpreter)
        default: return nil
        }
    }

    // MARK: - Velocity

    /// The rate of change per second at `time`, from the value a thousandth of a second
    /// earlier (as lottie-web measures it).
    func velocity(atTime time: Double, _ interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let delta = 0.001
        let now = value(atFrame: time * scope.frameRate)
        let before = value(atFrame: (time - delta) * scope.frameRate)
        return try interpreter.divide(interpreter.subtract(now, before), .number(delta))
    }

    func speed(atTime time: Double, _ interpreter: Interpreter) throws(ExpressionError) -> Double {
        let velocity = try self.velocity(atTime: time, interpreter)
        guard let components = velocity.numbers else { return 0 }
        return components.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}

/// A keyframe (`key(1)`, `nearestKey(time)`): its `time` in seconds, `value` and `index`;
/// `key(1)[0]` reads a component of its value.
final class KeyObject: HostObject {
    let access: PropertyAccess
    let index: Int
    let frameRate: Double

    init(access: PropertyAccess, index: Int, frameRate: Double) {
        self.access = access
        self.index = index
        self.frameRate = frameRate
    }

    var typeName: String { "key" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "time": return .number(access.keyTime(index) / frameRate)
        case "index": return .number(Double(index + 1))
        case "value": return access.keyValue(index)
        default:
            guard let position = Int(name) else { return nil }
            let value = access.keyValue(index)
            // A one-dimensional key's [0] is its value, as for vectors' components.
            if case .number = value { return position == 0 ? value : .undefined }
            return try interpreter.index(value, .number(Double(position)))
        }
    }
}

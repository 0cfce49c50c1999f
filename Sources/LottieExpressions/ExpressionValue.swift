/// A JavaScript value while an expression runs. Arrays, objects and functions are references,
/// as in JavaScript; host objects (layers, properties, compositions) come from the embedder.
/// Values live only during one evaluation and are not shared between threads.
package enum ExpressionValue {
    case undefined
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array(ExpressionArray)
    case object(ExpressionObject)
    case function(ExpressionFunction)
    case host(any HostObject)

    /// `[x, y, …]` as an array value.
    package static func numbers(_ values: [Double]) -> ExpressionValue {
        .array(ExpressionArray(values.map { .number($0) }))
    }

    /// The number, for a number (or a host value that reads as one).
    package var number: Double? {
        switch self {
        case .number(let value): value
        case .host(let object): object.primitive?.number
        default: nil
        }
    }

    /// The numbers of an array whose elements are all numbers, or a one-element array for a number.
    package var numbers: [Double]? {
        switch self {
        case .number(let value): return [value]
        case .array(let array):
            var result: [Double] = []
            result.reserveCapacity(array.elements.count)
            for element in array.elements {
                guard let number = element.number else { return nil }
                result.append(number)
            }
            return result
        case .host(let object): return object.primitive?.numbers
        default: return nil
        }
    }

    /// The value a host object stands for (a property's value), else the value itself.
    package var primitive: ExpressionValue {
        if case .host(let object) = self, let value = object.primitive { return value }
        return self
    }

    var typeName: String {
        switch self {
        case .undefined: "undefined"
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        case .function: "function"
        case .host(let object): object.typeName
        }
    }
}

/// A JavaScript array.
package final class ExpressionArray {
    package var elements: [ExpressionValue]
    /// Whether the interpreter has noted it for clean-up (it was changed after creation).
    var isTracked = false

    package init(_ elements: [ExpressionValue]) {
        self.elements = elements
    }
}

/// A plain JavaScript object (an object literal, an error caught by `catch`).
package final class ExpressionObject {
    package private(set) var keys: [String] = []
    private var values: [String: ExpressionValue] = [:]
    var isTracked = false

    package init(_ entries: [(String, ExpressionValue)] = []) {
        for (key, value) in entries { self[key] = value }
    }

    /// An object with the members of `other`, which changes to either leave alone.
    init(copying other: ExpressionObject) {
        keys = other.keys
        values = other.values
    }

    package subscript(key: String) -> ExpressionValue? {
        get { values[key] }
        set {
            if values[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            values[key] = newValue
        }
    }
}

/// A function: one written in the expression (a closure over its scope) or a built-in.
package final class ExpressionFunction {
    /// A built-in's body: the interpreter, the receiver (`this`) and the arguments.
    package typealias Native = (Interpreter, ExpressionValue, [ExpressionValue]) throws(ExpressionError) -> ExpressionValue
    /// A built-in that captures nothing, as the shared tables of globals hold them.
    typealias SharedNative = @Sendable (Interpreter, ExpressionValue, [ExpressionValue]) throws(ExpressionError) -> ExpressionValue

    enum Body {
        case closure(FunctionCode, Environment)
        case native(Native)
    }

    let body: Body
    package let name: String
    /// Members of the function object itself (`Array.isArray`).
    var members: [String: ExpressionValue] = [:]
    var isTracked = false

    init(code: FunctionCode, environment: Environment) {
        body = .closure(code, environment)
        name = code.name?.text ?? "anonymous"
    }

    package init(name: String, _ native: @escaping Native) {
        body = .native(native)
        self.name = name
    }
}

/// An object the embedder provides: a layer, a composition, a property, an effect.
///
/// Member reads, calls (`layer("Name")`, `effect("Slider")("Slider")`) and indexing go to the
/// object; a property also has a ``primitive`` value, which arithmetic, comparisons and
/// indexing use, as After Effects lets `thisComp.layer("a").transform.position` stand for its value.
package protocol HostObject: AnyObject {
    /// Shown in error messages ("layer", "property").
    var typeName: String { get }
    /// The value the object stands for in arithmetic, or nil for a plain object.
    var primitive: ExpressionValue? { get }
    /// The member `name`, or nil when the object has none (the primitive's members are tried next).
    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue?
    /// The object called as a function: `layer(1)`, `effect("Blur")("Radius")`.
    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue
}

extension HostObject {
    package var primitive: ExpressionValue? { nil }

    package func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        throw .thrown("TypeError: \(typeName) is not a function")
    }
}

extension ExpressionObject {
    /// Drops every member (breaking reference cycles when the interpreter is done).
    func removeAll() {
        keys = []
        values = [:]
    }
}

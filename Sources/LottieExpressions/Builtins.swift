import RealModule

/// The globals every expression sees, whatever its host: JavaScript's (`Math`, `parseInt`,
/// `Array`, …) and After Effects' (`linear`, `clamp`, `length`, `random`, bodymovin's
/// `$bm_sum`, …). The host adds the ones tied to the animation (`time`, `value`, `thisComp`, …).
enum Builtins {
    /// The global `name`, made anew for each interpreter (functions are objects that an
    /// expression may add members to), or nil when it is not a built-in.
    static func make(_ name: String) -> ExpressionValue? {
        switch name {
        case "undefined": return .undefined
        case "NaN": return .number(.nan)
        case "Infinity": return .number(.infinity)
        case "Math": return mathObject()
        case "Array": return arrayConstructor()
        case "eval":
            // Called by name, `eval(…)` reads the caller's scope (the interpreter handles that
            // call itself); passed around as a value, it reads the global scope.
            return .function(
                ExpressionFunction(name: name) { (interpreter, _, arguments) throws(ExpressionError) in
                    try interpreter.evaluatePath(arguments.first ?? .undefined, in: interpreter.global)
                })
        case "Object": return objectConstructor()
        case "Error", "TypeError", "RangeError", "ReferenceError", "SyntaxError", "EvalError":
            return .function(
                ExpressionFunction(name: name) { (interpreter, _, arguments) throws(ExpressionError) in
                    let message = try arguments.first.map { (value) throws(ExpressionError) in try interpreter.toString(value) } ?? ""
                    return .object(ExpressionObject([("name", .string(name)), ("message", .string(message))]))
                })
        default:
            guard let native = functions[name] else { return nil }
            return .function(ExpressionFunction(name: name, native))
        }
    }

    /// Whether `make(name)` gives a value.
    static func isBuiltin(_ name: String) -> Bool {
        switch name {
        case "undefined", "NaN", "Infinity", "Math", "Array", "eval", "Object", "Error", "TypeError", "RangeError",
            "ReferenceError", "SyntaxError", "EvalError":
            true
        default: functions[name] != nil
        }
    }

    /// Every built-in function by name.
    private static let functions: [String: ExpressionFunction.SharedNative] = {
        var table: [String: ExpressionFunction.SharedNative] = [:]
        for list in [vectorFunctions, interpolationFunctions, randomFunctions, colorFunctions, javascriptFunctions] {
            for (name, body) in list { table[name] = body }
        }
        return table
    }()

    /// The argument at `index`, or undefined.
    static func argument(_ arguments: [ExpressionValue], _ index: Int) -> ExpressionValue {
        index < arguments.count ? arguments[index] : .undefined
    }

    // MARK: - JavaScript

    private static let javascriptFunctions: [(String, ExpressionFunction.SharedNative)] = [
        ("isNaN", { (interpreter, _, arguments) throws(ExpressionError) in .bool(try interpreter.toNumber(argument(arguments, 0)).isNaN) }),
        ("isFinite", { (interpreter, _, arguments) throws(ExpressionError) in .bool(try interpreter.toNumber(argument(arguments, 0)).isFinite) }),
        ("parseFloat", { (interpreter, _, arguments) throws(ExpressionError) in .number(parseFloat(try interpreter.toString(argument(arguments, 0)))) }),
        (
            "parseInt",
            { (interpreter, _, arguments) throws(ExpressionError) in
                let text = try interpreter.toString(argument(arguments, 0))
                let radix = arguments.count > 1 ? Int(ArrayMethods.clamped(try interpreter.toNumber(arguments[1]))) : 10
                return .number(parseInt(text, radix: radix))
            }
        ),
        ("Number", { (interpreter, _, arguments) throws(ExpressionError) in .number(arguments.isEmpty ? 0 : try interpreter.toNumber(arguments[0])) }),
        ("String", { (interpreter, _, arguments) throws(ExpressionError) in .string(arguments.isEmpty ? "" : try interpreter.toString(arguments[0])) }),
        ("Boolean", { (interpreter, _, arguments) throws(ExpressionError) in .bool(try interpreter.truth(argument(arguments, 0))) }),
    ]

    private static func arrayConstructor() -> ExpressionValue {
        let constructor = ExpressionFunction(name: "Array") { (interpreter, _, arguments) throws(ExpressionError) in
            if arguments.count == 1, case .number(let count) = arguments[0] {
                guard count >= 0, count == count.rounded(), count <= Double(ExpressionLimits.maxValueLength) else {
                    throw .thrown("RangeError: invalid array length")
                }
                try interpreter.allocate(Int(count))
                return .array(ExpressionArray(Array(repeating: .undefined, count: Int(count))))
            }
            try interpreter.allocate(arguments.count)
            return .array(ExpressionArray(arguments))
        }
        constructor.members["isArray"] = .function(
            ExpressionFunction(name: "isArray") { _, _, arguments in
                if case .array = argument(arguments, 0).primitive { return .bool(true) }
                return .bool(false)
            })
        return .function(constructor)
    }

    private static func objectConstructor() -> ExpressionValue {
        let constructor = ExpressionFunction(name: "Object") { _, _, arguments in
            switch argument(arguments, 0) {
            case .undefined, .null: .object(ExpressionObject())
            case let value: value
            }
        }
        constructor.members["keys"] = .function(
            ExpressionFunction(name: "keys") { (interpreter, _, arguments) throws(ExpressionError) in
                switch argument(arguments, 0).primitive {
                case .object(let object):
                    try interpreter.allocate(object.keys.count)
                    return .array(ExpressionArray(object.keys.map { .string($0) }))
                case .array(let array):
                    try interpreter.allocate(array.elements.count)
                    return .array(ExpressionArray(array.elements.indices.map { .string(String($0)) }))
                default: return .array(ExpressionArray([]))
                }
            })
        return .function(constructor)
    }

    /// `parseFloat`: the longest numeric prefix.
    static func parseFloat(_ text: String) -> Double {
        let trimmed = Array(text.trimmingSpaces)
        if trimmed.starts(with: "Infinity") || trimmed.starts(with: "+Infinity") { return .infinity }
        if trimmed.starts(with: "-Infinity") { return -.infinity }
        var best = Double.nan
        var end = 0
        while end < trimmed.count, "0123456789.eE+-".contains(trimmed[end]) {
            end += 1
            if let value = Double(String(trimmed[0..<end])) { best = value }
        }
        return best
    }

    /// `parseInt`: the longest prefix of digits in `radix` (0 or 10 by default; `0x` means 16).
    static func parseInt(_ text: String, radix: Int) -> Double {
        var characters = Substring(text.trimmingSpaces)
        var sign = 1.0
        if characters.first == "-" || characters.first == "+" {
            sign = characters.first == "-" ? -1 : 1
            characters = characters.dropFirst()
        }
        var base = radix == 0 ? 10 : radix
        if (base == 16 || radix == 0) && (characters.hasPrefix("0x") || characters.hasPrefix("0X")) {
            base = 16
            characters = characters.dropFirst(2)
        }
        guard (2...36).contains(base) else { return .nan }
        var value = 0.0
        var digits = 0
        for character in characters {
            guard let digit = character.hexDigitValue ?? base36Value(character), digit < base else { break }
            value = value * Double(base) + Double(digit)
            digits += 1
        }
        return digits == 0 ? .nan : sign * value
    }
}

extension Builtins {
    /// The digit value of a letter in bases up to 36 (`z` is 35).
    private static func base36Value(_ character: Character) -> Int? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case 0x61...0x7A: return Int(ascii - 0x61) + 10
        case 0x41...0x5A: return Int(ascii - 0x41) + 10
        default: return nil
        }
    }
}

import RealModule

extension Builtins {
    /// After Effects' vector math and bodymovin's operator functions (`$bm_sum` is `a + b`).
    static let vectorFunctions: [(String, ExpressionFunction.SharedNative)] = {
        let add: ExpressionFunction.SharedNative = { (interpreter, _, arguments) throws(ExpressionError) in
            try interpreter.add(argument(arguments, 0), argument(arguments, 1))
        }
        let subtract: ExpressionFunction.SharedNative = { (interpreter, _, arguments) throws(ExpressionError) in
            try interpreter.subtract(argument(arguments, 0), argument(arguments, 1))
        }
        let multiply: ExpressionFunction.SharedNative = { (interpreter, _, arguments) throws(ExpressionError) in
            try interpreter.multiply(argument(arguments, 0), argument(arguments, 1))
        }
        let divide: ExpressionFunction.SharedNative = { (interpreter, _, arguments) throws(ExpressionError) in
            try interpreter.divide(argument(arguments, 0), argument(arguments, 1))
        }
        let remainder: ExpressionFunction.SharedNative = { (interpreter, _, arguments) throws(ExpressionError) in
            try interpreter.binary(.remainder, argument(arguments, 0), argument(arguments, 1))
        }
        return [
            ("add", add), ("sum", add), ("$bm_sum", add), ("$bm_add", add),
            ("sub", subtract), ("$bm_sub", subtract),
            ("mul", multiply), ("$bm_mul", multiply),
            ("div", divide), ("$bm_div", divide),
            ("mod", remainder), ("$bm_mod", remainder),
            ("$bm_neg", { (interpreter, _, arguments) throws(ExpressionError) in try interpreter.negate(argument(arguments, 0)) }),
            (
                "$bm_isInstanceOfArray",
                { _, _, arguments in
                    if case .array = argument(arguments, 0).primitive { return .bool(true) }
                    return .bool(false)
                }
            ),
            ("clamp", clamp),
            (
                "dot",
                { (interpreter, _, arguments) throws(ExpressionError) in
                    let (a, b) = try vectors(arguments, interpreter)
                    return .number(zip(a, b).reduce(0) { $0 + $1.0 * $1.1 })
                }
            ),
            (
                "cross",
                { (interpreter, _, arguments) throws(ExpressionError) in
                    let (a, b) = try vectors(arguments, interpreter)
                    let p = a + Array(repeating: 0, count: max(0, 3 - a.count))
                    let q = b + Array(repeating: 0, count: max(0, 3 - b.count))
                    return .numbers([p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]])
                }
            ),
            (
                "normalize",
                { (interpreter, _, arguments) throws(ExpressionError) in
                    let vector = try numbers(argument(arguments, 0), interpreter)
                    let length = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
                    return .numbers(vector.map { $0 / length })
                }
            ),
            (
                "length",
                { (interpreter, _, arguments) throws(ExpressionError) in
                    let first = argument(arguments, 0).primitive
                    if case .number(let a) = first {
                        return .number(abs(a - (try interpreter.toNumber(arguments.count > 1 ? arguments[1] : .number(0)))))
                    }
                    let a = try numbers(first, interpreter)
                    let b = arguments.count > 1 ? try numbers(arguments[1], interpreter) : Array(repeating: 0, count: a.count)
                    var sum = 0.0
                    for index in 0..<min(a.count, b.count) { sum += (b[index] - a[index]) * (b[index] - a[index]) }
                    return .number(sum.squareRoot())
                }
            ),
            (
                "lookAt",
                { (interpreter, _, arguments) throws(ExpressionError) in
                    let (from, at) = try vectors(arguments, interpreter)
                    let d = (0..<3).map { ($0 < at.count ? at[$0] : 0) - ($0 < from.count ? from[$0] : 0) }
                    let pitch = Double.atan2(y: d[0], x: (d[1] * d[1] + d[2] * d[2]).squareRoot()) * 180 / .pi
                    let yaw = -Double.atan2(y: d[1], x: d[2]) * 180 / .pi
                    return .numbers([yaw, pitch, 0])
                }
            ),
            (
                "degreesToRadians",
                { (interpreter, _, arguments) throws(ExpressionError) in
                    .number(try interpreter.toNumber(argument(arguments, 0)) * .pi / 180)
                }
            ),
            (
                "radiansToDegrees",
                { (interpreter, _, arguments) throws(ExpressionError) in
                    .number(try interpreter.toNumber(argument(arguments, 0)) * 180 / .pi)
                }
            ),
        ]
    }()

    /// `clamp(value, limit1, limit2)`, element by element for arrays; the limits may come in either order.
    private static let clamp: ExpressionFunction.SharedNative = { (interpreter, _, arguments) throws(ExpressionError) in
        let value = argument(arguments, 0).primitive
        let low = try interpreter.toNumber(argument(arguments, 1))
        let high = try interpreter.toNumber(argument(arguments, 2))
        let (lower, upper) = low <= high ? (low, high) : (high, low)
        func clamped(_ number: Double) -> Double { number.isNaN ? number : min(max(number, lower), upper) }
        if case .array(let array) = value {
            try interpreter.allocate(array.elements.count)
            var result: [ExpressionValue] = []
            for element in array.elements { result.append(.number(clamped(try interpreter.toNumber(element)))) }
            return .array(ExpressionArray(result))
        }
        return .number(clamped(try interpreter.toNumber(value)))
    }

    /// The numbers of a number or an array.
    static func numbers(_ value: ExpressionValue, _ interpreter: Interpreter) throws(ExpressionError) -> [Double] {
        switch value.primitive {
        case .array(let array):
            var result: [Double] = []
            for element in array.elements { result.append(try interpreter.toNumber(element)) }
            return result
        case let other: return [try interpreter.toNumber(other)]
        }
    }

    private static func vectors(_ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> ([Double], [Double]) {
        (try numbers(argument(arguments, 0), interpreter), try numbers(argument(arguments, 1), interpreter))
    }
}

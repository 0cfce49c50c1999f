import RealModule

extension Builtins {
    /// JavaScript's `Math`, with `Math.random` drawing from the expression's seeded sequence.
    static func mathObject() -> ExpressionValue {
        .object(ExpressionObject(copying: mathTemplate))
    }

    /// The members of `Math`, made once; each interpreter gets its own copy (an expression
    /// may add to its `Math`), which shares the tables until then.
    nonisolated(unsafe) private static let mathTemplate: ExpressionObject = {
        let math = ExpressionObject()
        let constants: [(String, Double)] = [
            ("PI", .pi), ("E", Double.exp(1)), ("LN2", Double.log(2)), ("LN10", Double.log(10)), ("LOG2E", 1 / Double.log(2)),
            ("LOG10E", 1 / Double.log(10)), ("SQRT2", 2.0.squareRoot()), ("SQRT1_2", 0.5.squareRoot()),
        ]
        for (name, value) in constants { math[name] = .number(value) }
        let unary: [(String, (Double) -> Double)] = [
            ("abs", { abs($0) }), ("acos", { Double.acos($0) }), ("asin", { Double.asin($0) }), ("atan", { Double.atan($0) }), ("ceil", { $0.rounded(.up) }),
            ("cos", { Double.cos($0) }), ("exp", { Double.exp($0) }), ("floor", { $0.rounded(.down) }), ("log", { Double.log($0) }), ("sin", { Double.sin($0) }),
            ("sqrt", { $0.squareRoot() }), ("tan", { Double.tan($0) }), ("round", { ($0 + 0.5).rounded(.down) }),
            ("sign", { $0 > 0 ? 1 : $0 < 0 ? -1 : $0 }), ("trunc", { $0.rounded(.towardZero) }), ("cbrt", { Double.pow($0, 1.0 / 3) }),
            ("log10", { Double.log10($0) }), ("log2", { Double.log2($0) }), ("sinh", { Double.sinh($0) }), ("cosh", { Double.cosh($0) }), ("tanh", { Double.tanh($0) }),
            ("asinh", { Double.asinh($0) }), ("acosh", { Double.acosh($0) }), ("atanh", { Double.atanh($0) }), ("expm1", { Double.expMinusOne($0) }),
            ("log1p", { Double.log(onePlus: $0) }),
        ]
        for (name, function) in unary {
            math[name] = .function(
                ExpressionFunction(name: name) { (interpreter, _, arguments) throws(ExpressionError) in
                    .number(function(try interpreter.toNumber(argument(arguments, 0))))
                })
        }
        math["atan2"] = .function(
            ExpressionFunction(name: "atan2") { (interpreter, _, arguments) throws(ExpressionError) in
                .number(Double.atan2(y: try interpreter.toNumber(argument(arguments, 0)), x: try interpreter.toNumber(argument(arguments, 1))))
            })
        math["pow"] = .function(
            ExpressionFunction(name: "pow") { (interpreter, _, arguments) throws(ExpressionError) in
                .number(power(try interpreter.toNumber(argument(arguments, 0)), try interpreter.toNumber(argument(arguments, 1))))
            })
        for name in ["max", "min"] {
            let isMax = name == "max"
            math[name] = .function(
                ExpressionFunction(name: name) { (interpreter, _, arguments) throws(ExpressionError) in
                    var result = isMax ? -Double.infinity : Double.infinity
                    for argument in arguments {
                        let number = try interpreter.toNumber(argument)
                        if number.isNaN { return .number(.nan) }
                        result = isMax ? max(result, number) : min(result, number)
                    }
                    return .number(result)
                })
        }
        math["hypot"] = .function(
            ExpressionFunction(name: "hypot") { (interpreter, _, arguments) throws(ExpressionError) in
                var sum = 0.0
                for argument in arguments {
                    let number = try interpreter.toNumber(argument)
                    sum += number * number
                }
                return .number(sum.squareRoot())
            })
        math["random"] = .function(ExpressionFunction(name: "random") { interpreter, _, _ in .number(interpreter.random.next()) })
        return math
    }()

    /// `Math.pow` with JavaScript's special cases (`pow(x, NaN)` is NaN, `pow(1, ∞)` is NaN).
    static func power(_ base: Double, _ exponent: Double) -> Double {
        if exponent.isNaN { return .nan }
        if exponent == 0 { return 1 }
        if abs(base) == 1 && exponent.isInfinite { return .nan }
        if base < 0 && exponent == exponent.rounded() && abs(exponent) < 1e18 {
            let magnitude = Double.pow(-base, exponent)
            return Int64(exponent) % 2 == 0 ? magnitude : -magnitude
        }
        return Double.pow(base, exponent)
    }
}

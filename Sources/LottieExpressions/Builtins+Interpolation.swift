extension Builtins {
    /// `linear`, `ease`, `easeIn`, `easeOut`: `(t, value1, value2)` over t in 0…1, or
    /// `(t, tMin, tMax, value1, value2)`; values may be numbers or arrays (element by element).
    /// `tMin` may exceed `tMax`: t = tMin still gives value1. The eases use After Effects'
    /// curves as lottie-web writes them.
    static let interpolationFunctions: [(String, ExpressionFunction.SharedNative)] = [
        ("linear", interpolation { $0 }),
        ("ease", interpolation(UnitBezier(0.33, 0, 0.667, 1).y)),
        ("easeIn", interpolation(UnitBezier(0.333, 0, 0.833, 0.833).y)),
        ("easeOut", interpolation(UnitBezier(0.167, 0.167, 0.667, 1).y)),
    ]

    private static func interpolation(_ curve: @escaping @Sendable (Double) -> Double) -> ExpressionFunction.SharedNative {
        { (interpreter, _, arguments) throws(ExpressionError) in
            let t = try interpreter.toNumber(argument(arguments, 0))
            var progress: Double
            let start: ExpressionValue
            let end: ExpressionValue
            if arguments.count >= 5 {
                let tMin = try interpreter.toNumber(arguments[1])
                let tMax = try interpreter.toNumber(arguments[2])
                progress = tMax == tMin ? (t < tMin ? 0 : 1) : (t - tMin) / (tMax - tMin)
                start = arguments[3]
                end = arguments[4]
            } else {
                progress = t
                start = argument(arguments, 1)
                end = argument(arguments, 2)
            }
            progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
            let amount = curve(progress)
            if case .array(let from) = start.primitive {
                let to = try numbers(end, interpreter)
                try interpreter.allocate(from.elements.count)
                var result: [ExpressionValue] = []
                for (index, element) in from.elements.enumerated() {
                    let a = try interpreter.toNumber(element)
                    let b = index < to.count ? to[index] : a
                    result.append(.number(amount == 1 ? b : a + (b - a) * amount))
                }
                return .array(ExpressionArray(result))
            }
            let a = try interpreter.toNumber(start)
            let b = try interpreter.toNumber(end)
            return .number(amount == 1 ? b : a + (b - a) * amount)
        }
    }
}

/// A unit cubic bezier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2): y for an x, found by bisection on the monotonic x(t).
struct UnitBezier {
    let x1, y1, x2, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    func y(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        var low = 0.0
        var high = 1.0
        var t = x
        for _ in 0..<40 {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return Self.coordinate(t, y1, y2)
    }

    private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
}

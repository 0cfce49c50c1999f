extension Builtins {
    /// `random`, `gaussRandom`, `seedRandom` and `noise`, all deterministic (``SeededRandom``).
    static let randomFunctions: [(String, ExpressionFunction.SharedNative)] = [
        ("random", { (interpreter, _, arguments) throws(ExpressionError) in try ranged(arguments, interpreter) { $0.random.next() } }),
        (
            "gaussRandom",
            { (interpreter, _, arguments) throws(ExpressionError) in
                // After Effects: about 90 % of the results inside the range.
                try ranged(arguments, interpreter) { 0.5 + $0.random.nextGaussian() / 3.29 }
            }
        ),
        (
            "seedRandom",
            { (interpreter, _, arguments) throws(ExpressionError) in
                let seed = try interpreter.toNumber(argument(arguments, 0))
                let timeless = try interpreter.truth(argument(arguments, 1))
                interpreter.random.reseed(seed, timeless: timeless)
                return .undefined
            }
        ),
        (
            "noise",
            { (interpreter, _, arguments) throws(ExpressionError) in
                let coordinates = try numbers(argument(arguments, 0), interpreter)
                var x = 0.0
                for (index, coordinate) in coordinates.enumerated() { x += coordinate * (1 + 0.618 * Double(index)) }
                return .number(SeededRandom.noise(x, seed: 0x4E6F_6973_65))
            }
        ),
    ]

    /// A draw scaled to `random()`'s forms: no argument (0…1), a maximum, or a minimum and a
    /// maximum; numbers or arrays (one draw per element).
    private static func ranged(_ arguments: [ExpressionValue], _ interpreter: Interpreter, _ draw: (Interpreter) -> Double) throws(ExpressionError)
        -> ExpressionValue
    {
        guard !arguments.isEmpty else { return .number(draw(interpreter)) }
        let low = arguments.count > 1 ? argument(arguments, 0).primitive : .number(0)
        let high = arguments.count > 1 ? argument(arguments, 1).primitive : argument(arguments, 0).primitive
        if case .array = high {
            let lows = try numbers(low, interpreter)
            let highs = try numbers(high, interpreter)
            try interpreter.allocate(highs.count)
            return .numbers(
                highs.enumerated().map { index, upper in
                    let lower = lows.count == 1 ? lows[0] : index < lows.count ? lows[index] : 0
                    return lower + (upper - lower) * draw(interpreter)
                })
        }
        let lower = try interpreter.toNumber(low)
        let upper = try interpreter.toNumber(high)
        return .number(lower + (upper - lower) * draw(interpreter))
    }

    /// After Effects' colour conversions, on `[r, g, b, a]` arrays in 0…1.
    static let colorFunctions: [(String, ExpressionFunction.SharedNative)] = [
        (
            "rgbToHsl",
            { (interpreter, _, arguments) throws(ExpressionError) in
                let c = try numbers(argument(arguments, 0), interpreter) + [0, 0, 0, 1]
                let (r, g, b) = (c[0], c[1], c[2])
                let high = max(r, g, b)
                let low = min(r, g, b)
                let l = (high + low) / 2
                guard high != low else { return .numbers([0, 0, l, c[3]]) }
                let d = high - low
                let s = l > 0.5 ? d / (2 - high - low) : d / (high + low)
                var h: Double
                if high == r {
                    h = (g - b) / d + (g < b ? 6 : 0)
                } else if high == g {
                    h = (b - r) / d + 2
                } else {
                    h = (r - g) / d + 4
                }
                h /= 6
                return .numbers([h, s, l, c[3]])
            }
        ),
        (
            "hslToRgb",
            { (interpreter, _, arguments) throws(ExpressionError) in
                let c = try numbers(argument(arguments, 0), interpreter) + [0, 0, 0, 1]
                let (h, s, l) = (c[0], c[1], c[2])
                guard s != 0 else { return .numbers([l, l, l, c[3]]) }
                func channel(_ p: Double, _ q: Double, _ t: Double) -> Double {
                    var t = t
                    if t < 0 { t += 1 }
                    if t > 1 { t -= 1 }
                    if t < 1.0 / 6 { return p + (q - p) * 6 * t }
                    if t < 0.5 { return q }
                    if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
                    return p
                }
                let q = l < 0.5 ? l * (1 + s) : l + s - l * s
                let p = 2 * l - q
                return .numbers([channel(p, q, h + 1.0 / 3), channel(p, q, h), channel(p, q, h - 1.0 / 3), c[3]])
            }
        ),
        (
            "hexToRgb",
            { (interpreter, _, arguments) throws(ExpressionError) in
                var text = Substring(try interpreter.toString(argument(arguments, 0)))
                if text.hasPrefix("#") { text = text.dropFirst() } else if text.hasPrefix("0x") { text = text.dropFirst(2) }
                guard text.count == 6 || text.count == 8, let value = UInt32(text, radix: 16) else {
                    throw .thrown("TypeError: hexToRgb expects a colour such as #FF8800")
                }
                let shift: UInt32 = text.count == 8 ? 8 : 0
                let alpha = text.count == 8 ? Double(value & 0xFF) / 255 : 1
                return .numbers([
                    Double((value >> (16 + shift)) & 0xFF) / 255, Double((value >> (8 + shift)) & 0xFF) / 255,
                    Double((value >> shift) & 0xFF) / 255, alpha,
                ])
            }
        ),
    ]
}

import LottieGraphics

/// Readers for Lottie's small integer codes (fill rule, line cap, trim mode, …). A code
/// of the wrong JSON type is an error; an unknown number falls back to the default and
/// records a diagnostic, because a newer exporter may add values we can still draw.
extension DecodingContext {
    /// The code at `key` mapped through `decode`: `fallback` when absent, and `fallback`
    /// plus a diagnostic when the number is not a known code.
    func code<T>(
        _ object: JSONObject, _ key: String, default fallback: T, _ decode: (Int) -> T?
    ) throws(LottieDecodingError) -> T {
        guard let number = try optionalNumber(object, key) else { return fallback }
        if let raw = Self.exactInt(number), let value = decode(raw) { return value }
        at(key) { diagnose(.warning, "invalid code", "\(key) value \(number) is not a known code; the default is used") }
        return fallback
    }

    /// A code with an `Int` raw value.
    func code<T: RawRepresentable>(
        _ object: JSONObject, _ key: String, default fallback: T
    ) throws(LottieDecodingError) -> T where T.RawValue == Int {
        try code(object, key, default: fallback, T.init(rawValue:))
    }

    /// An integer that does not throw for out-of-range numbers: they read as nil, with a
    /// diagnostic (used for bookkeeping fields such as `ix`).
    func lenientInt(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> Int? {
        guard let number = try optionalNumber(object, key) else { return nil }
        guard let int = Self.exactInt(number) else {
            at(key) { diagnose(.info, "invalid value", "\(key) value \(number) is not an integer; ignored") }
            return nil
        }
        return int
    }

    /// A number that some exporters write as a string (`"88"`).
    func numberOrNumericString(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> Double? {
        if case .string(let text)? = object[key] {
            guard let number = Double(text), number.isFinite else {
                throw at(key) { error(.invalidValue, "\"\(text)\" is not a number") }
            }
            return number
        }
        return try optionalNumber(object, key)
    }

    private static func exactInt(_ number: Double) -> Int? {
        guard number.isFinite, abs(number) < 1e15 else { return nil }
        return Int(exactly: number.rounded(.towardZero))
    }
}

/// The Lottie codes of the graphics enums (`r`, `lc`, `lj`).
enum ShapeCodeTable {
    /// `r`: 1 non-zero, 2 even-odd.
    static func fillRule(_ code: Int) -> FillRule? {
        switch code {
        case 1: .nonZero
        case 2: .evenOdd
        default: nil
        }
    }

    static func code(of rule: FillRule) -> Int {
        switch rule {
        case .nonZero: 1
        case .evenOdd: 2
        }
    }

    /// `lc`: 1 butt, 2 round, 3 square.
    static func lineCap(_ code: Int) -> LineCap? {
        switch code {
        case 1: .butt
        case 2: .round
        case 3: .square
        default: nil
        }
    }

    static func code(of cap: LineCap) -> Int {
        switch cap {
        case .butt: 1
        case .round: 2
        case .square: 3
        }
    }

    /// `lj`: 1 miter, 2 round, 3 bevel.
    static func lineJoin(_ code: Int) -> LineJoin? {
        switch code {
        case 1: .miter
        case 2: .round
        case 3: .bevel
        default: nil
        }
    }

    static func code(of join: LineJoin) -> Int {
        switch join {
        case .miter: 1
        case .round: 2
        case .bevel: 3
        }
    }
}

extension JSONObject {
    /// Writes an integer code.
    mutating func setCode(_ key: String, _ code: Int) {
        append(key, .number(Double(code)))
    }

    /// Appends every entry of an encoded object (for types whose keys sit beside others).
    mutating func merge(_ value: JSONValue) {
        if case .object(let other) = value { entries += other.entries }
    }
}

/// Readers for Lottie's small integer codes (fill rule, line cap, trim mode, …). A code
/// of the wrong JSON type is an error; an unknown number falls back to the default and
/// records a diagnostic, because a newer exporter may add values we can still draw.
extension DecodingContext {
    /// The code at `key` mapped through `decode`: `fallback` when absent, and `fallback`
    /// plus a diagnostic when the number is not a known code.
    func code<T>(
        _ object: JSONObjectNode, _ key: StaticString, default fallback: T, _ decode: (Int) -> T?
    ) throws(LottieDecodingError) -> T {
        guard let number = try optionalNumber(object, key) else { return fallback }
        let raw = Self.exactInt(number)
        if let raw, let value = decode(raw) { return value }
        let written = raw.map(String.init) ?? "\(number)"
        at(key) { diagnose(.warning, "invalid code", "\(key) value \(written) is not a known code; the default is used") }
        return fallback
    }

    /// A code with an `Int` raw value.
    func code<T: RawRepresentable>(
        _ object: JSONObjectNode, _ key: StaticString, default fallback: T
    ) throws(LottieDecodingError) -> T where T.RawValue == Int {
        try code(object, key, default: fallback, T.init(rawValue:))
    }

    /// An integer that does not throw for out-of-range numbers: they read as nil, with a
    /// diagnostic (used for bookkeeping fields such as `ix`).
    @inline(__always)
    func lenientInt(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> Int? {
        try lenientInt(object[key], key)
    }

    func lenientInt(_ value: JSONNode?, _ key: StaticString) throws(LottieDecodingError) -> Int? {
        guard let number = try optionalNumber(value, key) else { return nil }
        guard let int = Self.exactInt(number) else {
            at(key) { diagnose(.info, "invalid value", "\(key) value \(number) is not an integer; ignored") }
            return nil
        }
        return int
    }

    /// A number that some exporters write as a string (`"88"`).
    func numberOrNumericString(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> Double? {
        if let text = object[key]?.string {
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

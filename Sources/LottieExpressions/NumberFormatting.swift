/// JavaScript's number-to-string conversions (`String(n)`, `n.toFixed(d)`), without Foundation.
enum NumberFormatting {
    /// `String(value)` as JavaScript writes it: `3`, `0.1`, `1e-7`, `1.5e+21`, `NaN`.
    static func string(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let (digits, exponent) = shortestDigits(abs(value))
        let sign = value < 0 ? "-" : ""
        // `exponent` is the position of the decimal point after the first digit (n in ECMA-262 7.1.12.1).
        let n = exponent + 1
        let k = digits.count
        if k <= n && n <= 21 { return sign + digits + String(repeating: "0", count: n - k) }
        if 0 < n && n <= 21 {
            let split = digits.index(digits.startIndex, offsetBy: n)
            return sign + digits[..<split] + "." + digits[split...]
        }
        if -6 < n && n <= 0 { return sign + "0." + String(repeating: "0", count: -n) + digits }
        let mantissa = k == 1 ? digits : String(digits.prefix(1)) + "." + digits.dropFirst()
        let e = n - 1
        return sign + mantissa + "e" + (e < 0 ? "-" : "+") + String(abs(e))
    }

    /// `value.toFixed(places)` (0…100 places); values of 1e21 or more print as `String(value)`.
    static func fixed(_ value: Double, places: Int) -> String {
        if value.isNaN { return "NaN" }
        guard abs(value) < 1e21 else { return string(value) }
        let places = min(max(places, 0), 100)
        var scaled = abs(value)
        var scale = 1.0
        for _ in 0..<min(places, 20) { scale *= 10 }
        scaled = (scaled * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return string(value) }
        var digits = String(UInt64(scaled))
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            let split = digits.index(digits.endIndex, offsetBy: -min(places, 20))
            digits = digits[..<split] + "." + digits[split...] + String(repeating: "0", count: max(0, places - 20))
        }
        return (value < 0 && scaled != 0 ? "-" : "") + digits
    }

    /// The shortest round-tripping decimal digits of a positive finite value, and the decimal
    /// exponent of the first digit (1234.5 → ("12345", 3)), from Swift's own shortest printing.
    private static func shortestDigits(_ value: Double) -> (String, Int) {
        let text = value.description
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...].replacing("+", with: "")) ?? 0
        }
        var digits = ""
        var pointPosition: Int?
        for character in mantissa {
            if character == "." {
                pointPosition = digits.count
            } else {
                digits.append(character)
            }
        }
        let integerDigits = pointPosition ?? digits.count
        let leadingZeros = digits.prefix { $0 == "0" }.count
        var trimmed = String(digits.dropFirst(leadingZeros))
        while trimmed.hasSuffix("0") && trimmed.count > 1 { trimmed.removeLast() }
        if trimmed.isEmpty { trimmed = "0" }
        return (trimmed, exponent + integerDigits - 1 - leadingZeros)
    }
}

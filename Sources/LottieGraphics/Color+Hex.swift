extension Color {
    /// The colour a hex string names: `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` optional,
    /// either case); nil for anything else. The one hex colour parser: solid layers' `sc`,
    /// `--background`, `--terminal-bg` and typed values all use it.
    ///
    /// ```swift
    /// Color(hex: "#ff000080")   // red at alpha 128/255
    /// ```
    package init?(hex text: some StringProtocol) {
        var digits = Array(text.utf8)
        if digits.first == UInt8(ascii: "#") { digits.removeFirst() }
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Double] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
            bytes.append(Double(high * 16 + low) / 255)
        }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 1)
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque (components clamped to 0...1; NaN is 0).
    package var hexString: String {
        func byte(_ component: Double) -> String {
            let value = component.isFinite ? (component * 255).rounded().clampedInt(in: 0...255) : 0
            let digits = Array("0123456789abcdef")
            return String([digits[value / 16], digits[value % 16]])
        }
        return "#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "")
    }

    private static func hexValue(_ digit: UInt8) -> Int? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(digit - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(digit - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}

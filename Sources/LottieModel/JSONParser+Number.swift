extension JSONParser {
    /// Exact powers of ten representable in a Double (10^0 ... 10^22).
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Parses an RFC 8259 number. Numbers with at most 19 significant digits and a small
    /// decimal exponent are converted exactly with one multiply or divide; others go
    /// through the standard library's correctly rounded parser.
    mutating func parseNumber() throws(LottieDecodingError) -> Double {
        let start = index
        var isNegative = false
        if bytes[index] == UInt8(ascii: "-") {
            isNegative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw syntaxError("expected a digit in a number")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw syntaxError("a number may not have a leading zero", at: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                accumulate(bytes[index], into: &mantissa, digits: &digits, exponent: &exponent)
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw syntaxError("expected a digit after the decimal point")
            }
            while index < bytes.count, isDigit(bytes[index]) {
                if digits == 0 && bytes[index] == UInt8(ascii: "0") {
                    exponent -= 1  // leading zeros of a fraction are not significant
                } else {
                    accumulate(bytes[index], into: &mantissa, digits: &digits, exponent: &exponent)
                    exponent -= 1
                }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentSign = 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                if bytes[index] == UInt8(ascii: "-") { exponentSign = -1 }
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw syntaxError("expected a digit in a number's exponent")
            }
            var written = 0
            while index < bytes.count, isDigit(bytes[index]) {
                if written < 100_000 { written = written * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            exponent += exponentSign * written
        }
        if digits <= 19 && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 {
            let magnitude = Double(mantissa)
            let value = exponent < 0
                ? magnitude / Self.exactPowersOfTen[-exponent]
                : magnitude * Self.exactPowersOfTen[exponent]
            return isNegative ? -value : value
        }
        return try slowNumber(from: start)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private func accumulate(_ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int) {
        if digits < 19 {
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            digits += 1
        } else {
            digits += 1
            exponent += 1  // digits past 19 only scale; the slow path handles precision
        }
    }

    private func slowNumber(from start: Int) throws(LottieDecodingError) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw syntaxError("invalid number \(text)", at: start) }
        guard value.isFinite else {
            var error = syntaxError("the number \(text) is out of range", at: start)
            error.code = .invalidValue
            throw error
        }
        return value
    }
}

extension JSONParser {
    /// Exact powers of ten representable in a Double (10^0 ... 10^22).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses an RFC 8259 number. Numbers with at most 19 digits (so the digits fit in a
    /// UInt64), a mantissa below 2^53 and a small decimal exponent are converted exactly
    /// with one multiply or divide; others go through the standard library's correctly
    /// rounded parser.
    mutating func parseNumber() throws(LottieDecodingError) -> Double {
        let start = index
        let end = bytes.count
        var i = index
        let isNegative = bytes[i] == UInt8(ascii: "-")
        if isNegative { i += 1 }
        guard i < end, isDigit(bytes[i]) else {
            index = i
            throw syntaxError("expected a digit in a number")
        }
        var mantissa: UInt64 = 0
        let integerStart = i
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < end, isDigit(bytes[i]) {
                throw syntaxError("a number may not have a leading zero", at: start)
            }
        } else {
            i = accumulateDigits(from: i, into: &mantissa)
        }
        var digitCount = i - integerStart
        var exponent = 0
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < end, isDigit(bytes[i]) else {
                index = i
                throw syntaxError("expected a digit after the decimal point")
            }
            let fractionStart = i
            i = accumulateDigits(from: i, into: &mantissa)
            exponent = fractionStart - i
            digitCount -= exponent
        }
        index = i
        if i < end, bytes[i] | 0x20 == UInt8(ascii: "e") {
            exponent += try parseExponent()
        }
        // Leading zeros count as digits here; they add nothing to the mantissa.
        if digitCount <= 19 && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 {
            let magnitude = Double(mantissa)
            let value = exponent < 0
                ? magnitude / Self.exactPowersOfTen[-exponent]
                : magnitude * Self.exactPowersOfTen[exponent]
            return isNegative ? -value : value
        }
        return try slowNumber(from: start)
    }

    /// Reads the digits from `start` into `mantissa` and returns the index after them.
    /// Past 19 digits the value wraps; the caller counts digits and takes the slow path.
    @inline(__always) private func accumulateDigits(from start: Int, into mantissa: inout UInt64) -> Int {
        var i = start
        var value = mantissa
        while i < bytes.count {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ UInt64(digit)
            i += 1
        }
        mantissa = value
        return i
    }

    private mutating func parseExponent() throws(LottieDecodingError) -> Int {
        index += 1
        var sign = 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            if bytes[index] == UInt8(ascii: "-") { sign = -1 }
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
        return sign * written
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
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

extension JSONParser {
    /// Exact powers of ten representable in a Double (10^0 ... 10^22).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The RFC 8259 number at `start` and the offset after it. Numbers with at most 19
    /// digits (so the digits fit in a UInt64), a mantissa below 2^53 and a small decimal
    /// exponent are converted exactly with one multiply or divide; up to 19 digits without an
    /// exponent, by an exact division in 128-bit integers; others go through the standard
    /// library's correctly rounded parser. Inlined into the parser's loops, which
    /// saves a call per number.
    @inline(__always) func number(at start: Int) throws(LottieDecodingError) -> (value: Double, end: Int) {
        let end = bytes.count
        var i = start
        let isNegative = bytes[i] == UInt8(ascii: "-")
        if isNegative { i += 1 }
        var mantissa: UInt64 = 0
        let integerStart = i
        i = accumulateDigits(from: i, into: &mantissa)
        guard i > integerStart else { throw syntaxError("expected a digit in a number", at: i) }
        if i - integerStart > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw syntaxError("a number may not have a leading zero", at: start)
        }
        var digitCount = i - integerStart
        var exponent = 0
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            i = accumulateDigits(from: i, into: &mantissa)
            guard i > fractionStart else { throw syntaxError("expected a digit after the decimal point", at: i) }
            exponent = fractionStart - i
            digitCount -= exponent
        }
        if i < end, bytes[i] | 0x20 == UInt8(ascii: "e") {
            let written: Int
            (written, i) = try exponentValue(at: i)
            exponent += written
        }
        // Leading zeros count as digits here; they add nothing to the mantissa.
        if digitCount <= 19 && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 {
            // Below 2^53, so as a signed integer: one instruction, where an unsigned one needs several.
            let magnitude = Double(Int64(truncatingIfNeeded: mantissa))
            let value =
                exponent < 0
                ? magnitude / Self.exactPowersOfTen[-exponent]
                : magnitude * Self.exactPowersOfTen[exponent]
            return (isNegative ? -value : value, i)
        }
        return (try slowNumber(from: start, to: i), i)
    }

    /// The exponent whose `e` is at `start` and the offset after it. Digits stop counting
    /// past 100000: exponents that large overflow or underflow all the same.
    private func exponentValue(at start: Int) throws(LottieDecodingError) -> (value: Int, end: Int) {
        var i = start + 1
        var sign = 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
            if bytes[i] == UInt8(ascii: "-") { sign = -1 }
            i += 1
        }
        guard i < bytes.count, isDigit(bytes[i]) else {
            throw syntaxError("expected a digit in a number's exponent", at: i)
        }
        var written = 0
        while i < bytes.count, isDigit(bytes[i]) {
            if written < 100_000 { written = written * 10 + Int(bytes[i] - UInt8(ascii: "0")) }
            i += 1
        }
        return (sign * written, i)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// 10^0 ... 10^22 as 128-bit integers (10^22 < 2^74).
    private static let powersOfTen128: [UInt128] = (0...22).reduce(into: []) { powers, k in
        powers.append(k == 0 ? 1 : powers[k - 1] * 10)
    }

    /// `mantissa / 10^power` correctly rounded, for `1 <= power <= 22` and a mantissa of at
    /// least 2^53. The mantissa is shifted to the top of 128 bits and divided exactly; the
    /// quotient (more than 2^53, since the divisor is below 2^74) is cut to its top 64 bits,
    /// any bit cut off or any remainder is folded into the lowest of them (which then decides
    /// a tie the way the exact value would), and the one rounding is the conversion to Double.
    static func quotient(_ mantissa: UInt64, overPowerOfTen power: Int) -> Double {
        let shift = mantissa.leadingZeroBitCount + 64
        let (quotient, remainder) = (UInt128(mantissa) << shift).quotientAndRemainder(
            dividingBy: powersOfTen128[power])
        let cut = max(0, 64 - quotient.leadingZeroBitCount)
        var top = UInt64(truncatingIfNeeded: quotient >> cut)
        let lead = top.leadingZeroBitCount
        top <<= lead
        if remainder != 0 || quotient & ((1 << cut) - 1) != 0 { top |= 1 }
        // A power of two times the rounded top bits: exact, the value being far from the
        // ends of the Double range.
        return Double(sign: .plus, exponent: cut - lead - shift, significand: Double(top))
    }

    /// The valid number from `start` to `end` that the exact path above does not take. Kept
    /// out of line (it reads the digits again), so that the parser's loops stay as they are.
    @inline(never)
    private func slowNumber(from start: Int, to end: Int) throws(LottieDecodingError) -> Double {
        let isNegative = bytes[start] == UInt8(ascii: "-")
        let integerStart = isNegative ? start + 1 : start
        var mantissa: UInt64 = 0
        var i = accumulateDigits(from: integerStart, into: &mantissa)
        let integerDigits = i - integerStart
        var fractionDigits = 0
        if i < end, bytes[i] == UInt8(ascii: ".") {
            let fractionStart = i + 1
            i = accumulateDigits(from: fractionStart, into: &mantissa)
            fractionDigits = i - fractionStart
        }
        // JavaScript writes up to 17 significant digits (0.16666666666666666), often more
        // than 2^53 as an integer: exact in integers rather than through the text parser. (At
        // most 19 digits in all, so the power of ten is within `quotient`'s 22.)
        if i == end, mantissa != 0, integerDigits + fractionDigits <= 19 {
            let value = fractionDigits == 0 ? Double(mantissa) : Self.quotient(mantissa, overPowerOfTen: fractionDigits)
            return isNegative ? -value : value
        }
        return try standardNumber(from: start, to: end)
    }

    private func standardNumber(from start: Int, to end: Int) throws(LottieDecodingError) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard let value = Double(text) else { throw syntaxError("invalid number \(text)", at: start) }
        guard value.isFinite else {
            var error = syntaxError("the number \(text) is out of range", at: start)
            error.code = .invalidValue
            throw error
        }
        return value
    }
}

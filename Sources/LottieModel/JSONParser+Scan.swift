/// Byte scanning eight bytes at a time (SWAR: one 64-bit word holds eight bytes, the
/// first byte lowest). Every word load is guarded by `offset + 8 <= bytes.count`; the
/// last few bytes of the input are scanned one at a time.
extension JSONParser {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset`. Callers guarantee `offset + 8 <= bytes.count`.
    @inline(__always) func word(at offset: Int) -> UInt64 {
        // The guarantee leaves at least eight bytes, so there is a base address.
        UInt64(
            littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
                .loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// High bit set in each byte of `word` that is below `limit` (≤ 0x80). Bytes above the
    /// lowest flagged one may be flagged falsely (borrows), so only the lowest is exact.
    @inline(__always) private static func bytesBelow(_ limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// High bit set in each byte of `word` equal to `byte`; as above, only the lowest is exact.
    @inline(__always) private static func bytesEqual(to byte: UInt8, in word: UInt64) -> UInt64 {
        bytesBelow(1, in: word ^ ones &* UInt64(byte))
    }

    /// The offset of the first byte at or after `start` that is not JSON whitespace;
    /// runs of spaces (indentation) are skipped eight at a time. Minified input mostly
    /// has none, so a byte above the space returns at once.
    @inline(__always) func whitespaceEnd(from start: Int) -> Int {
        if start < bytes.count, bytes[start] > 0x20 { return start }
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case 0x20:
                i += 1
                while i + 8 <= bytes.count {
                    let other = word(at: i) ^ Self.ones &* 0x20
                    if other != 0 {
                        i += other.trailingZeroBitCount >> 3
                        break
                    }
                    i += 8
                }
            case 0x0A, 0x0D, 0x09: i += 1
            default: return i
            }
        }
        return i
    }

    /// High bit set in each byte of `word` that is a quote, a backslash or a control byte;
    /// only the lowest is exact.
    @inline(__always) func stringStops(in word: UInt64) -> UInt64 {
        Self.bytesEqual(to: UInt8(ascii: "\""), in: word) | Self.bytesEqual(to: UInt8(ascii: "\\"), in: word)
            | Self.bytesBelow(0x20, in: word)
    }

    /// The offset of the first quote, backslash or control byte at or after `start`, or
    /// `bytes.count` if there is none.
    @inline(__always) func stringStop(from start: Int) -> Int {
        var i = start
        while i + 8 <= bytes.count {
            let stops = stringStops(in: word(at: i))
            if stops != 0 { return i + stops.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return i }
            i += 1
        }
        return i
    }

    /// Reads the decimal digits from `start` into `mantissa` (as `mantissa * 10^n + digits`)
    /// and returns the index after them. Past 19 digits the value wraps; the caller counts
    /// digits and takes the slow path. (Lottie numbers are short: a digit at a time beats
    /// converting whole words.)
    @inline(__always) func accumulateDigits(from start: Int, into mantissa: inout UInt64) -> Int {
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
}

extension JSONParser {
    // MARK: - Strings

    /// Appends the token of the string whose opening quote is at `quote` and returns the
    /// offset after its closing quote, and the token. The token holds the byte range and
    /// first bytes of a plain string; an escaped string is validated here and decoded when
    /// read. Inlined into the parser's loops; strings with escapes and errors take the
    /// out-of-line `appendUnusualString`.
    @inline(__always) func appendString(
        at quote: Int, to tape: inout TokenTape
    ) throws(LottieDecodingError) -> (end: Int, token: JSONToken) {
        let start = quote &+ 1
        // Most strings (every key but a few) end within the first word: the word read to
        // find the quote is the token's packed bytes.
        if start &+ 8 <= bytes.count {
            let chunk = word(at: start)
            let stops = stringStops(in: chunk)
            let length = stops.trailingZeroBitCount &>> 3
            if stops != 0, bytes[start &+ length] == UInt8(ascii: "\"") {
                let packed = chunk & ((1 &<< UInt64(truncatingIfNeeded: 8 &* length)) &- 1)
                let token = JSONToken(.string, count: length, position: start, payload: packed)
                tape.append(token)
                return (start &+ length &+ 1, token)
            }
        }
        let stop = stringStop(from: start)
        guard stop < bytes.count, bytes[stop] == UInt8(ascii: "\"") else {
            return try appendUnusualString(at: quote, stop: stop, to: &tape)
        }
        let length = stop - start
        let packed: UInt64
        if start + 8 <= bytes.count {
            let mask: UInt64 = length >= 8 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: 8 &* length)) &- 1
            packed = word(at: start) & mask
        } else {
            packed = packedTail(from: start, count: length)
        }
        let token = JSONToken(.string, count: length, position: start, payload: packed)
        tape.append(token)
        return (stop + 1, token)
    }

    /// The packed first bytes of a string that ends within eight bytes of the input's end.
    @inline(never) private func packedTail(from start: Int, count: Int) -> UInt64 {
        bytes.baseAddress.map { JSONToken.packed($0 + start, count: count) } ?? 0
    }

    /// The string at `quote` whose scan stopped at `stop` on an escape, a control byte or
    /// the end of the input.
    @inline(never) private func appendUnusualString(
        at quote: Int, stop: Int, to tape: inout TokenTape
    ) throws(LottieDecodingError) -> (end: Int, token: JSONToken) {
        guard stop < bytes.count else { throw syntaxError("unterminated string", at: quote) }
        let byte = bytes[stop]
        if byte == UInt8(ascii: "\\") {
            let end = try decodeString(at: quote).end
            let token = JSONToken(.string, isFlagged: true, position: quote + 1)
            tape.append(token)
            return (end, token)
        }
        throw syntaxError("a control character (0x\(hex(byte))) inside a string", at: stop)
    }

    /// The text of the already validated string whose quote is at `offset` (for messages).
    func string(at offset: Int) -> String {
        (try? decodeString(at: offset).text) ?? ""
    }

    /// The text of the string whose opening quote is at `quote`, and the offset after its
    /// closing quote.
    func decodeString(at quote: Int) throws(LottieDecodingError) -> (text: String, end: Int) {
        let start = quote + 1
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self), index + 1)
            }
            if byte == UInt8(ascii: "\\") { return try decodeEscapedString(from: start, at: index) }
            if byte < 0x20 { throw syntaxError("a control character (0x\(hex(byte))) inside a string", at: index) }
            index += 1
        }
        throw syntaxError("unterminated string", at: quote)
    }

    /// Continues `decodeString` at the string's first backslash, at `backslash`; its
    /// content starts at `start`.
    private func decodeEscapedString(
        from start: Int, at backslash: Int
    ) throws(LottieDecodingError) -> (text: String, end: Int) {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<backslash]))
        var index = backslash
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                return (String(decoding: utf8, as: UTF8.self), index + 1)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): appendUTF8(of: try unicodeEscape(at: &index), to: &utf8)
                default: throw syntaxError("invalid escape \\\(describeByte(at: index - 1))", at: index - 1)
                }
            default:
                if byte < 0x20 { throw syntaxError("a control character (0x\(hex(byte))) inside a string", at: index) }
                utf8.append(byte)
                index += 1
            }
        }
        throw syntaxError("unterminated string", at: start - 1)
    }

    /// The scalar of the `\u` escape whose hex digits start at `index`, with its low
    /// surrogate if one follows; `index` moves past them.
    private func unicodeEscape(at index: inout Int) throws(LottieDecodingError) -> Unicode.Scalar {
        let high = try hex4(at: &index)
        if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let low = try hex4(at: &index)
            if (0xDC00..<0xE000).contains(low) {
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private func hex4(at index: inout Int) throws(LottieDecodingError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw syntaxError("unexpected end of input in a \\u escape", at: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntaxError("invalid hex digit \(describeByte(at: index)) in a \\u escape", at: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private func appendUTF8(of scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
        utf8.append(contentsOf: String(Character(scalar)).utf8)
    }
}

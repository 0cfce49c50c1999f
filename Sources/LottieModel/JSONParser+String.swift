extension JSONParser {
    // MARK: - Strings

    /// Scans the string starting at the quote at `index` and appends its token: the byte
    /// range and first bytes of plain strings; escaped strings are validated here and
    /// decoded when read. Inlined into the parser's loops; strings with escapes and
    /// errors take the out-of-line `appendUnusualString`.
    @inline(__always) mutating func appendString() throws(LottieDecodingError) {
        let start = index + 1
        let stop = stringStop(from: start)
        guard stop < bytes.count, bytes[stop] == UInt8(ascii: "\"") else {
            return try appendUnusualString(stop: stop)
        }
        let length = stop - start
        let packed: UInt64
        if start + 8 <= bytes.count {
            let mask: UInt64 = length >= 8 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: 8 &* length)) &- 1
            packed = word(at: start) & mask
        } else {
            packed = packedTail(from: start, count: length)
        }
        tokens.append(JSONToken(.string, count: length, position: start, payload: packed))
        index = stop + 1
    }

    /// The packed first bytes of a string that ends within eight bytes of the input's end.
    @inline(never) private func packedTail(from start: Int, count: Int) -> UInt64 {
        bytes.baseAddress.map { JSONToken.packed($0 + start, count: count) } ?? 0
    }

    /// The string at `index` whose scan stopped at `stop` on an escape, a control byte
    /// or the end of the input.
    @inline(never) private mutating func appendUnusualString(stop: Int) throws(LottieDecodingError) {
        guard stop < bytes.count else { throw syntaxError("unterminated string", at: index) }
        let byte = bytes[stop]
        if byte == UInt8(ascii: "\\") {
            let start = index + 1
            _ = try parseString()
            tokens.append(JSONToken(.string, isFlagged: true, position: start))
            return
        }
        index = stop
        throw syntaxError("a control character (0x\(hex(byte))) inside a string")
    }

    /// The text of the already validated string whose quote is at `offset` (for messages).
    func string(at offset: Int) -> String {
        var parser = JSONParser(bytes)
        parser.index = offset
        return (try? parser.parseString()) ?? ""
    }

    /// Whether the key token at `keyIndex` repeats a key before it in the object whose
    /// token is at `objectStart`. Called only when the key filter already has the key's
    /// bit, so kept out of line.
    @inline(never) func hasEarlierKey(equalTo keyIndex: Int, objectStart: Int) -> Bool {
        let key = tokens[keyIndex]
        let keyStart = Int(key.position)
        var entry = objectStart + 1
        while entry < keyIndex {
            let candidate = tokens[entry]
            let start = Int(candidate.position)
            if candidate.tag == key.tag, candidate.payload == key.payload,
                bytes[start..<(start + candidate.count)].elementsEqual(bytes[keyStart..<(keyStart + key.count)])
            {
                return true
            }
            let value = tokens[entry + 1]
            entry += 1 + (value.kind.rawValue >= JSONToken.Kind.array.rawValue ? Int(value.position) : 1)
        }
        return false
    }

    /// Parses the string starting at the quote at `index` and returns its text.
    mutating func parseString() throws(LottieDecodingError) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw syntaxError("a control character (0x\(hex(byte))) inside a string") }
            index += 1
        }
        throw syntaxError("unterminated string", at: start - 1)
    }

    private mutating func parseEscapedString(from start: Int) throws(LottieDecodingError) -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
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
                case UInt8(ascii: "u"): appendUTF8(of: try parseUnicodeEscape(), to: &utf8)
                default:
                    index -= 1
                    throw syntaxError("invalid escape \\\(describeByte())")
                }
            default:
                if byte < 0x20 { throw syntaxError("a control character (0x\(hex(byte))) inside a string") }
                utf8.append(byte)
                index += 1
            }
        }
        throw syntaxError("unterminated string", at: start - 1)
    }

    private mutating func parseUnicodeEscape() throws(LottieDecodingError) -> Unicode.Scalar {
        let high = try parseHex4()
        if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let low = try parseHex4()
            if (0xDC00..<0xE000).contains(low) {
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func parseHex4() throws(LottieDecodingError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw syntaxError("unexpected end of input in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntaxError("invalid hex digit \(describeByte()) in a \\u escape")
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

/// The keys of the object being parsed, to flag objects whose lookups must take the slow
/// path: those with an escaped key, or with a repeated key (lookup returns the last one).
struct KeySet {
    /// A one-word Bloom filter of the keys seen; a hit is confirmed on the bytes. Stored
    /// in the object's token, so lookups of absent keys mostly stop at one test.
    private(set) var filter: UInt64 = 0
    private(set) var needsFullScan = false

    /// Adds the key token `key`. Returns whether the filter already had its bit: the
    /// caller then compares the key with the earlier ones (`JSONParser.hasEarlierKey`)
    /// and calls `markRepeated` on a match. Takes the token rather than the parser, which
    /// would be copied (it is being mutated) at a cost larger than the rest of the key.
    @inline(__always) mutating func insert(_ key: JSONToken) -> Bool {
        guard !needsFullScan else { return false }
        if key.isFlagged {
            needsFullScan = true
            return false
        }
        let bit = JSONToken.keyFilterBit(tag: key.tag, packed: key.payload)
        defer { filter |= bit }
        return filter & bit != 0
    }

    mutating func markRepeated() {
        needsFullScan = true
    }
}

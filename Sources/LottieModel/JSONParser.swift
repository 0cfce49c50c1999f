/// The parser behind `JSONReader`: reads the bytes onto a `TokenTape` (see `JSONToken`) in
/// one pass, a function per container.
///
/// The parser itself is immutable. Its functions take the offset to start at and return
/// where they stopped, so each loop keeps its offset in a local variable, and the tape and
/// the value count are `inout`: the compiler keeps them in registers between calls (the
/// fields of a mutated parser would be reloaded after every store to the tape, which might
/// alias them).
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Parses a complete document: one value, with only whitespace around it (and a byte
    /// order mark before it).
    func parseDocument(into tape: inout TokenTape) throws(LottieDecodingError) {
        tape.reserveCapacity(bytes.count / 4)
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let start = whitespaceEnd(from: hasByteOrderMark ? 3 : 0)
        if start >= bytes.count { throw syntaxError("the input is empty", at: start) }
        var valueCount = 0
        let end = whitespaceEnd(from: try parseValue(at: start, depth: 0, valueCount: &valueCount, into: &tape))
        if end < bytes.count { throw syntaxError("unexpected \(describeByte(at: end)) after the JSON value", at: end) }
    }

    // MARK: - Values

    /// Parses the value at `start` (whitespace skipped), inside `depth` containers, and
    /// returns the offset after it.
    private func parseValue(
        at start: Int, depth: Int, valueCount: inout Int, into tape: inout TokenTape
    ) throws(LottieDecodingError) -> Int {
        try count(&valueCount, at: start)
        guard start < bytes.count else { throw unexpectedByte(at: start, expected: "a value") }
        switch bytes[start] {
        case UInt8(ascii: "{"): return try parseObject(at: start, depth: depth + 1, valueCount: &valueCount, into: &tape)
        case UInt8(ascii: "["): return try parseArray(at: start, depth: depth + 1, valueCount: &valueCount, into: &tape)
        case UInt8(ascii: "\""): return try appendString(at: start, to: &tape).end
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try appendNumber(at: start, to: &tape)
        default: return try appendLiteral(at: start, to: &tape)
        }
    }

    /// Parses the object whose `{` is at `open`, the `depth`th container, and returns the
    /// offset after its `}`.
    private func parseObject(
        at open: Int, depth: Int, valueCount: inout Int, into tape: inout TokenTape
    ) throws(LottieDecodingError) -> Int {
        try checkNesting(depth, at: open)
        let start = tape.count
        tape.append(JSONToken(.object, position: 1))
        var i = whitespaceEnd(from: open + 1)
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { return i + 1 }
        var keys = KeySet()
        var hashes: KeyHashes?
        var count = 0
        while true {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw unexpectedByte(at: i, expected: "a string key")
            }
            let key = i
            let (keyEnd, keyToken) = try appendString(at: key, to: &tape)
            i = whitespaceEnd(from: keyEnd)
            let keyIndex = tape.count &- 1
            let filterHit = keys.insert(keyToken)
            if count >= KeyHashes.threshold, !keys.needsFullScan {
                if hashes == nil { hashes = keyHashes(ofObjectAt: start, before: keyIndex, in: tape) }
                if hashes?.insert(keyIndex, in: tape, bytes: bytes) == true { keys.markRepeated() }
            } else if filterHit, hasEarlierKey(equalTo: keyIndex, objectStart: start, in: tape) {
                keys.markRepeated()
            }
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw unexpectedByte(at: i, expected: "':' after key \"\(string(at: key).messageText(limit: 40))\"")
            }
            i = whitespaceEnd(from: i + 1)
            // Scalars inline (as `parseValue` would parse them), saving a call per value.
            switch i < bytes.count ? bytes[i] : 0 {
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try self.count(&valueCount, at: i)
                i = try appendNumber(at: i, to: &tape)
            case UInt8(ascii: "\""):
                try self.count(&valueCount, at: i)
                i = try appendString(at: i, to: &tape).end
            default: i = try parseValue(at: i, depth: depth, valueCount: &valueCount, into: &tape)
            }
            count += 1
            i = whitespaceEnd(from: i)
            switch i < bytes.count ? bytes[i] : 0 {
            case UInt8(ascii: ","): i = whitespaceEnd(from: i + 1)
            case UInt8(ascii: "}"):
                tape[start] = JSONToken(
                    .object, count: count, isFlagged: keys.needsFullScan, position: tape.count - start,
                    payload: keys.filter)
                return i + 1
            default: throw unexpectedByte(at: i, expected: "',' or '}' in an object")
            }
        }
    }

    /// Parses the array whose `[` is at `open`, the `depth`th container, and returns the
    /// offset after its `]`.
    private func parseArray(
        at open: Int, depth: Int, valueCount: inout Int, into tape: inout TokenTape
    ) throws(LottieDecodingError) -> Int {
        try checkNesting(depth, at: open)
        let start = tape.count
        tape.append(JSONToken(.array, isFlagged: true, position: 1))
        var i = whitespaceEnd(from: open + 1)
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { return i + 1 }
        var count = 0
        var hasOnlyScalars = true
        while true {
            switch i < bytes.count ? bytes[i] : 0 {
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try self.count(&valueCount, at: i)
                i = try appendNumber(at: i, to: &tape)
            default:
                if i < bytes.count, bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "[") {
                    hasOnlyScalars = false
                }
                i = try parseValue(at: i, depth: depth, valueCount: &valueCount, into: &tape)
            }
            count += 1
            if count > DecodingLimits.maxArrayCount {
                throw limitError("an array has more than \(DecodingLimits.maxArrayCount) elements", at: i)
            }
            i = whitespaceEnd(from: i)
            switch i < bytes.count ? bytes[i] : 0 {
            case UInt8(ascii: ","): i = whitespaceEnd(from: i + 1)
            case UInt8(ascii: "]"):
                tape[start] = JSONToken(.array, count: count, isFlagged: hasOnlyScalars, position: tape.count - start)
                return i + 1
            default: throw unexpectedByte(at: i, expected: "',' or ']' in an array")
            }
        }
    }

    /// Counts the value at `offset` against `DecodingLimits.maxValueCount`.
    @inline(__always) private func count(_ valueCount: inout Int, at offset: Int) throws(LottieDecodingError) {
        valueCount += 1
        if valueCount > DecodingLimits.maxValueCount {
            throw limitError("more than \(DecodingLimits.maxValueCount) JSON values", at: offset)
        }
    }

    @inline(__always) private func checkNesting(_ depth: Int, at offset: Int) throws(LottieDecodingError) {
        if depth > DecodingLimits.maxNestingDepth {
            throw limitError("JSON nesting deeper than \(DecodingLimits.maxNestingDepth) levels", at: offset)
        }
    }

    /// Appends the number at `start` and returns the offset after it.
    @inline(__always) private func appendNumber(at start: Int, to tape: inout TokenTape) throws(LottieDecodingError) -> Int {
        let (value, end) = try number(at: start)
        tape.append(JSONToken(number: value))
        return end
    }

    /// Appends the literal (`true`, `false` or `null`) at `start` and returns the offset
    /// after it.
    private func appendLiteral(at start: Int, to tape: inout TokenTape) throws(LottieDecodingError) -> Int {
        let literal: StaticString
        let kind: JSONToken.Kind
        switch bytes[start] {
        case UInt8(ascii: "t"): (literal, kind) = ("true", .trueValue)
        case UInt8(ascii: "f"): (literal, kind) = ("false", .falseValue)
        case UInt8(ascii: "n"): (literal, kind) = ("null", .null)
        default: throw unexpectedByte(at: start, expected: "a value")
        }
        let count = literal.utf8CodeUnitCount
        guard start + count <= bytes.count else { throw syntaxError("unexpected end of input in a literal", at: start) }
        for offset in 0..<count where bytes[start + offset] != literal.utf8Start[offset] {
            throw syntaxError(
                "unexpected \(describeByte(at: start + offset)) in a literal, expected '\(literal)'", at: start + offset)
        }
        tape.append(JSONToken(kind))
        return start + count
    }
}

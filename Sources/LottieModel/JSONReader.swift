/// A strict RFC 8259 JSON parser over bytes, written for speed on number-heavy Lottie files.
///
/// - Complexity: O(n) in the input size; nesting, array sizes and the total number of
///   values are bounded by `DecodingLimits`.
public struct JSONReader {
    /// Parses a complete JSON document into a tree.
    /// - Throws: `LottieDecodingError` with `.malformedJSON` (with line and column) or
    ///   `.limitExceeded`.
    public static func parse(_ bytes: some Collection<UInt8>) throws(LottieDecodingError) -> JSONValue {
        try withDocument(bytes) { root in JSONValue(root) }
    }

    /// Parses a complete JSON document into a tape and runs `body` on its root value.
    /// The views passed to `body` are valid only during the call.
    package static func withDocument<T>(
        _ bytes: some Collection<UInt8>, _ body: (JSONNode) throws(LottieDecodingError) -> T
    ) throws(LottieDecodingError) -> T {
        guard bytes.count <= DecodingLimits.maxInputBytes else {
            throw LottieDecodingError(
                .limitExceeded,
                "input is \(bytes.count) bytes; the limit is \(DecodingLimits.maxInputBytes)")
        }
        // Contiguous input (`Data`, arrays) is parsed in place; anything else is copied once.
        let result =
            bytes.withContiguousStorageIfAvailable { parse($0, body) }
            ?? Array(bytes).withUnsafeBufferPointer { parse($0, body) }
        return try result.get()
    }

    /// Parses `buffer` and runs `body` on the root; the tape is freed before returning.
    private static func parse<T>(
        _ buffer: UnsafeBufferPointer<UInt8>, _ body: (JSONNode) throws(LottieDecodingError) -> T
    ) -> Result<T, LottieDecodingError> {
        var parser = JSONParser(buffer)
        defer { parser.tokens.deallocate() }
        do throws(LottieDecodingError) {
            try parser.parseDocument()
        } catch {
            return .failure(error)
        }
        guard let root = parser.tokens.storage.baseAddress else {
            return .failure(parser.syntaxError("the input is empty"))
        }
        do throws(LottieDecodingError) {
            return .success(try body(JSONNode(token: UnsafePointer(root), input: buffer)))
        } catch {
            return .failure(error)
        }
    }
}

/// The parsing state over a byte buffer: appends each value to `tokens` (see `JSONToken`).
/// Errors carry line and column computed on failure.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    private var depth = 0
    private var valueCount = 0
    var tokens = TokenTape()

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(LottieDecodingError) {
        tokens.reserveCapacity(bytes.count / 4)
        skipBOM()
        skipWhitespace()
        if index >= bytes.count { throw syntaxError("the input is empty") }
        try parseValue()
        skipWhitespace()
        if index < bytes.count { throw syntaxError("unexpected \(describeByte()) after the JSON value") }
    }

    // MARK: - Values

    private mutating func parseValue() throws(LottieDecodingError) {
        try countValue()
        guard index < bytes.count else { throw syntaxError("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try appendString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): tokens.append(JSONToken(number: try parseNumber()))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            tokens.append(JSONToken(.trueValue))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            tokens.append(JSONToken(.falseValue))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            tokens.append(JSONToken(.null))
        default: throw syntaxError("unexpected \(describeByte()), expected a value")
        }
    }

    private mutating func parseObject() throws(LottieDecodingError) {
        try enterContainer()
        let start = tokens.count
        tokens.append(JSONToken(.object, position: 1))
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        var keys = KeySet()
        var count = 0
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw syntaxError("unexpected \(describeByte()), expected a string key")
            }
            let keyOffset = index
            try appendString()
            let keyIndex = tokens.count - 1
            if keys.insert(tokens[keyIndex]), hasEarlierKey(equalTo: keyIndex, objectStart: start) {
                keys.markRepeated()
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw syntaxError("unexpected \(describeByte()), expected ':' after key \"\(string(at: keyOffset))\"")
            }
            index += 1
            skipWhitespace()
            // Scalars inline (as `parseValue` would parse them), saving a call per value.
            switch peek() ?? 0 {
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try countValue()
                tokens.append(JSONToken(number: try parseNumber()))
            case UInt8(ascii: "\""):
                try countValue()
                try appendString()
            default: try parseValue()
            }
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                tokens[start] = JSONToken(
                    .object, count: count, isFlagged: keys.needsFullScan, position: tokens.count - start,
                    payload: keys.filter)
                return
            default: throw syntaxError("unexpected \(describeByte()), expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws(LottieDecodingError) {
        try enterContainer()
        let start = tokens.count
        tokens.append(JSONToken(.array, isFlagged: true, position: 1))
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        var count = 0
        var hasOnlyScalars = true
        while true {
            skipWhitespace()
            switch peek() ?? 0 {
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try countValue()
                tokens.append(JSONToken(number: try parseNumber()))
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                hasOnlyScalars = false
                try parseValue()
            default: try parseValue()
            }
            count += 1
            if count > DecodingLimits.maxArrayCount {
                throw limitError("an array has more than \(DecodingLimits.maxArrayCount) elements")
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                tokens[start] = JSONToken(.array, count: count, isFlagged: hasOnlyScalars, position: tokens.count - start)
                return
            default: throw syntaxError("unexpected \(describeByte()), expected ',' or ']' in an array")
            }
        }
    }

    @inline(__always) private mutating func countValue() throws(LottieDecodingError) {
        valueCount += 1
        if valueCount > DecodingLimits.maxValueCount {
            throw limitError("more than \(DecodingLimits.maxValueCount) JSON values")
        }
    }

    @inline(__always) private mutating func enterContainer() throws(LottieDecodingError) {
        depth += 1
        if depth > DecodingLimits.maxNestingDepth {
            throw limitError("JSON nesting deeper than \(DecodingLimits.maxNestingDepth) levels")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(LottieDecodingError) {
        let count = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        guard index + count <= bytes.count else { throw syntaxError("unexpected end of input in a literal") }
        for offset in 0..<count where bytes[index + offset] != start[offset] {
            index += offset
            throw syntaxError("unexpected \(describeByte()) in a literal, expected '\(literal)'")
        }
        index += count
    }

    // MARK: - Helpers

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipBOM() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    func describeByte() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex(byte))"
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    func syntaxError(_ message: String, at offset: Int? = nil) -> LottieDecodingError {
        let position = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<position where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return LottieDecodingError(
            .malformedJSON, "malformed JSON: \(message)", byteOffset: position, line: line,
            column: position - lineStart + 1)
    }

    private func limitError(_ message: String) -> LottieDecodingError {
        var error = syntaxError(message)
        error.code = .limitExceeded
        error.message = "limit exceeded: \(message)"
        return error
    }
}

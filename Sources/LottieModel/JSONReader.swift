/// A strict RFC 8259 JSON parser over bytes, written for speed on number-heavy Lottie files.
///
/// - Complexity: O(n) in the input size; nesting, array sizes and the total number of
///   values are bounded by `DecodingLimits`.
public struct JSONReader {
    /// Parses a complete JSON document.
    /// - Throws: `LottieDecodingError` with `.malformedJSON` (with line and column) or
    ///   `.limitExceeded`.
    public static func parse(_ bytes: some Collection<UInt8>) throws(LottieDecodingError) -> JSONValue {
        guard bytes.count <= DecodingLimits.maxInputBytes else {
            throw LottieDecodingError(
                .limitExceeded,
                "input is \(bytes.count) bytes; the limit is \(DecodingLimits.maxInputBytes)")
        }
        let array = Array(bytes)
        let result: Result<JSONValue, LottieDecodingError> = array.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer)
            do throws(LottieDecodingError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The parsing state over a byte buffer. Errors carry line and column computed on failure.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    private var depth = 0
    private var valueCount = 0
    /// Elements of the arrays and objects being parsed, innermost last: each container
    /// collects here and is copied out once, at its exact size.
    private var elementStack: [JSONValue] = []
    private var entryStack: [(key: String, value: JSONValue)] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(LottieDecodingError) -> JSONValue {
        skipBOM()
        skipWhitespace()
        if index >= bytes.count { throw syntaxError("the input is empty") }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw syntaxError("unexpected \(describeByte()) after the JSON value") }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(LottieDecodingError) -> JSONValue {
        valueCount += 1
        if valueCount > DecodingLimits.maxValueCount {
            throw limitError("more than \(DecodingLimits.maxValueCount) JSON values")
        }
        guard index < bytes.count else { throw syntaxError("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        default: throw syntaxError("unexpected \(describeByte()), expected a value")
        }
    }

    private mutating func parseObject() throws(LottieDecodingError) -> JSONValue {
        try enterContainer()
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(JSONObject())
        }
        let base = entryStack.count
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw syntaxError("unexpected \(describeByte()), expected a string key")
            }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw syntaxError("unexpected \(describeByte()), expected ':' after key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            entryStack.append((key, value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                let object = JSONObject(Array(entryStack[base...]))
                entryStack.removeSubrange(base...)
                return .object(object)
            default: throw syntaxError("unexpected \(describeByte()), expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws(LottieDecodingError) -> JSONValue {
        try enterContainer()
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array([])
        }
        let base = elementStack.count
        while true {
            skipWhitespace()
            let value = try parseValue()
            elementStack.append(value)
            if elementStack.count - base > DecodingLimits.maxArrayCount {
                throw limitError("an array has more than \(DecodingLimits.maxArrayCount) elements")
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                let elements = Array(elementStack[base...])
                elementStack.removeSubrange(base...)
                return .array(elements)
            default: throw syntaxError("unexpected \(describeByte()), expected ',' or ']' in an array")
            }
        }
    }

    private mutating func enterContainer() throws(LottieDecodingError) {
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

    // MARK: - Strings

    private mutating func parseString() throws(LottieDecodingError) -> String {
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

    // MARK: - Helpers

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func skipBOM() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    func describeByte() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex(byte))"
    }

    private func hex(_ byte: UInt8) -> String {
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

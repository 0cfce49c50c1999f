/// Parse errors: the byte offset they are at, with line and column computed on failure.
extension JSONParser {
    func syntaxError(_ message: String, at offset: Int) -> LottieDecodingError {
        let position = min(offset, bytes.count)
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

    /// The message is built only on failure: its formatting stays out of the parser's loops.
    @inline(never) func limitError(_ message: @autoclosure () -> String, at offset: Int) -> LottieDecodingError {
        let message = message()
        var error = syntaxError(message, at: offset)
        error.code = .limitExceeded
        error.message = "limit exceeded: \(message)"
        return error
    }

    /// The error for the byte at `offset` (or the end of the input) where `expectation` was due:
    /// "a value", "a string key", …
    @inline(never) func unexpectedByte(
        at offset: Int, expected expectation: @autoclosure () -> String
    ) -> LottieDecodingError {
        syntaxError("unexpected \(describeByte(at: offset)), expected \(expectation())", at: offset)
    }

    /// The byte at `offset` for a message: `'x'` when printable, else its hex code.
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex(byte))"
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}

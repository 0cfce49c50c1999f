/// Splits an expression's source into tokens: ES5 numbers, strings (with escapes),
/// identifiers, reserved words and punctuators; comments are skipped. Regular expression
/// literals are not supported (a `/` is always division).
struct Lexer {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    static let keywords: Set<String> = [
        "var", "function", "return", "if", "else", "for", "while", "do", "break", "continue", "switch", "case",
        "default", "try", "catch", "finally", "throw", "new", "typeof", "instanceof", "in", "delete", "void",
        "this", "true", "false", "null", "let", "const",
    ]

    /// Longest first, so that `>>>=` wins over `>>`.
    private static let punctuators: [[UInt8]] = [
        ">>>=", "===", "!==", ">>>", "<<=", ">>=", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=",
        "/=", "%=", "&=", "|=", "^=", "<<", ">>", "{", "}", "(", ")", "[", "]", ";", ",", "<", ">", "+", "-", "*", "/",
        "%", "&", "|", "^", "!", "~", "?", ":", "=", ".",
    ].map { Array($0.utf8) }

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Every token of the source, ending with `.end`.
    mutating func tokens() throws(ExpressionError) -> [Token] {
        var tokens: [Token] = []
        while true {
            let lineBreak = try skipSpaceAndComments()
            let token = try next(followsLineBreak: lineBreak || tokens.isEmpty)
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    // MARK: - Private

    private func error(_ message: String) -> ExpressionError {
        .syntax(message, line: line, column: offset - lineStart + 1)
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private mutating func newLine() {
        line += 1
        lineStart = offset
    }

    /// Skips white space and comments; true when a line break was among them.
    private mutating func skipSpaceAndComments() throws(ExpressionError) -> Bool {
        var sawLineBreak = false
        while let byte = peek() {
            switch byte {
            case 0x0A:
                offset += 1
                newLine()
                sawLineBreak = true
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C: offset += 1
            case 0xC2 where peek(1) == 0xA0: offset += 2  // no-break space
            case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF: offset += 3  // byte order mark
            case 0x2F where peek(1) == 0x2F:
                while let next = peek(), next != 0x0A { offset += 1 }
            case 0x2F where peek(1) == 0x2A:
                offset += 2
                while true {
                    guard let next = peek() else { throw error("unterminated comment") }
                    if next == 0x2A && peek(1) == 0x2F {
                        offset += 2
                        break
                    }
                    offset += 1
                    if next == 0x0A {
                        newLine()
                        sawLineBreak = true
                    }
                }
            default: return sawLineBreak
            }
        }
        return sawLineBreak
    }

    private mutating func next(followsLineBreak: Bool) throws(ExpressionError) -> Token {
        let startLine = line
        let startColumn = offset - lineStart + 1
        func token(_ kind: Token.Kind) -> Token {
            Token(kind: kind, line: startLine, column: startColumn, followsLineBreak: followsLineBreak)
        }
        guard let byte = peek() else { return token(.end) }
        if Self.isDigit(byte) || (byte == 0x2E && peek(1).map(Self.isDigit) == true) {
            return token(.number(try number()))
        }
        if byte == 0x22 || byte == 0x27 { return token(.string(try string(quote: byte))) }
        if Self.isIdentifierStart(byte) {
            let start = offset
            while let next = peek(), Self.isIdentifierPart(next) { offset += 1 }
            let name = String(decoding: bytes[start..<offset], as: UTF8.self)
            return token(Self.keywords.contains(name) ? .keyword(name) : .identifier(name))
        }
        for punctuator in Self.punctuators where matches(punctuator) {
            offset += punctuator.count
            return token(.punctuator(String(decoding: punctuator, as: UTF8.self)))
        }
        throw error("unexpected character '\(String(decoding: [byte], as: UTF8.self))'")
    }

    private func matches(_ punctuator: [UInt8]) -> Bool {
        guard offset + punctuator.count <= bytes.count else { return false }
        for (index, byte) in punctuator.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    private mutating func number() throws(ExpressionError) -> Double {
        let start = offset
        if peek() == 0x30, let x = peek(1), x | 0x20 == 0x78 {
            offset += 2
            var value = 0.0
            var digits = 0
            while let next = peek(), let digit = Self.hexValue(next) {
                value = value * 16 + Double(digit)
                digits += 1
                offset += 1
            }
            guard digits > 0 else { throw error("malformed hexadecimal number") }
            return value
        }
        while let next = peek(), Self.isDigit(next) { offset += 1 }
        if peek() == 0x2E {
            offset += 1
            while let next = peek(), Self.isDigit(next) { offset += 1 }
        }
        if let e = peek(), e | 0x20 == 0x65 {
            offset += 1
            if peek() == 0x2B || peek() == 0x2D { offset += 1 }
            guard let next = peek(), Self.isDigit(next) else { throw error("malformed exponent") }
            while let next = peek(), Self.isDigit(next) { offset += 1 }
        }
        if let next = peek(), Self.isIdentifierStart(next) { throw error("identifier directly after a number") }
        guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            throw error("malformed number")
        }
        return value
    }

    private mutating func string(quote: UInt8) throws(ExpressionError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var chunkStart = offset
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = peek(), byte != 0x0A else { throw error("unterminated string") }
            if byte == quote {
                flush(offset)
                offset += 1
                return String(scalars)
            }
            guard byte == 0x5C else {
                offset += 1
                continue
            }
            flush(offset)
            offset += 1
            guard let escape = peek() else { throw error("unterminated string") }
            offset += 1
            switch escape {
            case 0x6E: scalars.append("\n")
            case 0x74: scalars.append("\t")
            case 0x72: scalars.append("\r")
            case 0x62: scalars.append("\u{08}")
            case 0x66: scalars.append("\u{0C}")
            case 0x76: scalars.append("\u{0B}")
            case 0x30 where peek().map(Self.isDigit) != true: scalars.append("\0")
            case 0x78: scalars.append(try hexScalar(digits: 2))
            case 0x75: scalars.append(try hexScalar(digits: 4))
            case 0x0A: newLine()  // line continuation
            default: scalars.append(contentsOf: String(decoding: [escape], as: UTF8.self).unicodeScalars)
            }
            chunkStart = offset
        }
    }

    private mutating func hexScalar(digits: Int) throws(ExpressionError) -> Unicode.Scalar {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let next = peek(), let digit = Self.hexValue(next) else { throw error("malformed escape sequence") }
            value = value * 16 + UInt32(digit)
            offset += 1
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x24 || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}

/// One lexical token of an expression's source.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case number(Double)
        case string(String)
        case identifier(String)
        /// A reserved word (`var`, `if`, `function`, …).
        case keyword(String)
        /// An operator or punctuator (`+=`, `(`, `===`, …).
        case punctuator(String)
        case end
    }

    var kind: Kind
    /// 1-based line and column of the token's first character.
    var line: Int
    var column: Int
    /// Whether a line break precedes the token (for automatic semicolon insertion).
    var followsLineBreak: Bool

    func isPunctuator(_ text: String) -> Bool { kind == .punctuator(text) }
    func isKeyword(_ text: String) -> Bool { kind == .keyword(text) }
}

/// A recursive-descent parser for the ES5 subset expressions use: statements, functions and
/// the full operator grammar, with automatic semicolon insertion. Nesting is bounded by
/// ``ExpressionLimits/maxSyntaxDepth``.
struct Parser {
    private let tokens: [Token]
    private var position = 0
    private var depth = 0
    /// The functions being parsed, innermost last: what each hoists.
    private var scopes: [Scope] = []
    /// Every name the program declares or assigns, and every name it reads.
    var declared: Set<String> = []
    private var referenced: Set<String> = []

    private struct Scope {
        var variables: [Name] = []
        var functions: [FunctionCode] = []
        var usesArguments = false
    }

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// Names read that nothing in the program declares or assigns.
    var freeNames: Set<String> { referenced.subtracting(declared) }

    /// The whole source, as a function without parameters.
    mutating func program() throws(ExpressionError) -> FunctionCode {
        scopes.append(Scope())
        var body: [Statement] = []
        while current.kind != .end { body.append(try statement()) }
        let scope = scopes.removeLast()
        return FunctionCode(name: nil, parameters: [], body: body, variables: scope.variables, functions: scope.functions)
    }

    // MARK: - Tokens

    var current: Token { tokens[position] }

    var following: Token { tokens[min(position + 1, tokens.count - 1)] }

    mutating func advance() -> Token {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func error(_ message: String, at token: Token? = nil) -> ExpressionError {
        let token = token ?? current
        return .syntax(message, line: token.line, column: token.column)
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .number(let value): "number \(value)"
        case .string: "a string"
        case .identifier(let name): "'\(name)'"
        case .keyword(let word): "'\(word)'"
        case .punctuator(let text): "'\(text)'"
        case .end: "the end of the expression"
        }
    }

    mutating func expect(_ punctuator: String) throws(ExpressionError) {
        guard current.isPunctuator(punctuator) else { throw error("expected '\(punctuator)', found \(describe(current))") }
        _ = advance()
    }

    mutating func consume(_ punctuator: String) -> Bool {
        guard current.isPunctuator(punctuator) else { return false }
        _ = advance()
        return true
    }

    mutating func identifier() throws(ExpressionError) -> String {
        guard case .identifier(let name) = current.kind else { throw error("expected a name, found \(describe(current))") }
        _ = advance()
        return name
    }

    /// `;`, or a place where one is inserted: before `}`, at the end, or after a line break.
    mutating func semicolon() throws(ExpressionError) {
        if consume(";") { return }
        if current.isPunctuator("}") || current.kind == .end || current.followsLineBreak { return }
        throw error("expected ';', found \(describe(current))")
    }

    mutating func enter() throws(ExpressionError) {
        depth += 1
        guard depth <= ExpressionLimits.maxSyntaxDepth else {
            throw .limitExceeded("the expression is nested more than \(ExpressionLimits.maxSyntaxDepth) deep")
        }
    }

    mutating func leave() { depth -= 1 }

    mutating func declare(_ name: String) {
        declared.insert(name)
        let name = Name(name)
        if !scopes.isEmpty, !scopes[scopes.count - 1].variables.contains(name) {
            scopes[scopes.count - 1].variables.append(name)
        }
    }

    mutating func noteAssignment(to node: Node) {
        if case .identifier(let name) = node { declared.insert(name.text) }
    }

    mutating func noteReference(_ name: String) {
        if name == "arguments", !scopes.isEmpty {
            scopes[scopes.count - 1].usesArguments = true
            return
        }
        referenced.insert(name)
    }

    // MARK: - Functions

    /// `(parameters) { body }` after `function [name]`.
    mutating func functionRest(name: String?) throws(ExpressionError) -> FunctionCode {
        try expect("(")
        var parameters: [String] = []
        if !current.isPunctuator(")") {
            repeat { parameters.append(try identifier()) } while consume(",")
        }
        try expect(")")
        try expect("{")
        for parameter in parameters { declared.insert(parameter) }
        scopes.append(Scope())
        var body: [Statement] = []
        while !current.isPunctuator("}") {
            guard current.kind != .end else { throw error("unterminated function body") }
            body.append(try statement())
        }
        _ = advance()
        let scope = scopes.removeLast()
        return FunctionCode(
            name: name.map { Name($0) }, parameters: parameters.map { Name($0) }, body: body, variables: scope.variables, functions: scope.functions,
            usesArguments: scope.usesArguments)
    }

    /// A function declaration: hoisted to the enclosing function.
    mutating func functionDeclaration() throws(ExpressionError) -> Statement {
        _ = advance()
        let name = try identifier()
        declared.insert(name)
        let code = try functionRest(name: name)
        scopes[scopes.count - 1].functions.removeAll { $0.name?.text == name }
        scopes[scopes.count - 1].functions.append(code)
        return .empty
    }
}

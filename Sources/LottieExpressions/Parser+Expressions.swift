extension Parser {
    /// `a, b, c`.
    mutating func expression(allowingIn: Bool = true) throws(ExpressionError) -> Node {
        let first = try assignment(allowingIn: allowingIn)
        guard current.isPunctuator(",") else { return first }
        var nodes = [first]
        while consume(",") { nodes.append(try assignment(allowingIn: allowingIn)) }
        return .sequence(nodes)
    }

    private static let compoundAssignments: [String: BinaryOperator] = [
        "+=": .add, "-=": .subtract, "*=": .multiply, "/=": .divide, "%=": .remainder, "&=": .bitwiseAnd,
        "|=": .bitwiseOr, "^=": .bitwiseXor, "<<=": .shiftLeft, ">>=": .shiftRight, ">>>=": .shiftRightUnsigned,
    ]

    mutating func assignment(allowingIn: Bool = true) throws(ExpressionError) -> Node {
        try enter()
        defer { leave() }
        let start = current
        let target = try conditional(allowingIn: allowingIn)
        guard case .punctuator(let text) = current.kind, text == "=" || Self.compoundAssignments[text] != nil else {
            return target
        }
        switch target {
        case .identifier, .member, .index: break
        default: throw error("invalid assignment target", at: start)
        }
        _ = advance()
        noteAssignment(to: target)
        let value = try assignment(allowingIn: allowingIn)
        return .assign(Self.compoundAssignments[text], target, value)
    }

    private mutating func conditional(allowingIn: Bool) throws(ExpressionError) -> Node {
        let test = try binary(precedence: 1, allowingIn: allowingIn)
        guard consume("?") else { return test }
        let then = try assignment()
        try expect(":")
        return .conditional(test, then, try assignment(allowingIn: allowingIn))
    }

    /// The binary operator at the current token with its precedence (1 binds loosest).
    private func binaryOperator(allowingIn: Bool) -> (precedence: Int, kind: BinaryKind)? {
        switch current.kind {
        case .punctuator(let text):
            switch text {
            case "||": return (1, .logical(isAnd: false))
            case "&&": return (2, .logical(isAnd: true))
            case "|": return (3, .plain(.bitwiseOr))
            case "^": return (4, .plain(.bitwiseXor))
            case "&": return (5, .plain(.bitwiseAnd))
            case "==": return (6, .plain(.equal))
            case "!=": return (6, .plain(.notEqual))
            case "===": return (6, .plain(.strictEqual))
            case "!==": return (6, .plain(.strictNotEqual))
            case "<": return (7, .plain(.less))
            case ">": return (7, .plain(.greater))
            case "<=": return (7, .plain(.lessOrEqual))
            case ">=": return (7, .plain(.greaterOrEqual))
            case "<<": return (8, .plain(.shiftLeft))
            case ">>": return (8, .plain(.shiftRight))
            case ">>>": return (8, .plain(.shiftRightUnsigned))
            case "+": return (9, .plain(.add))
            case "-": return (9, .plain(.subtract))
            case "*": return (10, .plain(.multiply))
            case "/": return (10, .plain(.divide))
            case "%": return (10, .plain(.remainder))
            default: return nil
            }
        case .keyword("instanceof"): return (7, .plain(.instanceof))
        case .keyword("in") where allowingIn: return (7, .plain(.in))
        default: return nil
        }
    }

    private enum BinaryKind {
        case plain(BinaryOperator)
        case logical(isAnd: Bool)
    }

    /// Operators of `precedence` and tighter, left-associative.
    private mutating func binary(precedence: Int, allowingIn: Bool) throws(ExpressionError) -> Node {
        var left = try unary()
        while let (operatorPrecedence, kind) = binaryOperator(allowingIn: allowingIn), operatorPrecedence >= precedence {
            _ = advance()
            try enter()
            let right = try binary(precedence: operatorPrecedence + 1, allowingIn: allowingIn)
            leave()
            switch kind {
            case .plain(let op): left = .binary(op, left, right)
            case .logical(let isAnd): left = .logical(isAnd: isAnd, left, right)
            }
        }
        return left
    }

    private mutating func unary() throws(ExpressionError) -> Node {
        let token = current
        let op: UnaryOperator?
        switch token.kind {
        case .punctuator("!"): op = .not
        case .punctuator("-"): op = .negate
        case .punctuator("+"): op = .plus
        case .punctuator("~"): op = .bitwiseNot
        case .keyword("typeof"): op = .typeof
        case .keyword("void"): op = .void
        case .keyword("delete"): op = .delete
        case .punctuator("++"), .punctuator("--"):
            _ = advance()
            try enter()
            defer { leave() }
            let target = try unary()
            try checkUpdateTarget(target, at: token)
            return .update(isIncrement: token.isPunctuator("++"), isPrefix: true, target)
        default: op = nil
        }
        if let op {
            _ = advance()
            try enter()
            defer { leave() }
            return .unary(op, try unary())
        }
        let value = try postfix()
        if (current.isPunctuator("++") || current.isPunctuator("--")) && !current.followsLineBreak {
            let token = advance()
            try checkUpdateTarget(value, at: token)
            return .update(isIncrement: token.isPunctuator("++"), isPrefix: false, value)
        }
        return value
    }

    private mutating func checkUpdateTarget(_ node: Node, at token: Token) throws(ExpressionError) {
        switch node {
        case .identifier, .member, .index: noteAssignment(to: node)
        default: throw error("invalid increment or decrement target", at: token)
        }
    }

    /// Member access, indexing and calls after a primary expression (or `new`).
    private mutating func postfix() throws(ExpressionError) -> Node {
        var node: Node
        if current.isKeyword("new") {
            _ = advance()
            try enter()
            defer { leave() }
            let callee = try memberOnly()
            node = .new(callee, current.isPunctuator("(") ? try arguments() : [])
        } else {
            node = try primary()
        }
        while true {
            if let accessed = try memberOrIndex(of: node) {
                node = accessed
            } else if current.isPunctuator("(") {
                node = .call(node, try arguments())
            } else {
                return node
            }
        }
    }

    /// The callee of `new`: a primary with member accesses, without calls.
    private mutating func memberOnly() throws(ExpressionError) -> Node {
        var node = try primary()
        while let accessed = try memberOrIndex(of: node) { node = accessed }
        return node
    }

    /// `node.name` or `node[key]` when the next token starts one, else nil (nothing consumed).
    private mutating func memberOrIndex(of node: Node) throws(ExpressionError) -> Node? {
        if consume(".") { return .member(node, try propertyName()) }
        guard consume("[") else { return nil }
        let key = try expression()
        try expect("]")
        return .index(node, key)
    }

    /// A name after `.`: reserved words are allowed (`.default`, `.in`).
    private mutating func propertyName() throws(ExpressionError) -> String {
        switch current.kind {
        case .identifier(let name), .keyword(let name):
            _ = advance()
            return name
        default: throw error("expected a property name, found \(describe(current))")
        }
    }

    private mutating func arguments() throws(ExpressionError) -> [Node] {
        try expect("(")
        var nodes: [Node] = []
        if !current.isPunctuator(")") {
            repeat { nodes.append(try assignment()) } while consume(",")
        }
        try expect(")")
        return nodes
    }

    private mutating func primary() throws(ExpressionError) -> Node {
        let token = advance()
        switch token.kind {
        case .number(let value): return .number(value)
        case .string(let value): return .string(value)
        case .identifier(let name):
            noteReference(name)
            return .identifier(Name(name))
        case .keyword("this"): return .this
        case .keyword("true"): return .boolean(true)
        case .keyword("false"): return .boolean(false)
        case .keyword("null"): return .null
        case .keyword("function"):
            var name: String?
            if case .identifier(let own) = current.kind {
                _ = advance()
                name = own
                declared.insert(own)
            }
            return .function(try functionRest(name: name))
        case .punctuator("("):
            try enter()
            defer { leave() }
            let value = try expression()
            try expect(")")
            return value
        case .punctuator("["):
            try enter()
            defer { leave() }
            var elements: [Node?] = []
            while !current.isPunctuator("]") {
                if consume(",") {
                    elements.append(nil)
                    continue
                }
                elements.append(try assignment())
                if !current.isPunctuator("]") { try expect(",") }
            }
            _ = advance()
            return .array(elements)
        case .punctuator("{"):
            try enter()
            defer { leave() }
            var entries: [ObjectEntry] = []
            while !current.isPunctuator("}") {
                let key: String
                switch current.kind {
                case .identifier(let name), .keyword(let name), .string(let name): key = name
                case .number(let number): key = NumberFormatting.string(number)
                default: throw error("expected a property name, found \(describe(current))")
                }
                _ = advance()
                try expect(":")
                entries.append(ObjectEntry(key: key, value: try assignment()))
                if !current.isPunctuator("}") { try expect(",") }
            }
            _ = advance()
            return .object(entries)
        case .punctuator("/"), .punctuator("/="):
            throw error("regular expressions are not supported", at: token)
        default:
            throw error("unexpected \(describe(token))", at: token)
        }
    }
}

extension Parser {
    mutating func statement() throws(ExpressionError) -> Statement {
        try enter()
        defer { leave() }
        let token = current
        switch token.kind {
        case .punctuator("{"):
            return .block(try block())
        case .punctuator(";"):
            _ = advance()
            return .empty
        case .keyword("var"), .keyword("let"), .keyword("const"):
            _ = advance()
            let declarators = try declarators(allowingIn: true)
            try semicolon()
            return .variables(declarators)
        case .keyword("function"):
            return try functionDeclaration()
        case .keyword("if"):
            _ = advance()
            try expect("(")
            let test = try expression()
            try expect(")")
            let then = try statement()
            if current.isKeyword("else") {
                _ = advance()
                return .if(test, then, try statement())
            }
            return .if(test, then, nil)
        case .keyword("for"):
            return try forStatement()
        case .keyword("while"):
            _ = advance()
            try expect("(")
            let test = try expression()
            try expect(")")
            return .while(test, try statement())
        case .keyword("do"):
            _ = advance()
            let body = try statement()
            guard current.isKeyword("while") else { throw error("expected 'while' after a do body") }
            _ = advance()
            try expect("(")
            let test = try expression()
            try expect(")")
            _ = consume(";")
            return .doWhile(body, test)
        case .keyword("return"):
            _ = advance()
            if current.isPunctuator(";") || current.isPunctuator("}") || current.kind == .end || current.followsLineBreak {
                try semicolon()
                return .return(nil)
            }
            let value = try expression()
            try semicolon()
            return .return(value)
        case .keyword("break"), .keyword("continue"):
            _ = advance()
            if case .identifier = current.kind, !current.followsLineBreak { throw error("labels are not supported") }
            try semicolon()
            return token.isKeyword("break") ? .break : .continue
        case .keyword("switch"):
            return try switchStatement()
        case .keyword("try"):
            return try tryStatement()
        case .keyword("throw"):
            _ = advance()
            guard !current.followsLineBreak else { throw error("a line break after 'throw'") }
            let value = try expression()
            try semicolon()
            return .throw(value)
        default:
            if case .identifier = token.kind, following.isPunctuator(":") { throw error("labels are not supported") }
            let value = try expression()
            try semicolon()
            return .expression(value)
        }
    }

    mutating func block() throws(ExpressionError) -> [Statement] {
        try expect("{")
        var body: [Statement] = []
        while !current.isPunctuator("}") {
            guard current.kind != .end else { throw error("unterminated block") }
            body.append(try statement())
        }
        _ = advance()
        return body
    }

    private mutating func declarators(allowingIn: Bool) throws(ExpressionError) -> [Declarator] {
        var declarators: [Declarator] = []
        repeat {
            let name = try identifier()
            declare(name)
            var value: Node?
            if consume("=") { value = try assignment(allowingIn: allowingIn) }
            declarators.append(Declarator(name: Name(name), value: value))
        } while consume(",")
        return declarators
    }

    private mutating func forStatement() throws(ExpressionError) -> Statement {
        _ = advance()
        try expect("(")
        var initializer: Statement?
        if current.isKeyword("var") || current.isKeyword("let") || current.isKeyword("const") {
            _ = advance()
            if case .identifier(let name) = current.kind, following.isKeyword("in") {
                _ = advance()
                _ = advance()
                declare(name)
                let object = try expression()
                try expect(")")
                return .forIn(Name(name), object, try statement())
            }
            initializer = .variables(try declarators(allowingIn: false))
        } else if !current.isPunctuator(";") {
            let head = try expression(allowingIn: false)
            if current.isKeyword("in") {
                guard case .identifier(let name) = head else { throw error("unsupported for-in target") }
                _ = advance()
                declare(name.text)
                let object = try expression()
                try expect(")")
                return .forIn(name, object, try statement())
            }
            initializer = .expression(head)
        }
        try expect(";")
        let test = current.isPunctuator(";") ? nil : try expression()
        try expect(";")
        let update = current.isPunctuator(")") ? nil : try expression()
        try expect(")")
        return .for(initializer: initializer, test: test, update: update, body: try statement())
    }

    private mutating func switchStatement() throws(ExpressionError) -> Statement {
        _ = advance()
        try expect("(")
        let subject = try expression()
        try expect(")")
        try expect("{")
        var cases: [SwitchCase] = []
        while !current.isPunctuator("}") {
            var test: Node?
            if current.isKeyword("case") {
                _ = advance()
                test = try expression()
            } else if current.isKeyword("default") {
                _ = advance()
            } else {
                throw error("expected 'case' or 'default', found \(describe(current))")
            }
            try expect(":")
            var body: [Statement] = []
            while !current.isKeyword("case") && !current.isKeyword("default") && !current.isPunctuator("}") {
                guard current.kind != .end else { throw error("unterminated switch") }
                body.append(try statement())
            }
            cases.append(SwitchCase(test: test, body: body))
        }
        _ = advance()
        return .switch(subject, cases)
    }

    private mutating func tryStatement() throws(ExpressionError) -> Statement {
        _ = advance()
        let body = try block()
        var catchName: Name?
        var handler: [Statement]?
        var finalizer: [Statement]?
        if current.isKeyword("catch") {
            _ = advance()
            try expect("(")
            let name = try identifier()
            declared.insert(name)
            catchName = Name(name)
            try expect(")")
            handler = try block()
        }
        if current.isKeyword("finally") {
            _ = advance()
            finalizer = try block()
        }
        guard handler != nil || finalizer != nil else { throw error("'try' without 'catch' or 'finally'") }
        return .try(body: body, catchName: catchName, handler: handler, finalizer: finalizer)
    }
}

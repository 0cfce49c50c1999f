/// How a statement ended.
enum Completion {
    case normal
    case `return`(ExpressionValue)
    case `break`
    case `continue`
}

extension Interpreter {
    /// Runs `statement` in `environment`. `topLevel` marks statements outside any function,
    /// whose expression values become the program's completion value.
    func execute(_ statement: Statement, in environment: Environment, topLevel: Bool = false) throws(ExpressionError) -> Completion {
        try step()
        switch statement {
        case .empty:
            return .normal
        case .expression(let node):
            let value = try evaluate(node, in: environment)
            if topLevel { complete(value) }
            return .normal
        case .variables(let declarators):
            for declarator in declarators {
                guard let node = declarator.value else { continue }
                assign(declarator.name, try evaluate(node, in: environment), in: environment)
            }
            return .normal
        case .block(let body):
            return try execute(body, in: environment, topLevel: topLevel)
        case .if(let test, let then, let otherwise):
            if try truth(evaluate(test, in: environment)) { return try execute(then, in: environment, topLevel: topLevel) }
            if let otherwise { return try execute(otherwise, in: environment, topLevel: topLevel) }
            return .normal
        case .while(let test, let body):
            while try truth(evaluate(test, in: environment)) {
                switch try execute(body, in: environment, topLevel: topLevel) {
                case .break: return .normal
                case .return(let value): return .return(value)
                case .normal, .continue: continue
                }
            }
            return .normal
        case .doWhile(let body, let test):
            repeat {
                switch try execute(body, in: environment, topLevel: topLevel) {
                case .break: return .normal
                case .return(let value): return .return(value)
                case .normal, .continue: break
                }
            } while try truth(evaluate(test, in: environment))
            return .normal
        case .for(let initializer, let test, let update, let body):
            if let initializer { _ = try execute(initializer, in: environment, topLevel: topLevel) }
            while true {
                try step()
                if let test, try !truth(evaluate(test, in: environment)) { break }
                switch try execute(body, in: environment, topLevel: topLevel) {
                case .break: return .normal
                case .return(let value): return .return(value)
                case .normal, .continue: break
                }
                if let update { _ = try evaluate(update, in: environment) }
            }
            return .normal
        case .forIn(let name, let object, let body):
            for key in try keys(of: evaluate(object, in: environment)) {
                try step()
                assign(name, .string(key), in: environment)
                switch try execute(body, in: environment, topLevel: topLevel) {
                case .break: return .normal
                case .return(let value): return .return(value)
                case .normal, .continue: continue
                }
            }
            return .normal
        case .return(let node):
            return .return(try node.map { (node) throws(ExpressionError) in try evaluate(node, in: environment) } ?? .undefined)
        case .break:
            return .break
        case .continue:
            return .continue
        case .throw(let node):
            let value = try evaluate(node, in: environment)
            pendingThrow = value
            throw .thrown(Self.uncaughtPrefix + displayString(value))
        case .switch(let subject, let cases):
            return try executeSwitch(subject, cases, in: environment, topLevel: topLevel)
        case .try(let body, let catchName, let handler, let finalizer):
            return try executeTry(body, catchName: catchName, handler: handler, finalizer: finalizer, in: environment, topLevel: topLevel)
        }
    }

    /// Runs a list of statements until one ends abruptly.
    func execute(_ body: [Statement], in environment: Environment, topLevel: Bool = false) throws(ExpressionError) -> Completion {
        for statement in body {
            let completion = try execute(statement, in: environment, topLevel: topLevel)
            if case .normal = completion { continue }
            return completion
        }
        return .normal
    }

    /// How the error of a `throw` statement begins.
    static let uncaughtPrefix = "uncaught exception: "

    // MARK: - Private

    private func executeSwitch(_ subject: Node, _ cases: [SwitchCase], in environment: Environment, topLevel: Bool) throws(ExpressionError)
        -> Completion
    {
        let value = try evaluate(subject, in: environment)
        var start: Int?
        for (index, switchCase) in cases.enumerated() {
            guard let test = switchCase.test else { continue }
            if try strictlyEqual(value, evaluate(test, in: environment)) {
                start = index
                break
            }
        }
        guard let first = start ?? cases.firstIndex(where: { $0.test == nil }) else { return .normal }
        for switchCase in cases[first...] {
            switch try execute(switchCase.body, in: environment, topLevel: topLevel) {
            case .normal: continue
            case .break: return .normal
            case .return(let value): return .return(value)
            case .continue: return .continue
            }
        }
        return .normal
    }

    private func executeTry(
        _ body: [Statement], catchName: Name?, handler: [Statement]?, finalizer: [Statement]?, in environment: Environment, topLevel: Bool
    ) throws(ExpressionError) -> Completion {
        var completion: Completion = .normal
        var failure: ExpressionError?
        do {
            completion = try execute(body, in: environment, topLevel: topLevel)
        } catch {
            // Limits are not exceptions of the expression: no catch may swallow them.
            if case .limitExceeded = error { throw error }
            failure = error
        }
        if let caught = failure, let handler {
            failure = nil
            let scope = makeEnvironment(parent: environment)
            if let catchName {
                let isThrowStatement: Bool
                if case .thrown(let message) = caught { isThrowStatement = message.hasPrefix(Self.uncaughtPrefix) } else { isThrowStatement = false }
                scope.set(catchName, isThrowStatement ? pendingThrow ?? .undefined : errorObject(caught))
            }
            pendingThrow = nil
            do {
                completion = try execute(handler, in: scope, topLevel: topLevel)
            } catch {
                if case .limitExceeded = error { throw error }
                failure = error
            }
        }
        if let finalizer {
            let saved = pendingThrow
            let final = try execute(finalizer, in: environment, topLevel: topLevel)
            if case .normal = final {} else { return final }
            pendingThrow = saved
        }
        if let failure { throw failure }
        return completion
    }

    /// The object a `catch` receives for an error the interpreter raised.
    private func errorObject(_ error: ExpressionError) -> ExpressionValue {
        let text = error.description
        var name = "Error"
        var message = text
        if let colon = text.firstIndex(of: ":"), text[..<colon].hasSuffix("Error") {
            name = String(text[..<colon])
            message = String(text[text.index(after: colon)...].drop { $0 == " " })
        }
        return .object(ExpressionObject([("name", .string(name)), ("message", .string(message))]))
    }

    /// The keys `for (k in value)` visits.
    private func keys(of value: ExpressionValue) throws(ExpressionError) -> [String] {
        switch value.primitive {
        case .array(let array): return array.elements.indices.map { String($0) }
        case .object(let object): return object.keys
        case .string(let string): return (0..<string.count).map { String($0) }
        default: return []
        }
    }
}

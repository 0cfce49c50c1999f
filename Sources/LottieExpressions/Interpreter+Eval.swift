extension Interpreter {
    /// `eval(text)`, restricted to property paths: a name followed by `.member`, `[literal]`
    /// and calls with literal arguments (`thisLayer.parent.parent`,
    /// `thisComp.layer("a")("ADBE Transform Group")`). Anything else, `eval` inside the path
    /// included, throws an `EvalError` the expression may catch. A non-string argument is
    /// returned as it is, as in JavaScript.
    func evaluatePath(_ argument: ExpressionValue, in environment: Environment) throws(ExpressionError) -> ExpressionValue {
        guard case .string(let text) = argument else { return argument }
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= ExpressionLimits.maxCallDepth else {
            throw .limitExceeded("function calls nested more than \(ExpressionLimits.maxCallDepth) deep")
        }
        try step(text.utf8.count / 8 + 1)
        let node: Node
        if let cached = evalCache[text] {
            node = cached
        } else {
            guard text.utf8.count <= 1024 else { throw .thrown("EvalError: eval accepts only short property paths") }
            let program: ExpressionProgram
            do {
                program = try ExpressionProgram(parsing: text)
            } catch {
                throw .thrown("EvalError: \(error.description)")
            }
            guard program.code.functions.isEmpty, program.code.variables.isEmpty, program.code.body.count == 1,
                case .expression(let expression) = program.code.body[0], Self.isPath(expression)
            else { throw .thrown("EvalError: eval accepts only property paths such as thisLayer.parent") }
            node = expression
            if evalCache.count < 64 { evalCache[text] = node }
        }
        return try evaluate(node, in: environment)
    }

    /// Whether `node` is a name followed by member accesses, literal indexes and calls with literal arguments.
    private static func isPath(_ node: Node) -> Bool {
        switch node {
        case .identifier(let name): return name != .eval
        case .this: return true
        case .member(let object, _): return isPath(object)
        case .index(let object, let key): return isLiteral(key) && isPath(object)
        case .call(let callee, let arguments): return arguments.allSatisfy(isLiteral) && isPath(callee)
        default: return false
        }
    }

    private static func isLiteral(_ node: Node) -> Bool {
        switch node {
        case .number, .string, .boolean, .null: true
        case .unary(.negate, .number): true
        default: false
        }
    }
}

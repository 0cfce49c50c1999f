extension Interpreter {
    /// The value of `node` in `environment`.
    func evaluate(_ node: Node, in environment: Environment) throws(ExpressionError) -> ExpressionValue {
        try step()
        try checkStack()
        switch node {
        case .number(let value): return .number(value)
        case .string(let value): return .string(value)
        case .boolean(let value): return .bool(value)
        case .null: return .null
        case .this: return thisValue
        case .identifier(let name): return try lookup(name, in: environment)
        case .array(let elements):
            try allocate(elements.count)
            var values: [ExpressionValue] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                values.append(try element.map { (node) throws(ExpressionError) in try evaluate(node, in: environment) } ?? .undefined)
            }
            return .array(ExpressionArray(values))
        case .object(let entries):
            try allocate(entries.count)
            let object = ExpressionObject()
            track(object)
            for entry in entries { object[entry.key] = try evaluate(entry.value, in: environment) }
            return .object(object)
        case .function(let code):
            guard let name = code.name else { return .function(ExpressionFunction(code: code, environment: environment)) }
            // A named function expression sees its own name.
            let scope = makeEnvironment(parent: environment)
            let function = ExpressionFunction(code: code, environment: scope)
            scope.set(name, .function(function))
            return .function(function)
        case .unary(let op, let operand):
            return try unary(op, operand, in: environment)
        case .update(let isIncrement, let isPrefix, let target):
            let reference = try resolve(target, in: environment)
            let old = try toNumber(get(reference))
            let new = old + (isIncrement ? 1 : -1)
            try set(reference, .number(new))
            return .number(isPrefix ? new : old)
        case .binary(let op, let left, let right):
            let leftValue = try evaluate(left, in: environment)
            return try binary(op, leftValue, evaluate(right, in: environment))
        case .logical(let isAnd, let left, let right):
            let leftValue = try evaluate(left, in: environment)
            return try truth(leftValue) == isAnd ? evaluate(right, in: environment) : leftValue
        case .assign(let op, let target, let valueNode):
            let reference = try resolve(target, in: environment)
            var value: ExpressionValue
            if let op {
                let old = try get(reference)
                value = try binary(op, old, evaluate(valueNode, in: environment))
            } else {
                value = try evaluate(valueNode, in: environment)
            }
            try set(reference, value)
            return value
        case .conditional(let test, let then, let otherwise):
            return try evaluate(truth(evaluate(test, in: environment)) ? then : otherwise, in: environment)
        case .call(let callee, let argumentNodes):
            return try evaluateCall(callee, argumentNodes, in: environment)
        case .new(let callee, let argumentNodes):
            let constructor = try evaluate(callee, in: environment)
            let arguments = try argumentNodes.map { (node) throws(ExpressionError) in try evaluate(node, in: environment) }
            return try construct(constructor, arguments)
        case .member(let objectNode, let name):
            return try member(evaluate(objectNode, in: environment), name)
        case .index(let objectNode, let keyNode):
            let object = try evaluate(objectNode, in: environment)
            return try index(object, evaluate(keyNode, in: environment))
        case .sequence(let nodes):
            var value: ExpressionValue = .undefined
            for node in nodes { value = try evaluate(node, in: environment) }
            return value
        }
    }

    // MARK: - References

    /// An assignable place.
    enum Reference {
        case variable(Name, Environment)
        case member(ExpressionValue, String)
        case index(ExpressionValue, ExpressionValue)
    }

    func resolve(_ target: Node, in environment: Environment) throws(ExpressionError) -> Reference {
        switch target {
        case .identifier(let name): return .variable(name, environment)
        case .member(let objectNode, let name): return .member(try evaluate(objectNode, in: environment), name)
        case .index(let objectNode, let keyNode):
            let object = try evaluate(objectNode, in: environment)
            return .index(object, try evaluate(keyNode, in: environment))
        default: throw .syntax("invalid assignment target", line: 1, column: 1)
        }
    }

    func get(_ reference: Reference) throws(ExpressionError) -> ExpressionValue {
        switch reference {
        case .variable(let name, let environment): try lookup(name, in: environment)
        case .member(let object, let name): try member(object, name)
        case .index(let object, let key): try index(object, key)
        }
    }

    func set(_ reference: Reference, _ value: ExpressionValue) throws(ExpressionError) {
        switch reference {
        case .variable(let name, let environment): assign(name, value, in: environment)
        case .member(let object, let name): try setMember(object, name, value)
        case .index(let object, let key):
            if let position = arrayIndex(key), case .array(let array) = object {
                try setElement(array, position, value)
            } else {
                try setMember(object, toString(key), value)
            }
        }
    }

    // MARK: - Private

    private func unary(_ op: UnaryOperator, _ operand: Node, in environment: Environment) throws(ExpressionError) -> ExpressionValue {
        switch op {
        case .typeof:
            if case .identifier(let name) = operand {
                do {
                    return .string(typeofName(try lookup(name, in: environment)))
                } catch {
                    if case .undefinedName = error { return .string("undefined") }
                    throw error
                }
            }
            return .string(typeofName(try evaluate(operand, in: environment)))
        case .delete:
            switch operand {
            case .member(let objectNode, let name):
                if case .object(let object) = try evaluate(objectNode, in: environment) { object[name] = nil }
            case .index(let objectNode, let keyNode):
                let object = try evaluate(objectNode, in: environment)
                let key = try evaluate(keyNode, in: environment)
                if case .object(let plain) = object { plain[try toString(key)] = nil }
            default: break
            }
            return .bool(true)
        case .void:
            _ = try evaluate(operand, in: environment)
            return .undefined
        case .not: return .bool(try !truth(evaluate(operand, in: environment)))
        case .negate: return try negate(evaluate(operand, in: environment))
        case .plus: return .number(try toNumber(evaluate(operand, in: environment)))
        case .bitwiseNot: return .number(Double(~toInt32(try toNumber(evaluate(operand, in: environment)))))
        }
    }

    private func evaluateCall(_ callee: Node, _ argumentNodes: [Node], in environment: Environment) throws(ExpressionError) -> ExpressionValue {
        var receiver: ExpressionValue = .undefined
        let function: ExpressionValue
        switch callee {
        case .member(let objectNode, let name):
            receiver = try evaluate(objectNode, in: environment)
            function = try member(receiver, name)
        case .index(let objectNode, let keyNode):
            receiver = try evaluate(objectNode, in: environment)
            function = try index(receiver, evaluate(keyNode, in: environment))
        case .identifier(let name) where name == .eval && environment.scope(declaring: .eval) == nil:
            let arguments = try argumentNodes.map { (node) throws(ExpressionError) in try evaluate(node, in: environment) }
            return try evaluatePath(arguments.first ?? .undefined, in: environment)
        default:
            function = try evaluate(callee, in: environment)
        }
        var arguments: [ExpressionValue] = []
        arguments.reserveCapacity(argumentNodes.count)
        for node in argumentNodes { arguments.append(try evaluate(node, in: environment)) }
        if case .host = receiver, case .undefined = function, case .member(_, let name) = callee {
            throw typeError("\(receiver.typeName).\(name) is not a function")
        }
        return try call(function, receiver: receiver, arguments: arguments)
    }

    private func construct(_ constructor: ExpressionValue, _ arguments: [ExpressionValue]) throws(ExpressionError) -> ExpressionValue {
        guard case .function(let function) = constructor else { throw typeError("\(constructor.typeName) is not a constructor") }
        if case .closure = function.body {
            let object = ExpressionObject()
            let result = try call(constructor, receiver: .object(object), arguments: arguments)
            switch result {
            case .object, .array, .function, .host: return result
            default: return .object(object)
            }
        }
        return try call(constructor, receiver: .undefined, arguments: arguments)
    }
}

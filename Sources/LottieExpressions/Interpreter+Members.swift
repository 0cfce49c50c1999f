/// Reading and writing members: `a.length`, `a[0]`, `s.split(",")`, `layer.transform`.
extension Interpreter {
    package func member(_ value: ExpressionValue, _ name: String) throws(ExpressionError) -> ExpressionValue {
        switch value {
        case .undefined, .null:
            throw typeError("cannot read property '\(name)' of \(value.typeName)")
        case .array(let array):
            track(array)
            if name == "length" { return .number(Double(array.elements.count)) }
            if let position = arrayIndex(.string(name)) { return position < array.elements.count ? array.elements[position] : .undefined }
            return ArrayMethods.method(name, of: array) ?? .undefined
        case .string(let string):
            if name == "length" { return .number(Double(string.count)) }
            if let position = arrayIndex(.string(name)) { return Self.character(of: string, at: position) }
            return StringMethods.method(name, of: string) ?? .undefined
        case .number(let number):
            return NumberMethods.method(name, of: number) ?? .undefined
        case .bool(let flag):
            switch name {
            case "toString": return .function(ExpressionFunction(name: name) { _, _, _ in .string(flag ? "true" : "false") })
            case "valueOf": return .function(ExpressionFunction(name: name) { _, _, _ in .bool(flag) })
            default: return .undefined
            }
        case .object(let object):
            if let member = object[name] { return member }
            if name == "hasOwnProperty" {
                return .function(
                    ExpressionFunction(name: name) { (interpreter, _, arguments) throws(ExpressionError) in
                        .bool(object[try interpreter.toString(arguments.first ?? .undefined)] != nil)
                    })
            }
            return .undefined
        case .function(let function):
            if let member = function.members[name] { return member }
            if name == "name" { return .string(function.name) }
            if name == "call" {
                return .function(
                    ExpressionFunction(name: name) { (interpreter, _, arguments) throws(ExpressionError) in
                        try interpreter.call(.function(function), receiver: arguments.first ?? .undefined, arguments: Array(arguments.dropFirst()))
                    })
            }
            if name == "apply" {
                return .function(
                    ExpressionFunction(name: name) { (interpreter, _, arguments) throws(ExpressionError) in
                        var list: [ExpressionValue] = []
                        if arguments.count > 1, case .array(let array) = arguments[1] { list = array.elements }
                        return try interpreter.call(.function(function), receiver: arguments.first ?? .undefined, arguments: list)
                    })
            }
            return .undefined
        case .host(let object):
            if let member = try object.member(name, interpreter: self) { return member }
            if let primitive = object.primitive { return try member(primitive, name) }
            return .undefined
        }
    }

    package func index(_ value: ExpressionValue, _ key: ExpressionValue) throws(ExpressionError) -> ExpressionValue {
        if let position = arrayIndex(key) {
            switch value.primitive {
            case .array(let array): return position < array.elements.count ? array.elements[position] : .undefined
            case .string(let string): return Self.character(of: string, at: position)
            case .host(let object):
                if let member = try object.member(String(position), interpreter: self) { return member }
                return .undefined
            default: break
            }
        }
        return try member(value, toString(key))
    }

    func setMember(_ value: ExpressionValue, _ name: String, _ newValue: ExpressionValue) throws(ExpressionError) {
        switch value {
        case .undefined, .null:
            throw typeError("cannot set property '\(name)' of \(value.typeName)")
        case .object(let object):
            if object[name] == nil { try allocate(1) }
            track(object)
            object[name] = newValue
        case .array(let array):
            track(array)
            if name == "length" {
                let length = try toNumber(newValue)
                guard length >= 0, length == length.rounded(), length <= Double(ExpressionLimits.maxValueLength) else {
                    throw .thrown("RangeError: invalid array length")
                }
                let count = Int(length)
                if count < array.elements.count {
                    array.elements.removeLast(array.elements.count - count)
                } else {
                    try allocate(count - array.elements.count)
                    array.elements += Array(repeating: .undefined, count: count - array.elements.count)
                }
            } else if let position = arrayIndex(.string(name)) {
                try setElement(array, position, newValue)
            }
        case .function(let function):
            try allocate(1)
            track(function)
            function.members[name] = newValue
        default:
            break  // primitives and host objects ignore writes, as in sloppy-mode JavaScript
        }
    }

    func setElement(_ array: ExpressionArray, _ position: Int, _ newValue: ExpressionValue) throws(ExpressionError) {
        track(array)
        if position < array.elements.count {
            array.elements[position] = newValue
            return
        }
        guard position < ExpressionLimits.maxValueLength else {
            throw .limitExceeded("an array longer than \(ExpressionLimits.maxValueLength) elements")
        }
        try allocate(position + 1 - array.elements.count)
        array.elements += Array(repeating: .undefined, count: position - array.elements.count)
        array.elements.append(newValue)
    }

    private static func character(of string: String, at position: Int) -> ExpressionValue {
        guard position < string.count else { return .undefined }
        return .string(String(string[string.index(string.startIndex, offsetBy: position)]))
    }
}

/// JavaScript's type conversions and comparisons, with host objects standing for their values.
extension Interpreter {
    package func truth(_ value: ExpressionValue) throws(ExpressionError) -> Bool {
        switch value {
        case .undefined, .null: false
        case .bool(let flag): flag
        case .number(let number): !(number == 0 || number.isNaN)
        case .string(let string): !string.isEmpty
        case .array, .object, .function: true
        case .host(let object): try object.primitive.map { (value) throws(ExpressionError) in try truth(value) } ?? true
        }
    }

    package func toNumber(_ value: ExpressionValue) throws(ExpressionError) -> Double {
        switch value {
        case .undefined: return .nan
        case .null: return 0
        case .bool(let flag): return flag ? 1 : 0
        case .number(let number): return number
        case .string(let string): return Self.parseNumber(string)
        case .array(let array):
            if array.elements.isEmpty { return 0 }
            if array.elements.count == 1 {
                try checkStack()  // [a] where a holds itself
                return try toNumber(array.elements[0])
            }
            return .nan
        case .object, .function: return .nan
        case .host(let object):
            guard let primitive = object.primitive else { return .nan }
            return try toNumber(primitive)
        }
    }

    /// `Number(text)`: decimal or hexadecimal, surrounding white space ignored, "" is 0.
    static func parseNumber(_ text: String) -> Double {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty { return 0 }
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") { return UInt64(trimmed.dropFirst(2), radix: 16).map(Double.init) ?? .nan }
        switch trimmed {
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        guard trimmed.allSatisfy({ "0123456789.eE+-".contains($0) }) else { return .nan }
        return Double(trimmed) ?? .nan
    }

    package func toString(_ value: ExpressionValue) throws(ExpressionError) -> String {
        switch value {
        case .undefined: return "undefined"
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return NumberFormatting.string(number)
        case .string(let string): return string
        case .array(let array):
            try step(array.elements.count + 1)
            try checkStack()  // an array that holds itself
            var parts: [String] = []
            for element in array.elements {
                switch element {
                case .undefined, .null: parts.append("")
                default: parts.append(try toString(element))
                }
            }
            let text = parts.joined(separator: ",")
            try allocate(text.utf8.count)
            return text
        case .object: return "[object Object]"
        case .function(let function): return "function \(function.name)() { [code] }"
        case .host(let object):
            if let primitive = object.primitive { return try toString(primitive) }
            return "[object \(object.typeName)]"
        }
    }

    /// A short rendering for error messages.
    package func describe(_ value: ExpressionValue) -> String { displayString(value) }

    func displayString(_ value: ExpressionValue) -> String {
        switch value {
        case .string(let string): String(string.prefix(80))
        case .object(let object):
            if case .string(let message)? = object["message"] { String(message.prefix(80)) } else { "[object Object]" }
        default: (try? toString(value)).map { String($0.prefix(80)) } ?? value.typeName
        }
    }

    func typeofName(_ value: ExpressionValue) -> String {
        switch value {
        case .undefined: "undefined"
        case .null, .array, .object: "object"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .function: "function"
        case .host(let object): object.primitive.map(typeofName) ?? "object"
        }
    }

    /// The numbers of a number or an array (`[3]` for 3, `[1, 2]` for `[1, 2]`).
    package func numbers(of value: ExpressionValue) throws(ExpressionError) -> [Double] {
        try Builtins.numbers(value, self)
    }

    func toInt32(_ number: Double) -> Int32 {
        guard number.isFinite else { return 0 }
        let wrapped = number.truncatingRemainder(dividingBy: 4_294_967_296)
        return Int32(truncatingIfNeeded: Int64(wrapped))
    }

    /// The array position `key` names, if it is a non-negative whole number.
    func arrayIndex(_ key: ExpressionValue) -> Int? {
        switch key.primitive {
        case .number(let number):
            guard number >= 0, number == number.rounded(), number < Double(Int32.max) else { return nil }
            return Int(number)
        case .string(let string):
            guard let index = Int(string), index >= 0, String(index) == string else { return nil }
            return index
        default: return nil
        }
    }

    // MARK: - Comparison

    func strictlyEqual(_ left: ExpressionValue, _ right: ExpressionValue) -> Bool {
        switch (left.primitive, right.primitive) {
        case (.undefined, .undefined), (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a === b
        case (.object(let a), .object(let b)): a === b
        case (.function(let a), .function(let b)): a === b
        case (.host(let a), .host(let b)): a === b
        default: false
        }
    }

    func looselyEqual(_ left: ExpressionValue, _ right: ExpressionValue) throws(ExpressionError) -> Bool {
        let left = left.primitive
        let right = right.primitive
        switch (left, right) {
        case (.undefined, .undefined), (.null, .null), (.undefined, .null), (.null, .undefined): return true
        case (.undefined, _), (.null, _), (_, .undefined), (_, .null): return false
        case (.number, .number), (.string, .string), (.bool, .bool): return strictlyEqual(left, right)
        case (.array(let a), .array(let b)): return a === b
        case (.object(let a), .object(let b)): return a === b
        case (.function(let a), .function(let b)): return a === b
        case (.string(let a), .array), (.array, .string(let a)):
            return try a == toString(left.isString ? right : left)
        default: return try toNumber(left) == toNumber(right)
        }
    }

    /// `<` (and the others through it): strings compare as text, everything else as numbers.
    func compare(_ left: ExpressionValue, _ right: ExpressionValue) throws(ExpressionError) -> (less: Bool, equal: Bool, unordered: Bool) {
        let left = left.primitive
        let right = right.primitive
        if case .string(let a) = left, case .string(let b) = right { return (a < b, a == b, false) }
        let a = try toNumber(left)
        let b = try toNumber(right)
        if a.isNaN || b.isNaN { return (false, false, true) }
        return (a < b, a == b, false)
    }
}

extension ExpressionValue {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{A0}" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

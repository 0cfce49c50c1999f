/// The methods of JavaScript strings that expressions use (no regular expressions).
enum StringMethods {
    static func method(_ name: String, of string: String) -> ExpressionValue? {
        let body: ExpressionFunction.Native
        switch name {
        case "split":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let characters = Array(string)
                try interpreter.step(characters.count)
                guard let first = arguments.first, !first.isUndefined else { return .array(ExpressionArray([.string(string)])) }
                let separator = Array(try interpreter.toString(first))
                var parts: [ExpressionValue] = []
                if separator.isEmpty {
                    parts = characters.map { .string(String($0)) }
                } else {
                    var current: [Character] = []
                    var index = 0
                    while index < characters.count {
                        if index + separator.count <= characters.count, Array(characters[index..<index + separator.count]) == separator {
                            parts.append(.string(String(current)))
                            current = []
                            index += separator.count
                        } else {
                            current.append(characters[index])
                            index += 1
                        }
                    }
                    parts.append(.string(String(current)))
                }
                try interpreter.allocate(parts.count + characters.count)
                return .array(ExpressionArray(parts))
            }
        case "indexOf", "lastIndexOf":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let characters = Array(string)
                let target = Array(try interpreter.toString(arguments.first ?? .undefined))
                try interpreter.step(characters.count)
                guard target.count <= characters.count else { return .number(-1) }
                let starts = Array(0...(characters.count - target.count))
                let ordered = name == "indexOf" ? starts : starts.reversed()
                let found = ordered.first { Array(characters[$0..<$0 + target.count]) == target }
                return .number(Double(found ?? -1))
            }
        case "charAt":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let index = Int(ArrayMethods.clamped(try interpreter.toNumber(arguments.first ?? .number(0))))
                let characters = Array(string)
                return .string(index >= 0 && index < characters.count ? String(characters[index]) : "")
            }
        case "charCodeAt":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let index = Int(ArrayMethods.clamped(try interpreter.toNumber(arguments.first ?? .number(0))))
                let units = Array(string.utf16)
                return .number(index >= 0 && index < units.count ? Double(units[index]) : .nan)
            }
        case "slice", "substring", "substr":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let characters = Array(string)
                let count = characters.count
                var start: Int
                var end: Int
                switch name {
                case "slice":
                    (start, end) = try ArrayMethods.range(arguments, count: count, interpreter)
                case "substring":
                    start = min(max(Int(ArrayMethods.clamped(try interpreter.toNumber(arguments.first ?? .number(0)))), 0), count)
                    end = arguments.count > 1 ? min(max(Int(ArrayMethods.clamped(try interpreter.toNumber(arguments[1]))), 0), count) : count
                    if start > end { swap(&start, &end) }
                default:
                    start = try ArrayMethods.clampIndex(arguments.first, count: count, default: 0, interpreter)
                    let length = arguments.count > 1 ? Int(ArrayMethods.clamped(try interpreter.toNumber(arguments[1]))) : count
                    end = min(count, start + max(0, length))
                }
                try interpreter.allocate(max(0, end - start))
                return .string(start < end ? String(characters[start..<end]) : "")
            }
        case "toUpperCase", "toLowerCase":
            body = { (interpreter, _, _) throws(ExpressionError) in
                try interpreter.allocate(string.utf8.count)
                return .string(name == "toUpperCase" ? string.uppercased() : string.lowercased())
            }
        case "trim":
            body = { _, _, _ in .string(string.trimmingSpaces) }
        case "concat":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                var text = string
                for argument in arguments { text += try interpreter.toString(argument) }
                try interpreter.allocate(text.utf8.count)
                return .string(text)
            }
        case "replace":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let pattern = try interpreter.toString(arguments.first ?? .undefined)
                let replacement = try interpreter.toString(arguments.count > 1 ? arguments[1] : .undefined)
                guard let range = string.firstRange(of: pattern) else { return .string(string) }
                var text = string
                text.replaceSubrange(range, with: replacement)
                try interpreter.allocate(text.utf8.count)
                return .string(text)
            }
        case "toString", "valueOf":
            body = { _, _, _ in .string(string) }
        default: return nil
        }
        return .function(ExpressionFunction(name: name, body))
    }
}

/// The methods of JavaScript numbers that expressions use.
enum NumberMethods {
    static func method(_ name: String, of number: Double) -> ExpressionValue? {
        let body: ExpressionFunction.Native
        switch name {
        case "toFixed":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let places = Int(ArrayMethods.clamped(try interpreter.toNumber(arguments.first ?? .number(0))))
                guard (0...100).contains(places) else { throw .thrown("RangeError: toFixed() digits must be between 0 and 100") }
                return .string(NumberFormatting.fixed(number, places: places))
            }
        case "toString":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                if let radixValue = arguments.first, !radixValue.isUndefined {
                    let radix = Int(ArrayMethods.clamped(try interpreter.toNumber(radixValue)))
                    guard (2...36).contains(radix) else { throw .thrown("RangeError: toString() radix must be between 2 and 36") }
                    if radix != 10, number == number.rounded(), abs(number) < 9e15 { return .string(String(Int64(number), radix: radix)) }
                }
                return .string(NumberFormatting.string(number))
            }
        case "valueOf": body = { _, _, _ in .number(number) }
        default: return nil
        }
        return .function(ExpressionFunction(name: name, body))
    }
}

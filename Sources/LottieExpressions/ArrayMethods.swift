/// The methods of JavaScript arrays that expressions use.
enum ArrayMethods {
    static func method(_ name: String, of array: ExpressionArray) -> ExpressionValue? {
        let body: ExpressionFunction.Native
        switch name {
        case "push":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                try interpreter.allocate(arguments.count)
                guard array.elements.count + arguments.count <= ExpressionLimits.maxValueLength else {
                    throw .limitExceeded("an array longer than \(ExpressionLimits.maxValueLength) elements")
                }
                interpreter.track(array)
                array.elements += arguments
                return .number(Double(array.elements.count))
            }
        case "pop": body = { _, _, _ in array.elements.popLast() ?? .undefined }
        case "shift":
            body = { (interpreter, _, _) throws(ExpressionError) in
                try interpreter.step(array.elements.count)
                return array.elements.isEmpty ? .undefined : array.elements.removeFirst()
            }
        case "unshift":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                try interpreter.allocate(arguments.count + array.elements.count)
                interpreter.track(array)
                array.elements.insert(contentsOf: arguments, at: 0)
                return .number(Double(array.elements.count))
            }
        case "slice":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let (start, end) = try range(arguments, count: array.elements.count, interpreter)
                try interpreter.allocate(max(0, end - start))
                return .array(ExpressionArray(start < end ? Array(array.elements[start..<end]) : []))
            }
        case "concat":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                var elements = array.elements
                for argument in arguments {
                    if case .array(let other) = argument { elements += other.elements } else { elements.append(argument) }
                }
                try interpreter.allocate(elements.count)
                return .array(ExpressionArray(elements))
            }
        case "join":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                var text = ","
                if let separator = arguments.first, !separator.isUndefined { text = try interpreter.toString(separator) }
                var parts: [String] = []
                for element in array.elements {
                    switch element {
                    case .undefined, .null: parts.append("")
                    default: parts.append(try interpreter.toString(element))
                    }
                }
                let joined = parts.joined(separator: text)
                try interpreter.allocate(joined.utf8.count)
                return .string(joined)
            }
        case "toString":
            body = { (interpreter, _, _) throws(ExpressionError) in .string(try interpreter.toString(.array(array))) }
        case "indexOf", "lastIndexOf":
            let fromEnd = name == "lastIndexOf"
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let target = arguments.first ?? .undefined
                try interpreter.step(array.elements.count)
                let indices = fromEnd ? Array(array.elements.indices.reversed()) : Array(array.elements.indices)
                return .number(Double(indices.first { interpreter.strictlyEqual(array.elements[$0], target) } ?? -1))
            }
        case "reverse":
            body = { (interpreter, _, _) throws(ExpressionError) in
                try interpreter.step(array.elements.count)
                array.elements.reverse()
                return .array(array)
            }
        case "splice":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let count = array.elements.count
                let start = try clampIndex(arguments.first, count: count, default: 0, interpreter)
                let deleteCount =
                    arguments.count > 1 ? min(max(0, Int(try clamped(interpreter.toNumber(arguments[1])))), count - start) : count - start
                let removed = Array(array.elements[start..<start + deleteCount])
                try interpreter.allocate(removed.count + arguments.count)
                interpreter.track(array)
                array.elements.replaceSubrange(start..<start + deleteCount, with: arguments.dropFirst(2))
                return .array(ExpressionArray(removed))
            }
        case "map", "forEach", "filter", "some", "every":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let callback = arguments.first ?? .undefined
                var results: [ExpressionValue] = []
                for (index, element) in array.elements.enumerated() {
                    let result = try interpreter.call(callback, arguments: [element, .number(Double(index)), .array(array)])
                    switch name {
                    case "map":
                        try interpreter.allocate(1)
                        results.append(result)
                    case "filter" where try interpreter.truth(result):
                        try interpreter.allocate(1)
                        results.append(element)
                    case "some" where try interpreter.truth(result): return .bool(true)
                    case "every" where try !interpreter.truth(result): return .bool(false)
                    default: break
                    }
                }
                switch name {
                case "map", "filter": return .array(ExpressionArray(results))
                case "some": return .bool(false)
                case "every": return .bool(true)
                default: return .undefined
                }
            }
        case "reduce":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                let callback = arguments.first ?? .undefined
                var elements = array.elements[...]
                guard var accumulator = arguments.count > 1 ? arguments[1] : elements.popFirst() else {
                    throw .thrown("TypeError: reduce of an empty array with no initial value")
                }
                let offset = array.elements.count - elements.count
                for (index, element) in elements.enumerated() {
                    accumulator = try interpreter.call(callback, arguments: [accumulator, element, .number(Double(index + offset)), .array(array)])
                }
                return accumulator
            }
        case "sort":
            body = { (interpreter, _, arguments) throws(ExpressionError) in
                try interpreter.step(array.elements.count * max(1, array.elements.count.bitWidth - array.elements.count.leadingZeroBitCount))
                let comparator = arguments.first
                var failure: ExpressionError?
                array.elements.sort { a, b in
                    guard failure == nil else { return false }
                    do throws(ExpressionError) {
                        if let comparator, case .function = comparator {
                            return try interpreter.toNumber(interpreter.call(comparator, arguments: [a, b])) < 0
                        }
                        return try interpreter.toString(a) < interpreter.toString(b)
                    } catch {
                        failure = error
                        return false
                    }
                }
                if let failure { throw failure }
                return .array(array)
            }
        default: return nil
        }
        return .function(ExpressionFunction(name: name, body))
    }

    /// `(start, end)` of `slice`-style arguments, negative counting from the end.
    static func range(_ arguments: [ExpressionValue], count: Int, _ interpreter: Interpreter) throws(ExpressionError) -> (Int, Int) {
        let start = try clampIndex(arguments.first, count: count, default: 0, interpreter)
        let end = try clampIndex(arguments.count > 1 ? arguments[1] : nil, count: count, default: count, interpreter)
        return (start, max(start, end))
    }

    static func clampIndex(_ value: ExpressionValue?, count: Int, default fallback: Int, _ interpreter: Interpreter) throws(ExpressionError) -> Int {
        guard let value, !value.isUndefined else { return fallback }
        let number = clamped(try interpreter.toNumber(value))
        let index = number < 0 ? count + Int(number) : Int(number)
        return min(max(index, 0), count)
    }

    /// A whole number safe to convert to `Int` (NaN is 0).
    static func clamped(_ number: Double) -> Double {
        number.isNaN ? 0 : min(max(number.rounded(.towardZero), -1e9), 1e9)
    }
}

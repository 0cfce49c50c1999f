/// Binary operators. `+ - * /` do After Effects' vector arithmetic on arrays (as bodymovin's
/// `$bm_sum`, `$bm_sub`, `$bm_mul` and `$bm_div` do in lottie-web): arrays add element by
/// element, an array times a number scales it, and a number added to an array adds to its
/// first element. Otherwise they follow JavaScript.
extension Interpreter {
    func binary(_ op: BinaryOperator, _ left: ExpressionValue, _ right: ExpressionValue) throws(ExpressionError) -> ExpressionValue {
        switch op {
        case .add: return try add(left, right)
        case .subtract: return try subtract(left, right)
        case .multiply: return try multiply(left, right)
        case .divide: return try divide(left, right)
        case .remainder:
            return .number(try toNumber(left).truncatingRemainder(dividingBy: toNumber(right)))
        case .equal: return .bool(try looselyEqual(left, right))
        case .notEqual: return .bool(try !looselyEqual(left, right))
        case .strictEqual: return .bool(strictlyEqual(left, right))
        case .strictNotEqual: return .bool(!strictlyEqual(left, right))
        case .less:
            let order = try compare(left, right)
            return .bool(order.less)
        case .greater:
            let order = try compare(right, left)
            return .bool(order.less)
        case .lessOrEqual:
            let order = try compare(right, left)
            return .bool(!order.less && !order.unordered)
        case .greaterOrEqual:
            let order = try compare(left, right)
            return .bool(!order.less && !order.unordered)
        case .bitwiseAnd: return .number(Double(try toInt32(toNumber(left)) & toInt32(toNumber(right))))
        case .bitwiseOr: return .number(Double(try toInt32(toNumber(left)) | toInt32(toNumber(right))))
        case .bitwiseXor: return .number(Double(try toInt32(toNumber(left)) ^ toInt32(toNumber(right))))
        case .shiftLeft: return .number(Double(try toInt32(toNumber(left)) << (toInt32(toNumber(right)) & 31)))
        case .shiftRight: return .number(Double(try toInt32(toNumber(left)) >> (toInt32(toNumber(right)) & 31)))
        case .shiftRightUnsigned:
            let value = UInt32(bitPattern: try toInt32(toNumber(left)))
            return .number(Double(value >> UInt32(try toInt32(toNumber(right)) & 31)))
        case .instanceof: return .bool(try isInstance(left, of: right))
        case .in:
            let key = try toString(left)
            switch right.primitive {
            case .object(let object): return .bool(object[key] != nil)
            case .array(let array): return .bool(arrayIndex(.string(key)).map { $0 < array.elements.count } ?? (key == "length"))
            case .host(let object): return .bool(try object.member(key, interpreter: self) != nil)
            default: throw typeError("cannot use 'in' on \(right.typeName)")
            }
        }
    }

    package func add(_ left: ExpressionValue, _ right: ExpressionValue) throws(ExpressionError) -> ExpressionValue {
        let a = left.primitive
        let b = right.primitive
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.string, _), (_, .string):
            let text = try toString(a) + toString(b)
            try allocate(text.utf8.count)
            return .string(text)
        case (.array(let x), .array(let y)):
            return try elementwise(x, y) { $0 + $1 }
        case (.array(let x), _) where isNumeric(b):
            let number = try toNumber(b)
            return try withFirst(x) { $0 + number }
        case (_, .array(let y)) where isNumeric(a):
            let number = try toNumber(a)
            return try withFirst(y) { number + $0 }
        case (.object, _), (_, .object), (.function, _), (_, .function), (.array, _), (_, .array):
            let text = try toString(a) + toString(b)
            try allocate(text.utf8.count)
            return .string(text)
        default: return .number(try toNumber(a) + toNumber(b))
        }
    }

    package func subtract(_ left: ExpressionValue, _ right: ExpressionValue) throws(ExpressionError) -> ExpressionValue {
        let a = left.primitive
        let b = right.primitive
        switch (a, b) {
        case (.array(let x), .array(let y)): return try elementwise(x, y) { $0 - $1 }
        case (.array(let x), _) where isNumeric(b):
            let number = try toNumber(b)
            return try withFirst(x) { $0 - number }
        case (_, .array(let y)) where isNumeric(a):
            let number = try toNumber(a)
            return try withFirst(y) { number - $0 }
        default: return .number(try toNumber(a) - toNumber(b))
        }
    }

    package func multiply(_ left: ExpressionValue, _ right: ExpressionValue) throws(ExpressionError) -> ExpressionValue {
        let a = left.primitive
        let b = right.primitive
        switch (a, b) {
        case (.array(let x), .array(let y)): return try elementwise(x, y) { $0 * $1 }
        case (.array(let x), _):
            let number = try toNumber(b)
            return try scaled(x) { $0 * number }
        case (_, .array(let y)):
            let number = try toNumber(a)
            return try scaled(y) { number * $0 }
        default: return .number(try toNumber(a) * toNumber(b))
        }
    }

    package func divide(_ left: ExpressionValue, _ right: ExpressionValue) throws(ExpressionError) -> ExpressionValue {
        let a = left.primitive
        let b = right.primitive
        switch (a, b) {
        case (.array(let x), .array(let y)): return try elementwise(x, y) { $0 / $1 }
        case (.array(let x), _):
            let number = try toNumber(b)
            return try scaled(x) { $0 / number }
        case (_, .array(let y)):
            let number = try toNumber(a)
            return try scaled(y) { number / $0 }
        default: return .number(try toNumber(a) / toNumber(b))
        }
    }

    /// `-value`: element by element for arrays.
    func negate(_ value: ExpressionValue) throws(ExpressionError) -> ExpressionValue {
        if case .array(let array) = value.primitive { return try scaled(array) { -$0 } }
        return .number(-(try toNumber(value)))
    }

    func isInstance(_ value: ExpressionValue, of constructor: ExpressionValue) throws(ExpressionError) -> Bool {
        guard case .function(let function) = constructor else { throw typeError("right side of instanceof is not callable") }
        switch (function.name, value.primitive) {
        case ("Array", .array), ("Object", .array), ("Object", .object), ("Object", .function), ("Function", .function): return true
        case ("Error", .object(let object)), ("TypeError", .object(let object)):
            if case .string? = object["message"] { return true }
            return false
        default: return false
        }
    }

    // MARK: - Private

    private func isNumeric(_ value: ExpressionValue) -> Bool {
        switch value {
        case .number, .bool, .null: true
        default: false
        }
    }

    /// Element by element over the longer array; where one side is not a number, the other's
    /// element (or the first's) is kept, as lottie-web does.
    private func elementwise(_ x: ExpressionArray, _ y: ExpressionArray, _ op: (Double, Double) -> Double) throws(ExpressionError) -> ExpressionValue {
        let count = max(x.elements.count, y.elements.count)
        try allocate(count)
        var result: [ExpressionValue] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let a = index < x.elements.count ? x.elements[index].primitive : .undefined
            let b = index < y.elements.count ? y.elements[index].primitive : .undefined
            if case .number(let p) = a, case .number(let q) = b {
                result.append(.number(op(p, q)))
            } else if case .undefined = b {
                result.append(a)
            } else {
                result.append(try truth(a) ? a : b)
            }
        }
        return .array(ExpressionArray(result))
    }

    private func scaled(_ x: ExpressionArray, _ op: (Double) -> Double) throws(ExpressionError) -> ExpressionValue {
        try allocate(x.elements.count)
        var result: [ExpressionValue] = []
        result.reserveCapacity(x.elements.count)
        for element in x.elements { result.append(.number(op(try toNumber(element)))) }
        return .array(ExpressionArray(result))
    }

    private func withFirst(_ x: ExpressionArray, _ op: (Double) -> Double) throws(ExpressionError) -> ExpressionValue {
        try allocate(x.elements.count)
        var elements = x.elements.map(\.primitive)
        if !elements.isEmpty { elements[0] = .number(op(try toNumber(elements[0]))) }
        return .array(ExpressionArray(elements))
    }
}

import LottieExpressions
import LottieGraphics
import LottieModel

/// A property value an expression can read (`value`) and produce (`$bm_rt`).
package protocol ExpressionBridgeable: Sendable {
    /// The value as an expression sees it: a number, an array, a path, a string.
    func expressionValue(dimensions: Int) -> ExpressionValue
    /// The property value an expression's result stands for; `keyframed` fills what the
    /// result leaves out (the z of a 2D position, the alpha of a colour).
    /// - Throws: ``ExpressionError/badResult(_:)`` when the result does not fit.
    static func fromExpression(_ value: ExpressionValue, keyframed: Self) throws(ExpressionError) -> Self
}

extension Double: ExpressionBridgeable {
    package func expressionValue(dimensions: Int) -> ExpressionValue { .number(self) }

    package static func fromExpression(_ value: ExpressionValue, keyframed: Double) throws(ExpressionError) -> Double {
        switch value.primitive {
        case .number(let number): return try finite(number)
        case .bool(let flag): return flag ? 1 : 0
        case .array:
            guard let first = value.numbers?.first else { throw .badResult("the expression gives \(value.primitive.kindName), not a number") }
            return try finite(first)
        default: throw .badResult("the expression gives \(value.primitive.kindName), not a number")
        }
    }
}

extension Vector3: ExpressionBridgeable {
    package func expressionValue(dimensions: Int) -> ExpressionValue {
        .numbers(Array([x, y, z].prefix(max(1, min(dimensions, 3)))))
    }

    package static func fromExpression(_ value: ExpressionValue, keyframed: Vector3) throws(ExpressionError) -> Vector3 {
        guard let numbers = value.numbers, !numbers.isEmpty else {
            throw .badResult("the expression gives \(value.primitive.kindName), not an array of numbers")
        }
        if case .number(let number) = value.primitive { return Vector3(try finite(number), try finite(number), keyframed.z) }
        return Vector3(
            try finite(numbers[0]), try finite(numbers.count > 1 ? numbers[1] : keyframed.y), try finite(numbers.count > 2 ? numbers[2] : keyframed.z))
    }
}

extension Color: ExpressionBridgeable {
    package func expressionValue(dimensions: Int) -> ExpressionValue { .numbers([r, g, b, a]) }

    package static func fromExpression(_ value: ExpressionValue, keyframed: Color) throws(ExpressionError) -> Color {
        guard let numbers = value.numbers, numbers.count >= 3 else {
            throw .badResult("the expression gives \(value.primitive.kindName), not a colour [r, g, b, a]")
        }
        return Color(
            r: try finite(numbers[0]), g: try finite(numbers[1]), b: try finite(numbers[2]),
            a: try finite(numbers.count > 3 ? numbers[3] : keyframed.a))
    }
}

extension GradientValues: ExpressionBridgeable {
    package func expressionValue(dimensions: Int) -> ExpressionValue { .numbers(values) }

    package static func fromExpression(_ value: ExpressionValue, keyframed: GradientValues) throws(ExpressionError) -> GradientValues {
        guard let numbers = value.numbers, numbers.allSatisfy(\.isFinite) else {
            throw .badResult("the expression gives \(value.primitive.kindName), not gradient stops")
        }
        return GradientValues(numbers)
    }
}

extension Bezier: ExpressionBridgeable {
    package func expressionValue(dimensions: Int) -> ExpressionValue { .host(PathObject(self)) }

    package static func fromExpression(_ value: ExpressionValue, keyframed: Bezier) throws(ExpressionError) -> Bezier {
        if case .host(let object) = value {
            if let path = object as? PathObject { return path.bezier }
            if let property = object as? PropertyObject, case .host(let inner) = property.currentValue, let path = inner as? PathObject {
                return path.bezier
            }
        }
        throw .badResult("the expression gives \(value.primitive.kindName), not a path")
    }
}

extension TextDocument: ExpressionBridgeable {
    package func expressionValue(dimensions: Int) -> ExpressionValue { .string(text) }

    package static func fromExpression(_ value: ExpressionValue, keyframed: TextDocument) throws(ExpressionError) -> TextDocument {
        var document = keyframed
        switch value.primitive {
        case .string(let text): document.text = text
        case .number(let number): document.text = NumberText.string(number)
        default: throw .badResult("the expression gives \(value.primitive.kindName), not text")
        }
        return document
    }
}

/// A number's text as JavaScript writes it, for text layers fed a number.
enum NumberText {
    static func string(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return number.description
    }
}

/// Rejects NaN and infinities, which no property can hold.
private func finite(_ number: Double) throws(ExpressionError) -> Double {
    guard number.isFinite else { throw .badResult("the expression gives \(number), not a finite number") }
    return number
}

extension ExpressionValue {
    /// What the value is, for messages: "a number", "undefined", "a string".
    var kindName: String {
        switch self {
        case .undefined: "undefined"
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        case .function: "a function"
        case .host(let object): "a \(object.typeName)"
        }
    }
}

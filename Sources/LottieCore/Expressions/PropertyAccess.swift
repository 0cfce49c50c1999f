import LottieExpressions
import LottieGraphics
import LottieModel

/// A property as expressions reach it, whatever its value type: its value at any frame,
/// before and after its own expression, and its keyframes.
final class PropertyAccess {
    /// The value at a frame before the property's expression (the keyframes).
    let keyframed: (Double) -> ExpressionValue
    /// The value at a frame after the property's expression (what the property shows).
    let evaluated: (Double) -> ExpressionValue
    /// How many keyframes the property has (0 for a constant).
    let keyCount: Int
    /// The time of keyframe `i` (0-based), in frames of the property's composition.
    let keyTime: (Int) -> Double
    /// The value of keyframe `i` (0-based).
    let keyValue: (Int) -> ExpressionValue

    /// - Parameters:
    ///   - dimensions: how many components a vector shows (2 on a 2D layer, 3 on a 3D one).
    ///   - keyframed: the value before the expression; `evaluated`, after it.
    init(
        parts: (
            keyframed: (Double) -> ExpressionValue, evaluated: (Double) -> ExpressionValue, keyCount: Int, keyTime: (Int) -> Double,
            keyValue: (Int) -> ExpressionValue
        )
    ) {
        keyframed = parts.keyframed
        evaluated = parts.evaluated
        keyCount = parts.keyCount
        keyTime = parts.keyTime
        keyValue = parts.keyValue
    }

    init<Value>(_ property: Property<Value>, dimensions: Int, keyframed: @escaping (Double) -> Value, evaluated: @escaping (Double) -> Value) {
        func bridge(_ value: Value) -> ExpressionValue {
            (value as? any ExpressionBridgeable)?.expressionValue(dimensions: dimensions) ?? .undefined
        }
        self.keyframed = { bridge(keyframed($0)) }
        self.evaluated = { bridge(evaluated($0)) }
        switch property.animation {
        case .constant:
            keyCount = 0
            keyTime = { _ in 0 }
            keyValue = { _ in .undefined }
        case .keyframed(let keyframes):
            keyCount = keyframes.count
            keyTime = { index in keyframes.indices.contains(index) ? keyframes[index].time : 0 }
            keyValue = { index in keyframes.indices.contains(index) ? bridge(keyframes[index].value) : .undefined }
        }
    }
}

extension PropertyAccess {
    /// An access from its parts.
    convenience init(
        keyCount: Int, keyTime: @escaping (Int) -> Double, keyValue: @escaping (Int) -> ExpressionValue,
        keyframed: @escaping (Double) -> ExpressionValue, evaluated: @escaping (Double) -> ExpressionValue
    ) {
        self.init(parts: (keyframed, evaluated, keyCount, keyTime, keyValue))
    }

    /// A property of the model, read through the runtime (with its own expression, if any).
    static func of<Value: Interpolatable>(_ property: Property<Value>, default fallback: Value, dimensions: Int) -> PropertyAccess {
        PropertyAccess(
            property, dimensions: dimensions, keyframed: { property.keyframedValue(at: $0, default: fallback) },
            evaluated: { property.value(at: $0, default: fallback) })
    }

    /// A position: along its spatial curve.
    static func position(_ property: Property<Vector3>, dimensions: Int) -> PropertyAccess {
        PropertyAccess(
            property, dimensions: dimensions, keyframed: { property.keyframedSpatialValue(at: $0, default: .zero) },
            evaluated: { property.spatialValue(at: $0, default: .zero) })
    }
}

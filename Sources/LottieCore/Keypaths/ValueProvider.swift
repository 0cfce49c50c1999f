/// Supplies the value of the properties a keypath matches, per frame.
///
/// Conform to it for custom providers; the built-in ones are ``ColorValueProvider``,
/// ``FloatValueProvider``, ``PointValueProvider``, ``SizeValueProvider`` and
/// ``GradientValueProvider``. A provider only applies to properties of its kind (points
/// and sizes are interchangeable); others keep their animated values.
///
/// ```swift
/// struct Blink: AnyValueProvider {
///     var valueKind: KeypathValue.Kind { .number }
///     func value(atFrame frame: Double) -> KeypathValue { .number(Int(frame) % 10 < 5 ? 100 : 0) }
/// }
/// ```
public protocol AnyValueProvider: Sendable {
    /// The kind of value this provider returns.
    var valueKind: KeypathValue.Kind { get }
    /// The value at `frame`, an absolute frame of the animation (the root composition's
    /// clock, also inside precompositions).
    func value(atFrame frame: Double) -> KeypathValue
}

/// A constant or a per-frame closure, the storage of the built-in providers.
enum ProviderStorage<Value: Sendable>: Sendable {
    case constant(Value)
    case closure(@Sendable (Double) -> Value)

    func value(atFrame frame: Double) -> Value {
        switch self {
        case .constant(let value): value
        case .closure(let block): block(frame)
        }
    }
}

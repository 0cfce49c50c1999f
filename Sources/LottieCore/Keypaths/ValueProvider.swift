import Synchronization

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

/// The value of a built-in provider: a per-frame closure when one was given, else a value that
/// can be replaced while the provider is in use (lottie-ios's `redValueProvider.color = …`), read
/// afresh at every frame.
final class ProviderValue<Value: Sendable>: Sendable {
    private let current: Mutex<Value>
    private let block: (@Sendable (Double) -> Value)?

    init(_ value: Value, block: (@Sendable (Double) -> Value)? = nil) {
        current = Mutex(value)
        self.block = block
    }

    /// The value set last (not what a closure returns).
    var value: Value {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    func value(atFrame frame: Double) -> Value {
        block?(frame) ?? value
    }
}

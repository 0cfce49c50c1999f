import LottieModel

/// A model value that may change with time: an animated property, or one with an expression.
private protocol TimeVarying {
    var variesWithTime: Bool { get }
}

extension Property: TimeVarying {
    /// Keyframed with more than one keyframe, or computed by an expression (which may read
    /// the time, random numbers or other layers).
    fileprivate var variesWithTime: Bool { isAnimated || compiledExpression != nil }
}

/// Whether a model value evaluates the same at every frame.
enum TimeInvariance {
    /// True when no property anywhere inside `value` varies with time. Properties are found by
    /// reflection, so a model type that gains a property is covered without being listed here.
    static func isInvariant(_ value: Any) -> Bool {
        if let property = value as? any TimeVarying { return !property.variesWithTime }
        return Mirror(reflecting: value).children.allSatisfy { isInvariant($0.value) }
    }
}

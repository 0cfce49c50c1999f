import LottieGraphics

/// An easing handle of a keyframe (`o` or `i`): the bezier control point of the timing
/// curve, for dimension 0 and, when the file gives one per dimension, for each dimension.
package struct EasingHandle: Hashable, Sendable {
    package var x: Double
    package var y: Double
    /// Per-dimension handles when `x`/`y` are arrays of more than one element; else empty.
    package var dimensions: [Vector2]

    package init(x: Double, y: Double, dimensions: [Vector2] = []) {
        self.x = x
        self.y = y
        self.dimensions = dimensions
    }

    /// The handle for component `index`, falling back to dimension 0.
    package func handle(forDimension index: Int) -> (x: Double, y: Double) {
        index < dimensions.count ? (dimensions[index].x, dimensions[index].y) : (x, y)
    }
}

/// One keyframe, normalized: legacy files' `e` end values are resolved into the next
/// keyframe's `value` at decode time, so evaluation sees one format.
///
/// `easeOut`/`easeIn` (`o`/`i`) and `spatialOut`/`spatialIn` (`to`/`ti`) describe the
/// segment from this keyframe to the next.
package struct Keyframe<Value: KeyframeValue>: Sendable, Equatable {
    package var time: Double
    package var value: Value
    /// `h`: keep `value` until the next keyframe, then jump.
    package var isHold: Bool
    package var easeOut: EasingHandle?
    package var easeIn: EasingHandle?
    package var spatialOut: Vector3?
    package var spatialIn: Vector3?

    package init(
        time: Double, value: Value, isHold: Bool = false, easeOut: EasingHandle? = nil,
        easeIn: EasingHandle? = nil, spatialOut: Vector3? = nil, spatialIn: Vector3? = nil
    ) {
        self.time = time
        self.value = value
        self.isHold = isHold
        self.easeOut = easeOut
        self.easeIn = easeIn
        self.spatialOut = spatialOut
        self.spatialIn = spatialIn
    }
}

/// An animatable value: constant, or keyframed. A keyframe list can be empty when every
/// keyframe in the file was unusable; evaluation then uses the property's default.
package enum Animated<Value: KeyframeValue>: Sendable, Equatable {
    case constant(Value)
    case keyframed([Keyframe<Value>])

    package var isAnimated: Bool {
        if case .keyframed(let keyframes) = self { return keyframes.count > 1 }
        return false
    }
}

/// An animated property as it appears in the file (`{a, k, x, sid}`).
package struct Property<Value: KeyframeValue>: Sendable, Equatable {
    package var animation: Animated<Value>
    /// `x`: an After Effects expression's source. Evaluation runs decoded expressions (see
    /// ``compiledExpression``), which know where they sit in the animation; where one fails,
    /// the keyframed value is used. A source set here is kept (and written by `json`) but has
    /// no place in an animation, so it is not evaluated.
    package var expression: String? {
        get { annotations?.expression?.source }
        set { compiledExpression = newValue.map { PropertyExpression(source: $0) } }
    }
    /// The expression with its location and parse, as decoded from `x`.
    package var compiledExpression: PropertyExpression? {
        get { annotations?.expression }
        set { annotations = Annotations.of(expression: newValue, slotID: slotID) }
    }
    /// `sid`: the slot this property was taken from, if any.
    package var slotID: String? {
        get { annotations?.slotID }
        set { annotations = Annotations.of(expression: compiledExpression, slotID: newValue) }
    }
    /// `x` and `sid`, which few properties have, out of line: two inline references would
    /// double the size of every property (and of transforms, layers and shape items).
    private var annotations: Annotations?

    package init(_ animation: Animated<Value>, expression: String? = nil, slotID: String? = nil) {
        self.animation = animation
        annotations = Annotations.of(expression: expression.map { PropertyExpression(source: $0) }, slotID: slotID)
    }

    package init(_ animation: Animated<Value>, compiledExpression: PropertyExpression?, slotID: String? = nil) {
        self.animation = animation
        annotations = Annotations.of(expression: compiledExpression, slotID: slotID)
    }

    package init(constant value: Value) {
        self.init(.constant(value))
    }

    package var isAnimated: Bool { animation.isAnimated }
}

/// A property's `x` and `sid` (see `Property.annotations`): immutable, so copies of a
/// property share it; nil for a property with neither.
private final class Annotations: Sendable, Equatable {
    let expression: PropertyExpression?
    let slotID: String?

    private init(expression: PropertyExpression?, slotID: String?) {
        self.expression = expression
        self.slotID = slotID
    }

    /// The annotations holding `expression` and `slotID`; nil, allocating nothing, when
    /// both are nil.
    static func of(expression: PropertyExpression?, slotID: String?) -> Annotations? {
        expression == nil && slotID == nil ? nil : Annotations(expression: expression, slotID: slotID)
    }

    static func == (lhs: Annotations, rhs: Annotations) -> Bool {
        lhs.expression == rhs.expression && lhs.slotID == rhs.slotID
    }
}

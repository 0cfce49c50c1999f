import LottieGraphics
import LottieModel

/// How a property of the file changes over time, without its values: its keyframes' times and
/// curves, and its expressions. The keypath tree lists it for every property, so that two
/// versions of a file can be compared property by property (the values are read at the times).
package struct PropertyTiming: Hashable, Sendable {
    /// The keyframes, in the clock of the composition that holds the property; none for a
    /// constant. A stroke's dashes list the keyframes of each animated dash length in turn.
    package var keyframes: [KeyframeTiming]
    /// The sources of the property's After Effects expressions (one per dash length for dashes).
    package var expressions: [String]

    package init(keyframes: [KeyframeTiming] = [], expressions: [String] = []) {
        self.keyframes = keyframes
        self.expressions = expressions
    }

    /// The timing of `property`, or a constant's when the file leaves it out.
    package init<Value: KeyframeValue>(_ property: Property<Value>?) {
        var keyframes: [KeyframeTiming] = []
        if case .keyframed(let list)? = property?.animation { keyframes = list.map(KeyframeTiming.init) }
        self.init(keyframes: keyframes, expressions: property?.expression.map { [$0] } ?? [])
    }

    /// The timings of several properties as one (a stroke's dash lengths): the keyframes of
    /// those that change over time, and every expression.
    package init<Value: KeyframeValue>(combining properties: [Property<Value>]) {
        keyframes = properties.filter(\.isAnimated).flatMap { PropertyTiming($0).keyframes }
        expressions = properties.compactMap(\.expression)
    }

    /// Whether the property changes over time (more than one keyframe).
    package var isAnimated: Bool { keyframes.count > 1 }

    /// Whether the property carries an After Effects expression.
    package var hasExpression: Bool { !expressions.isEmpty }
}

/// One keyframe of a property without its value: when it is, and how the curve leaves and
/// enters it (see `Keyframe`).
package struct KeyframeTiming: Hashable, Sendable {
    package var time: Double
    package var isHold: Bool
    package var easeOut: EasingHandle?
    package var easeIn: EasingHandle?
    package var spatialOut: Vector3?
    package var spatialIn: Vector3?

    package init<Value: KeyframeValue>(_ keyframe: Keyframe<Value>) {
        time = keyframe.time
        isHold = keyframe.isHold
        easeOut = keyframe.easeOut
        easeIn = keyframe.easeIn
        spatialOut = keyframe.spatialOut
        spatialIn = keyframe.spatialIn
    }

    /// Whether the two keyframes ease alike (hold and the timing curve's handles).
    package func easesAlike(_ other: KeyframeTiming) -> Bool {
        isHold == other.isHold && easeOut == other.easeOut && easeIn == other.easeIn
    }
}

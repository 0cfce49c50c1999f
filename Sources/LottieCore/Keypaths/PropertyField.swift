/// An animatable field of a model node, independent of the name lottie-ios shows for it
/// (`Rotation` and `Rotation Z` are one field; a group lists its transform fields twice).
package enum PropertyField: Hashable, Sendable {
    // Transforms (layer `ks`, group `tr`, text animator style).
    case anchor, position, positionX, positionY, scale, rotation, rotationX, rotationY, opacity, skew, skewAxis
    // Styles.
    case color, strokeWidth, dashes, dashPhase, startPoint, endPoint, gradientColors
    // Shape generators.
    case size, roundness, outerRadius, outerRoundness, innerRadius, innerRoundness, points, path
    // Modifiers.
    case start, end, offset, radius, copies, startOpacity, endOpacity, amount, angle, center, frequency, miterLimit
    // Layers and text.
    case timeRemap, strokeColor, fillColor, tracking

    /// The kind of value the field holds.
    package var kind: KeypathValue.Kind {
        switch self {
        case .color, .strokeColor, .fillColor: .color
        case .anchor, .position, .startPoint, .endPoint, .center: .point
        case .scale, .size: .size
        case .gradientColors: .gradient
        case .path: .path
        case .dashes: .numbers
        case .positionX, .positionY, .rotation, .rotationX, .rotationY, .opacity, .skew, .skewAxis, .strokeWidth,
            .dashPhase, .roundness, .outerRadius, .outerRoundness, .innerRadius, .innerRoundness, .points, .start, .end,
            .offset, .radius, .timeRemap, .tracking, .copies, .startOpacity, .endOpacity, .amount, .angle, .frequency,
            .miterLimit:
            .number
        }
    }
}

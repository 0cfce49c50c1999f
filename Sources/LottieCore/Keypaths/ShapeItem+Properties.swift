import LottieModel

// The animatable properties of shape generators, modifiers and fills, each declared once
// (lottie-ios's name, the field, the default) and listed in lottie-ios's order.

extension ShapeItem.Rectangle {
    static let position = VectorField<Self>("Position", .position, \.position)
    static let size = VectorField<Self>("Size", .size, \.size)
    static let roundness = NumberField<Self>("Roundness", .roundness, \.roundness, default: 0)
    static let properties: [ItemProperty<Self>] = [.init(position), .init(size), .init(roundness)]
}

extension ShapeItem.Ellipse {
    static let position = VectorField<Self>("Position", .position, \.position)
    static let size = VectorField<Self>("Size", .size, \.size)
    static let properties: [ItemProperty<Self>] = [.init(position), .init(size)]
}

extension ShapeItem.Polystar {
    static let position = VectorField<Self>("Position", .position, \.position)
    static let outerRadius = NumberField<Self>("Outer Radius", .outerRadius, \.outerRadius, default: 0)
    static let outerRoundness = NumberField<Self>("Outer Roundedness", .outerRoundness, \.outerRoundness, default: 0)
    static let innerRadius = NumberField<Self>("Inner Radius", .innerRadius, \.innerRadius, default: 0)
    static let innerRoundness = NumberField<Self>("Inner Roundedness", .innerRoundness, \.innerRoundness, default: 0)
    static let rotation = NumberField<Self>("Rotation", .rotation, \.rotation, default: 0)
    static let points = NumberField<Self>("Points", .points, \.points, default: 5)
    static let properties: [ItemProperty<Self>] = [
        .init(position), .init(outerRadius), .init(outerRoundness),
        .init(innerRadius, when: { $0.starType == .star }), .init(innerRoundness, when: { $0.starType == .star }),
        .init(rotation), .init(points),
    ]
}

extension ShapeItem.Fill {
    static let color = ColorField<Self>("Color", .color, \.color)
    static let opacity = NumberField<Self>("Opacity", .opacity, \.opacity, default: 100)
    static let properties: [ItemProperty<Self>] = [.init(color), .init(opacity)]
}

extension ShapeItem.Trim {
    static let start = NumberField<Self>("Start", .start, \.start, default: 0)
    static let end = NumberField<Self>("End", .end, \.end, default: 100)
    static let offset = NumberField<Self>("Offset", .offset, \.offset, default: 0)
    static let properties: [ItemProperty<Self>] = [.init(start), .init(end), .init(offset)]
}

extension ShapeItem.RoundedCorners {
    static let radius = NumberField<Self>("Radius", .radius, \.radius, default: 0)
    static let properties: [ItemProperty<Self>] = [.init(radius)]
}

extension ShapeItem.PuckerBloat {
    static let amount = NumberField<Self>("Amount", .amount, \.amount, default: 0)
    static let properties: [ItemProperty<Self>] = [.init(amount)]
}

extension ShapeItem.Twist {
    static let angle = NumberField<Self>("Angle", .angle, \.angle, default: 0)
    static let center = VectorField<Self>("Center", .center, \.center)
    static let properties: [ItemProperty<Self>] = [.init(angle), .init(center)]
}

extension ShapeItem.ZigZag {
    static let amplitude = NumberField<Self>("Size", .amount, \.amplitude, default: 0)
    static let frequency = NumberField<Self>("Frequency", .frequency, \.frequency, default: 0)
    static let properties: [ItemProperty<Self>] = [.init(amplitude), .init(frequency)]
}

extension ShapeItem.OffsetPath {
    static let amount = NumberField<Self>("Amount", .amount, \.amount, default: 0)
    static let miterLimit = NumberField<Self>("Miter Limit", .miterLimit, \.miterLimit, default: 4)
    static let properties: [ItemProperty<Self>] = [.init(amount), .init(miterLimit)]
}

extension ShapeItem.Repeater {
    static let copies = NumberField<Self>("Copies", .copies, \.copies, default: 1)
    static let offset = NumberField<Self>("Offset", .offset, \.offset, default: 0)
    static let properties: [ItemProperty<Self>] = [.init(copies), .init(offset)]
}

import LottieGraphics
import LottieModel

// The animatable properties of strokes, gradients and paths, each declared once (lottie-ios's
// name, the field, the default) and listed in lottie-ios's order. A part shared by several
// items (a stroke's width and dashes, a gradient's points and stops) is declared on the part
// and lifted into each item.

extension ShapeItem.StrokeAttributes {
    static let strokeWidth = NumberField<Self>("Stroke Width", .strokeWidth, \.width, default: 0)
    static let properties: [ItemProperty<Self>] = [
        .init(strokeWidth),
        .init(
            "Dashes", .dashes, timing: \.dashTiming,
            read: { attributes, frame in
                .numbers(attributes.dashes.filter { $0.kind == .dash || $0.kind == .gap }.map { $0.length.value(at: frame, default: 0) })
            },
            write: { $0.setDashLengths($1) }),
        .init(
            "Dash Phase", .dashPhase, timing: \.dashTiming,
            read: { attributes, frame in .number(attributes.dashes.first { $0.kind == .offset }?.length.value(at: frame, default: 0) ?? 0) },
            write: { $0.setDashPhase($1) }),
    ]

    private var dashTiming: PropertyTiming { PropertyTiming(combining: dashes.map(\.length)) }

    /// Dash and gap lengths, in order, from `.numbers`.
    private mutating func setDashLengths(_ value: KeypathValue) {
        guard case .numbers(let lengths) = value else { return }
        var next = lengths.makeIterator()
        for index in dashes.indices where dashes[index].kind == .dash || dashes[index].kind == .gap {
            guard let length = next.next() else { break }
            dashes[index].length = Property(constant: length)
        }
    }

    /// The dash offset, added to a dashed stroke that has none.
    private mutating func setDashPhase(_ value: KeypathValue) {
        guard case .number(let offset) = value else { return }
        if let index = dashes.firstIndex(where: { $0.kind == .offset }) {
            dashes[index].length = Property(constant: offset)
        } else if !dashes.isEmpty {
            dashes.append(ShapeItem.StrokeDash(kind: .offset, length: Property(constant: offset)))
        }
    }
}

extension ShapeItem.Stroke {
    static let color = ColorField<Self>("Color", .color, \.color)
    static let opacity = NumberField<Self>("Opacity", .opacity, \.opacity, default: 100)
    static let properties: [ItemProperty<Self>] =
        [.init(color), .init(opacity)] + ShapeItem.StrokeAttributes.properties.map { $0.lifted(\.attributes) }
}

extension ShapeItem.GradientAttributes {
    static let startPoint = VectorField<Self>("Start Point", .startPoint, \.start)
    static let endPoint = VectorField<Self>("End Point", .endPoint, \.end)
    static let properties: [ItemProperty<Self>] = [
        .init(startPoint), .init(endPoint),
        .init(
            "Colors", .gradientColors, timing: { PropertyTiming($0.stops) },
            read: { gradient, frame in
                .gradient(model: gradient.stops.value(at: frame, default: GradientValues([])), colorCount: gradient.colorCount)
            },
            write: { gradient, value in
                guard case .gradient(let stops) = value, !stops.isEmpty else { return }
                let model = KeypathValue.gradientModel(stops)
                gradient.stops = Property(constant: model.values)
                gradient.colorCount = model.colorCount
            }),
    ]
}

extension ShapeItem.GradientFill {
    static let opacity = NumberField<Self>("Opacity", .opacity, \.opacity, default: 100)
    static let properties: [ItemProperty<Self>] =
        [.init(opacity)] + ShapeItem.GradientAttributes.properties.map { $0.lifted(\.gradient) }
}

extension ShapeItem.GradientStroke {
    static let opacity = NumberField<Self>("Opacity", .opacity, \.opacity, default: 100)
    static let properties: [ItemProperty<Self>] =
        [.init(opacity)] + ShapeItem.GradientAttributes.properties.map { $0.lifted(\.gradient) }
        + ShapeItem.StrokeAttributes.properties.map { $0.lifted(\.attributes) }
}

extension ShapeItem.Path {
    static let properties: [ItemProperty<Self>] = [
        .init(
            "Path", .path, timing: { PropertyTiming($0.bezier) },
            read: { path, frame in .path(path.bezier.value(at: frame, default: .empty)) },
            write: { path, value in if case .path(let bezier) = value { path.bezier = Property(constant: bezier) } })
    ]
}

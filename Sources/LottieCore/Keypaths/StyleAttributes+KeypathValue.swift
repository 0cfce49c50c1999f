import LottieGraphics
import LottieModel

extension ShapeItem.StrokeAttributes {
    func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        switch field {
        case .strokeWidth: width.keypathValue(at: frame, default: 0)
        case .dashes: .numbers(dashes.filter { $0.kind == .dash || $0.kind == .gap }.map { $0.length.value(at: frame, default: 0) })
        case .dashPhase: .number(dashes.first { $0.kind == .offset }?.length.value(at: frame, default: 0) ?? 0)
        default: nil
        }
    }

    /// Width, dash and gap lengths (in order, from `.numbers`), and the dash offset.
    mutating func set(_ field: PropertyField, to value: KeypathValue) {
        switch (field, value) {
        case (.strokeWidth, _): width.set(value)
        case (.dashes, .numbers(let lengths)):
            var next = lengths.makeIterator()
            for index in dashes.indices where dashes[index].kind == .dash || dashes[index].kind == .gap {
                guard let length = next.next() else { break }
                dashes[index].length = Property(constant: length)
            }
        case (.dashPhase, .number(let offset)):
            if let index = dashes.firstIndex(where: { $0.kind == .offset }) {
                dashes[index].length = Property(constant: offset)
            } else if !dashes.isEmpty {
                dashes.append(ShapeItem.StrokeDash(kind: .offset, length: Property(constant: offset)))
            }
        default: break
        }
    }
}

extension ShapeItem.GradientAttributes {
    func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        switch field {
        case .startPoint: start.keypathValue(at: frame, default: .zero, kind: .point)
        case .endPoint: end.keypathValue(at: frame, default: .zero, kind: .point)
        case .gradientColors: .gradient(model: stops.value(at: frame, default: GradientValues([])), colorCount: colorCount)
        default: nil
        }
    }

    mutating func set(_ field: PropertyField, to value: KeypathValue) {
        switch (field, value) {
        case (.startPoint, _): start.set(value)
        case (.endPoint, _): end.set(value)
        case (.gradientColors, .gradient(let newStops)) where !newStops.isEmpty:
            let model = KeypathValue.gradientModel(newStops)
            stops = Property(constant: model.values)
            colorCount = model.colorCount
        default: break
        }
    }
}

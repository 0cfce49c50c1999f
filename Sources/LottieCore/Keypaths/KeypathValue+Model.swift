import LottieGraphics
import LottieModel

/// Conversions between keypath values and model properties.
extension KeypathValue {
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var vector: Vector2? {
        switch self {
        case .point(let vector), .size(let vector): vector
        default: nil
        }
    }

    var color: Color? {
        if case .color(let color) = self { return color }
        return nil
    }

    /// A model colour as a user sees it: legacy 0–255 components rescaled, clamped to 0...1.
    package static func color(model color: Color) -> KeypathValue {
        let alpha = color.a.isFinite ? min(max(color.a > 1 ? color.a / 255 : color.a, 0), 1) : 1
        return .color(ColorConversion.paintColor(color).with(alpha: alpha))
    }

    /// Gradient stops from the flat `[offset, r, g, b] × count` + `[offset, alpha] …` array.
    package static func gradient(model values: GradientValues, colorCount: Int?) -> KeypathValue {
        .gradient(GradientPaint.stops(values.values, colorCount: colorCount))
    }

    /// The flat gradient array and colour count for `stops`.
    package static func gradientModel(_ stops: [GradientStop]) -> (values: GradientValues, colorCount: Int) {
        var values: [Double] = []
        for stop in stops { values += [stop.offset, stop.color.r, stop.color.g, stop.color.b] }
        for stop in stops { values += [stop.offset, stop.color.a] }
        return (GradientValues(values), stops.count)
    }
}

extension Property where Value == Double {
    /// Replaced by `value` when it is a number.
    mutating func set(_ value: KeypathValue) {
        if let number = value.number { self = Property(constant: number) }
    }

    func keypathValue(at frame: Double, default fallback: Double) -> KeypathValue {
        .number(value(at: frame, default: fallback))
    }
}

extension Property where Value == Vector3 {
    /// Replaced by `value` when it is a point or size; `z` is the third component.
    mutating func set(_ value: KeypathValue, z: Double = 0) {
        if let vector = value.vector { self = Property(constant: Vector3(vector.x, vector.y, z)) }
    }

    func keypathValue(at frame: Double, default fallback: Vector3, kind: KeypathValue.Kind) -> KeypathValue {
        let vector = (kind == .point ? spatialValue(at: frame, default: fallback) : value(at: frame, default: fallback)).xy
        return kind == .size ? .size(vector) : .point(vector)
    }
}

extension Property where Value == Color {
    mutating func set(_ value: KeypathValue) {
        if let color = value.color { self = Property(constant: color) }
    }

    func keypathValue(at frame: Double) -> KeypathValue {
        .color(model: value(at: frame, default: .black))
    }
}

extension Optional {
    /// Sets a missing optional property from its default before changing it.
    mutating func setting(default fallback: Wrapped, _ change: (inout Wrapped) -> Void) {
        var wrapped = self ?? fallback
        change(&wrapped)
        self = wrapped
    }
}

import LottieGraphics
import LottieModel

extension Layer {
    /// The value of a layer-level `field` (transform, solid or text colour, time remap).
    func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        switch (content, field) {
        case (.solid(_, _, let color), .color): .color(color)
        case (.text(let text), .fillColor): text.documentValue(at: frame).map { .color(model: $0.fillColor) }
        case (.text(let text), .strokeColor): text.documentValue(at: frame).map { .color(model: $0.strokeColor ?? .clear) }
        case (.precomposition(_, _, _, let timeRemap), .timeRemap): .number(timeRemap?.value(at: frame, default: 0) ?? 0)
        default: transform.keypathValue(field, at: frame)
        }
    }

    /// Replaces a layer-level `field` by the constant `value`.
    mutating func set(_ field: PropertyField, to value: KeypathValue) {
        switch (content, field, value) {
        case (.solid(let width, let height, _), .color, .color(let color)):
            content = .solid(width: width, height: height, color: color.with(alpha: 1))
        case (.text(var text), .fillColor, .color(let color)):
            text.document.changeDocuments { $0.fillColor = color }
            content = .text(text)
        case (.text(var text), .strokeColor, .color(let color)):
            text.document.changeDocuments { $0.strokeColor = color }
            content = .text(text)
        case (.precomposition(let id, let width, let height, _), .timeRemap, .number(let seconds)):
            content = .precomposition(referenceID: id, width: width, height: height, timeRemap: Property(constant: seconds))
        default:
            transform.set(field, to: value)
        }
    }
}

extension TextData {
    /// The text document at `frame`, or nil when the file has no usable keyframe.
    func documentValue(at frame: Double) -> TextDocument? {
        switch document.animation {
        case .constant(let value): value
        case .keyframed(let keyframes): keyframes.first.map { document.value(at: frame, default: $0.value) }
        }
    }
}

extension Property where Value == TextDocument {
    /// Applies `change` to every document (the constant or each keyframe's).
    mutating func changeDocuments(_ change: (inout TextDocument) -> Void) {
        switch animation {
        case .constant(var value):
            change(&value)
            animation = .constant(value)
        case .keyframed(var keyframes):
            for index in keyframes.indices { change(&keyframes[index].value) }
            animation = .keyframed(keyframes)
        }
    }
}

extension TextAnimator {
    func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        switch field {
        case .anchor: style.anchor?.keypathValue(at: frame, default: .zero, kind: .point)
        case .position: style.position?.keypathValue(at: frame, default: .zero, kind: .point)
        case .scale: style.scale?.keypathValue(at: frame, default: Vector3(100, 100, 100), kind: .size)
        case .skew: style.skew?.keypathValue(at: frame, default: 0)
        case .skewAxis: style.skewAxis?.keypathValue(at: frame, default: 0)
        case .rotation: style.rotation?.keypathValue(at: frame, default: 0)
        case .rotationX: style.rotationX?.keypathValue(at: frame, default: 0)
        case .rotationY: style.rotationY?.keypathValue(at: frame, default: 0)
        case .opacity: style.opacity?.keypathValue(at: frame, default: 100)
        case .strokeColor: style.strokeColor?.keypathValue(at: frame)
        case .fillColor: style.fillColor?.keypathValue(at: frame)
        case .strokeWidth: style.strokeWidth?.keypathValue(at: frame, default: 0)
        case .tracking: style.tracking?.keypathValue(at: frame, default: 0)
        default: nil
        }
    }

    mutating func set(_ field: PropertyField, to value: KeypathValue) {
        switch field {
        case .anchor: style.anchor?.set(value)
        case .position: style.position?.set(value)
        case .scale: style.scale?.set(value, z: 100)
        case .skew: style.skew?.set(value)
        case .skewAxis: style.skewAxis?.set(value)
        case .rotation: style.rotation?.set(value)
        case .rotationX: style.rotationX?.set(value)
        case .rotationY: style.rotationY?.set(value)
        case .opacity: style.opacity?.set(value)
        case .strokeColor: style.strokeColor?.set(value)
        case .fillColor: style.fillColor?.set(value)
        case .strokeWidth: style.strokeWidth?.set(value)
        case .tracking: style.tracking?.set(value)
        default: break
        }
    }
}

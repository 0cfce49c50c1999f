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
    /// The style properties a text animator animates, each declared once and listed (as
    /// lottie-ios lists them) only when the animator has it.
    static let properties: [ItemProperty<Self>] = [
        .init("Anchor", .anchor, \.style.anchor, default: .zero, .unlistedWhenMissing),
        .init("Position", .position, \.style.position, default: .zero, .unlistedWhenMissing),
        .init("Scale", .scale, \.style.scale, default: Vector3(100, 100, 100), .unlistedWhenMissing),
        .init("Skew", .skew, \.style.skew, default: 0, .unlistedWhenMissing),
        .init("Skew Axis", .skewAxis, \.style.skewAxis, default: 0, .unlistedWhenMissing),
        .init("Rotation", .rotation, \.style.rotation, default: 0, .unlistedWhenMissing),
        .init("Rotation X", .rotationX, \.style.rotationX, default: 0, .unlistedWhenMissing),
        .init("Rotation Y", .rotationY, \.style.rotationY, default: 0, .unlistedWhenMissing),
        .init("Opacity", .opacity, \.style.opacity, default: 100, .unlistedWhenMissing),
        .init("Stroke Color", .strokeColor, \.style.strokeColor, .unlistedWhenMissing),
        .init("Fill Color", .fillColor, \.style.fillColor, .unlistedWhenMissing),
        .init("Stroke Width", .strokeWidth, \.style.strokeWidth, default: 0, .unlistedWhenMissing),
        .init("Tracking", .tracking, \.style.tracking, default: 0, .unlistedWhenMissing),
    ]

    /// The value of `field` at `frame`, or nil when the animator does not animate it.
    func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        guard let property = Self.properties.first(where: { $0.field == field }), property.isListed(self) else { return nil }
        return property.read(self, frame)
    }

    /// Replaces `field` by the constant `value` when the animator animates it.
    mutating func set(_ field: PropertyField, to value: KeypathValue) {
        Self.properties.set(field, of: &self, to: value)
    }
}

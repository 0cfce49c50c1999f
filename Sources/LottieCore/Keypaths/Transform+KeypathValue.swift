import LottieGraphics
import LottieModel

extension Transform {
    /// The value of `field` at `frame`, or nil when the transform has no such field.
    func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        switch field {
        case .anchor: anchor.keypathValue(at: frame, default: .zero, kind: .point)
        case .position: .point(position(at: frame).xy)
        case .positionX: .number(position(at: frame).x)
        case .positionY: .number(position(at: frame).y)
        case .scale: scale.keypathValue(at: frame, default: Vector3(100, 100, 100), kind: .size)
        case .rotation: rotation.keypathValue(at: frame, default: 0)
        case .rotationX: .number(rotationX?.value(at: frame, default: 0) ?? 0)
        case .rotationY: .number(rotationY?.value(at: frame, default: 0) ?? 0)
        case .opacity: opacity.keypathValue(at: frame, default: 100)
        case .skew: .number(skew?.value(at: frame, default: 0) ?? 0)
        case .skewAxis: .number(skewAxis?.value(at: frame, default: 0) ?? 0)
        case .startOpacity: .number(startOpacity?.value(at: frame, default: 100) ?? 100)
        case .endOpacity: .number(endOpacity?.value(at: frame, default: 100) ?? 100)
        default: nil
        }
    }

    /// Replaces `field` by the constant `value` (ignored when the kinds differ).
    mutating func set(_ field: PropertyField, to value: KeypathValue) {
        let zero = Property<Double>(constant: 0)
        switch field {
        case .anchor: anchor.set(value)
        case .position:
            if let vector = value.vector { position = .combined(Property(constant: Vector3(vector.x, vector.y, 0))) }
        case .positionX, .positionY: setSplit(field, value)
        case .scale: scale.set(value, z: 100)
        case .rotation: rotation.set(value)
        case .rotationX: rotationX.setting(default: zero) { $0.set(value) }
        case .rotationY: rotationY.setting(default: zero) { $0.set(value) }
        case .opacity: opacity.set(value)
        case .skew: skew.setting(default: zero) { $0.set(value) }
        case .skewAxis: skewAxis.setting(default: zero) { $0.set(value) }
        case .startOpacity: startOpacity.setting(default: Property(constant: 100)) { $0.set(value) }
        case .endOpacity: endOpacity.setting(default: Property(constant: 100)) { $0.set(value) }
        default: break
        }
    }

    private mutating func setSplit(_ field: PropertyField, _ value: KeypathValue) {
        guard case .split(var x, var y, let z) = position else { return }
        if field == .positionX { x.set(value) } else { y.set(value) }
        position = .split(x: x, y: y, z: z)
    }
}

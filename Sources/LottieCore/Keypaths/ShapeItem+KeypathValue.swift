import LottieGraphics
import LottieModel

extension ShapeItem {
    /// The value of `field` at `frame`, or nil when the item has no such field.
    func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        switch (self, field) {
        case (.group(let group), _): group.transform.keypathValue(field, at: frame)
        case (.repeater(let repeater), .copies): repeater.copies.keypathValue(at: frame, default: 1)
        case (.repeater(let repeater), .offset): repeater.offset.keypathValue(at: frame, default: 0)
        case (.repeater(let repeater), _): repeater.transform.keypathValue(field, at: frame)
        case (.fill(let fill), .color): fill.color.keypathValue(at: frame)
        case (.fill(let fill), .opacity): fill.opacity.keypathValue(at: frame, default: 100)
        case (.stroke(let stroke), .color): stroke.color.keypathValue(at: frame)
        case (.stroke(let stroke), .opacity): stroke.opacity.keypathValue(at: frame, default: 100)
        case (.stroke(let stroke), _): stroke.attributes.keypathValue(field, at: frame)
        case (.gradientFill(let fill), .opacity): fill.opacity.keypathValue(at: frame, default: 100)
        case (.gradientFill(let fill), _): fill.gradient.keypathValue(field, at: frame)
        case (.gradientStroke(let stroke), .opacity): stroke.opacity.keypathValue(at: frame, default: 100)
        case (.gradientStroke(let stroke), .startPoint), (.gradientStroke(let stroke), .endPoint),
            (.gradientStroke(let stroke), .gradientColors):
            stroke.gradient.keypathValue(field, at: frame)
        case (.gradientStroke(let stroke), _): stroke.attributes.keypathValue(field, at: frame)
        case (.rectangle(let rectangle), .position): rectangle.position.keypathValue(at: frame, default: .zero, kind: .point)
        case (.rectangle(let rectangle), .size): rectangle.size.keypathValue(at: frame, default: .zero, kind: .size)
        case (.rectangle(let rectangle), .roundness): rectangle.roundness.keypathValue(at: frame, default: 0)
        case (.ellipse(let ellipse), .position): ellipse.position.keypathValue(at: frame, default: .zero, kind: .point)
        case (.ellipse(let ellipse), .size): ellipse.size.keypathValue(at: frame, default: .zero, kind: .size)
        case (.polystar(let star), .position): star.position.keypathValue(at: frame, default: .zero, kind: .point)
        case (.polystar(let star), .outerRadius): star.outerRadius.keypathValue(at: frame, default: 0)
        case (.polystar(let star), .outerRoundness): star.outerRoundness.keypathValue(at: frame, default: 0)
        case (.polystar(let star), .innerRadius): star.innerRadius.keypathValue(at: frame, default: 0)
        case (.polystar(let star), .innerRoundness): star.innerRoundness.keypathValue(at: frame, default: 0)
        case (.polystar(let star), .rotation): star.rotation.keypathValue(at: frame, default: 0)
        case (.polystar(let star), .points): star.points.keypathValue(at: frame, default: 5)
        case (.path(let path), .path): .path(path.bezier.value(at: frame, default: .empty))
        case (.trim(let trim), .start): trim.start.keypathValue(at: frame, default: 0)
        case (.trim(let trim), .end): trim.end.keypathValue(at: frame, default: 100)
        case (.trim(let trim), .offset): trim.offset.keypathValue(at: frame, default: 0)
        case (.roundedCorners(let corners), .radius): corners.radius.keypathValue(at: frame, default: 0)
        case (.puckerBloat(let puckerBloat), .amount): puckerBloat.amount.keypathValue(at: frame, default: 0)
        case (.twist(let twist), .angle): twist.angle.keypathValue(at: frame, default: 0)
        case (.twist(let twist), .center): twist.center.keypathValue(at: frame, default: .zero, kind: .point)
        case (.zigZag(let zigZag), .amount): zigZag.amplitude.keypathValue(at: frame, default: 0)
        case (.zigZag(let zigZag), .frequency): zigZag.frequency.keypathValue(at: frame, default: 0)
        case (.offsetPath(let offsetPath), .amount): offsetPath.amount.keypathValue(at: frame, default: 0)
        case (.offsetPath(let offsetPath), .miterLimit): offsetPath.miterLimit.keypathValue(at: frame, default: 4)
        default: nil
        }
    }

    /// Replaces `field` by the constant `value` (ignored when the kinds differ).
    mutating func set(_ field: PropertyField, to value: KeypathValue) {
        switch self {
        case .group(var group):
            group.setTransform(field, to: value)
            self = .group(group)
        case .repeater(var repeater):
            switch field {
            case .copies: repeater.copies.set(value)
            case .offset: repeater.offset.set(value)
            default: repeater.transform.set(field, to: value)
            }
            self = .repeater(repeater)
        case .fill(var fill):
            if field == .color { fill.color.set(value) } else if field == .opacity { fill.opacity.set(value) }
            self = .fill(fill)
        case .stroke(var stroke):
            if field == .color { stroke.color.set(value) } else if field == .opacity { stroke.opacity.set(value) }
            stroke.attributes.set(field, to: value)
            self = .stroke(stroke)
        case .gradientFill(var fill):
            if field == .opacity { fill.opacity.set(value) }
            fill.gradient.set(field, to: value)
            self = .gradientFill(fill)
        case .gradientStroke(var stroke):
            if field == .opacity { stroke.opacity.set(value) }
            stroke.gradient.set(field, to: value)
            stroke.attributes.set(field, to: value)
            self = .gradientStroke(stroke)
        default:
            setGeometry(field, to: value)
        }
    }

    /// Shape generators and path modifiers.
    private mutating func setGeometry(_ field: PropertyField, to value: KeypathValue) {
        switch (self, field) {
        case (.rectangle(var item), .position): item.position.set(value); self = .rectangle(item)
        case (.rectangle(var item), .size): item.size.set(value); self = .rectangle(item)
        case (.rectangle(var item), .roundness): item.roundness.set(value); self = .rectangle(item)
        case (.ellipse(var item), .position): item.position.set(value); self = .ellipse(item)
        case (.ellipse(var item), .size): item.size.set(value); self = .ellipse(item)
        case (.polystar(var item), .position): item.position.set(value); self = .polystar(item)
        case (.polystar(var item), .outerRadius): item.outerRadius.set(value); self = .polystar(item)
        case (.polystar(var item), .outerRoundness): item.outerRoundness.set(value); self = .polystar(item)
        case (.polystar(var item), .innerRadius): item.innerRadius.set(value); self = .polystar(item)
        case (.polystar(var item), .innerRoundness): item.innerRoundness.set(value); self = .polystar(item)
        case (.polystar(var item), .rotation): item.rotation.set(value); self = .polystar(item)
        case (.polystar(var item), .points): item.points.set(value); self = .polystar(item)
        case (.path(var item), .path):
            if case .path(let bezier) = value { item.bezier = Property(constant: bezier) }
            self = .path(item)
        case (.trim(var item), .start): item.start.set(value); self = .trim(item)
        case (.trim(var item), .end): item.end.set(value); self = .trim(item)
        case (.trim(var item), .offset): item.offset.set(value); self = .trim(item)
        case (.roundedCorners(var item), .radius): item.radius.set(value); self = .roundedCorners(item)
        case (.puckerBloat(var item), .amount): item.amount.set(value); self = .puckerBloat(item)
        case (.twist(var item), .angle): item.angle.set(value); self = .twist(item)
        case (.twist(var item), .center): item.center.set(value); self = .twist(item)
        case (.zigZag(var item), .amount): item.amplitude.set(value); self = .zigZag(item)
        case (.zigZag(var item), .frequency): item.frequency.set(value); self = .zigZag(item)
        case (.offsetPath(var item), .amount): item.amount.set(value); self = .offsetPath(item)
        case (.offsetPath(var item), .miterLimit): item.miterLimit.set(value); self = .offsetPath(item)
        default: break
        }
    }
}

extension ShapeItem.Group {
    /// Changes the group's transform item (the last one, which evaluation uses), adding
    /// one when the group has none.
    mutating func setTransform(_ field: PropertyField, to value: KeypathValue) {
        guard let index = items.lastIndex(where: { if case .transform = $0 { true } else { false } }),
            case .transform(var item) = items[index]
        else {
            var transform = Transform.identity
            transform.set(field, to: value)
            items.append(.transform(ShapeItem.GroupTransform(transform: transform)))
            return
        }
        item.transform.set(field, to: value)
        items[index] = .transform(item)
    }
}

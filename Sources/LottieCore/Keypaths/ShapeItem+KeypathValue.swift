import LottieGraphics
import LottieModel

extension ShapeItem {
    /// The value of `field` at `frame`, or nil when the item has no such field.
    func keypathValue(_ field: PropertyField, at frame: Double) -> KeypathValue? {
        switch (self, field) {
        case (.group(let group), _): group.transform.keypathValue(field, at: frame)
        case (.repeater(let repeater), .copies), (.repeater(let repeater), .offset):
            Repeater.properties.keypathValue(field, of: repeater, at: frame)
        case (.repeater(let repeater), _): repeater.transform.keypathValue(field, at: frame)
        case (.fill(let fill), _): Fill.properties.keypathValue(field, of: fill, at: frame)
        case (.stroke(let stroke), _): Stroke.properties.keypathValue(field, of: stroke, at: frame)
        case (.gradientFill(let fill), _): GradientFill.properties.keypathValue(field, of: fill, at: frame)
        case (.gradientStroke(let stroke), _): GradientStroke.properties.keypathValue(field, of: stroke, at: frame)
        case (.rectangle(let item), _): Rectangle.properties.keypathValue(field, of: item, at: frame)
        case (.ellipse(let item), _): Ellipse.properties.keypathValue(field, of: item, at: frame)
        case (.polystar(let item), _): Polystar.properties.keypathValue(field, of: item, at: frame)
        case (.path(let path), _): Path.properties.keypathValue(field, of: path, at: frame)
        case (.trim(let item), _): Trim.properties.keypathValue(field, of: item, at: frame)
        case (.roundedCorners(let item), _): RoundedCorners.properties.keypathValue(field, of: item, at: frame)
        case (.puckerBloat(let item), _): PuckerBloat.properties.keypathValue(field, of: item, at: frame)
        case (.twist(let item), _): Twist.properties.keypathValue(field, of: item, at: frame)
        case (.zigZag(let item), _): ZigZag.properties.keypathValue(field, of: item, at: frame)
        case (.offsetPath(let item), _): OffsetPath.properties.keypathValue(field, of: item, at: frame)
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
            case .copies, .offset: Repeater.properties.set(field, of: &repeater, to: value)
            default: repeater.transform.set(field, to: value)
            }
            self = .repeater(repeater)
        case .fill(var fill):
            Fill.properties.set(field, of: &fill, to: value)
            self = .fill(fill)
        case .stroke(var stroke):
            Stroke.properties.set(field, of: &stroke, to: value)
            self = .stroke(stroke)
        case .gradientFill(var fill):
            GradientFill.properties.set(field, of: &fill, to: value)
            self = .gradientFill(fill)
        case .gradientStroke(var stroke):
            GradientStroke.properties.set(field, of: &stroke, to: value)
            self = .gradientStroke(stroke)
        default:
            setGeometry(field, to: value)
        }
    }

    /// Shape generators and path modifiers.
    private mutating func setGeometry(_ field: PropertyField, to value: KeypathValue) {
        switch self {
        case .rectangle(var item):
            Rectangle.properties.set(field, of: &item, to: value)
            self = .rectangle(item)
        case .ellipse(var item):
            Ellipse.properties.set(field, of: &item, to: value)
            self = .ellipse(item)
        case .polystar(var item):
            Polystar.properties.set(field, of: &item, to: value)
            self = .polystar(item)
        case .path(var item):
            Path.properties.set(field, of: &item, to: value)
            self = .path(item)
        case .trim(var item):
            Trim.properties.set(field, of: &item, to: value)
            self = .trim(item)
        case .roundedCorners(var item):
            RoundedCorners.properties.set(field, of: &item, to: value)
            self = .roundedCorners(item)
        case .puckerBloat(var item):
            PuckerBloat.properties.set(field, of: &item, to: value)
            self = .puckerBloat(item)
        case .twist(var item):
            Twist.properties.set(field, of: &item, to: value)
            self = .twist(item)
        case .zigZag(var item):
            ZigZag.properties.set(field, of: &item, to: value)
            self = .zigZag(item)
        case .offsetPath(var item):
            OffsetPath.properties.set(field, of: &item, to: value)
            self = .offsetPath(item)
        default:
            break
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

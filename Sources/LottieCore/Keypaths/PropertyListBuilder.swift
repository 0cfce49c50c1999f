import LottieModel

/// Collects the properties of one keypath node, in lottie-ios order and naming.
struct PropertyListBuilder {
    let keys: [String]
    let steps: [NodeStep]
    private(set) var properties: [KeypathProperty] = []

    init(keys: [String], steps: [NodeStep]) {
        self.keys = keys
        self.steps = steps
    }

    var hasExpression: Bool { properties.contains { $0.hasExpression } }

    /// Adds `name` for `field`; a missing optional property is listed unless `ifPresent`.
    mutating func add<Value>(_ name: String, _ field: PropertyField, _ property: Property<Value>?, ifPresent: Bool = false) {
        if ifPresent && property == nil { return }
        append(name, field, timing: PropertyTiming(property))
    }

    mutating func append(_ name: String, _ field: PropertyField, timing: PropertyTiming) {
        properties.append(
            KeypathProperty(
                name: name, keypath: AnimationKeypath(keys: keys + [name]), valueKind: field.kind, timing: timing,
                address: PropertyAddress(steps: steps, field: field)))
    }

    /// A transform's properties: a layer's, a group's or a repeater's `listing`.
    mutating func addTransform(_ transform: Transform, listing: [String]) {
        add(Transform.properties(listed: listing), of: transform)
    }

    /// The properties of a path, style or modifier item.
    mutating func addItem(_ item: ShapeItem) {
        switch item {
        case .fill(let fill): add(ShapeItem.Fill.properties, of: fill)
        case .stroke(let stroke): add(ShapeItem.Stroke.properties, of: stroke)
        case .gradientFill(let fill): add(ShapeItem.GradientFill.properties, of: fill)
        case .gradientStroke(let stroke): add(ShapeItem.GradientStroke.properties, of: stroke)
        case .rectangle(let rectangle): add(ShapeItem.Rectangle.properties, of: rectangle)
        case .ellipse(let ellipse): add(ShapeItem.Ellipse.properties, of: ellipse)
        case .polystar(let star): add(ShapeItem.Polystar.properties, of: star)
        case .path(let path): add(ShapeItem.Path.properties, of: path)
        case .trim(let trim): add(ShapeItem.Trim.properties, of: trim)
        case .roundedCorners(let corners): add(ShapeItem.RoundedCorners.properties, of: corners)
        case .puckerBloat(let puckerBloat): add(ShapeItem.PuckerBloat.properties, of: puckerBloat)
        case .twist(let twist): add(ShapeItem.Twist.properties, of: twist)
        case .zigZag(let zigZag): add(ShapeItem.ZigZag.properties, of: zigZag)
        case .offsetPath(let offsetPath): add(ShapeItem.OffsetPath.properties, of: offsetPath)
        case .repeater(let repeater): add(ShapeItem.Repeater.properties, of: repeater)
        case .group, .transform, .noStyle, .merge, .unknown:
            break
        }
    }

    /// The declared properties `item` lists.
    mutating func add<Item>(_ declared: [ItemProperty<Item>], of item: Item) {
        for property in declared where property.isListed(item) {
            append(property.name, property.field, timing: property.timing(item))
        }
    }

}

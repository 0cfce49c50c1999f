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
        append(name, field, hasExpression: property?.expression != nil, isAnimated: property?.isAnimated ?? false)
    }

    mutating func append(_ name: String, _ field: PropertyField, hasExpression: Bool, isAnimated: Bool) {
        properties.append(
            KeypathProperty(
                name: name, keypath: AnimationKeypath(keys: keys + [name]), valueKind: field.kind,
                hasExpression: hasExpression, isAnimated: isAnimated, address: PropertyAddress(steps: steps, field: field)))
    }

    /// A layer's transform properties, or a group's (which adds `Skew` and `Skew Axis`).
    mutating func addTransform(_ transform: Transform, isGroup: Bool) {
        add("Anchor Point", .anchor, transform.anchor)
        switch transform.position {
        case .combined(let position):
            add("Position", .position, position)
        case .split(let x, let y, _):
            add("X Position", .positionX, x)
            add("Y Position", .positionY, y)
        }
        add("Scale", .scale, transform.scale)
        add("Rotation", .rotation, transform.rotation)
        add("Rotation X", .rotationX, transform.rotationX)
        add("Rotation Y", .rotationY, transform.rotationY)
        add("Rotation Z", .rotation, transform.rotation)
        add("Opacity", .opacity, transform.opacity)
        if isGroup {
            add("Skew", .skew, transform.skew)
            add("Skew Axis", .skewAxis, transform.skewAxis)
        }
    }

    /// The properties of a path, style or modifier item.
    mutating func addItem(_ item: ShapeItem) {
        switch item {
        case .fill(let fill): add(ShapeItem.Fill.properties, of: fill)
        case .stroke(let stroke):
            add("Color", .color, stroke.color)
            add("Opacity", .opacity, stroke.opacity)
            addStroke(stroke.attributes)
        case .gradientFill(let fill):
            addGradient(fill.gradient, opacity: fill.opacity)
        case .gradientStroke(let stroke):
            addGradient(stroke.gradient, opacity: stroke.opacity)
            addStroke(stroke.attributes)
        case .rectangle(let rectangle): add(ShapeItem.Rectangle.properties, of: rectangle)
        case .ellipse(let ellipse): add(ShapeItem.Ellipse.properties, of: ellipse)
        case .polystar(let star): add(ShapeItem.Polystar.properties, of: star)
        case .path(let path): add("Path", .path, path.bezier)
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
            append(property.name, property.field, hasExpression: property.hasExpression(item), isAnimated: property.isAnimated(item))
        }
    }

    private mutating func addStroke(_ attributes: ShapeItem.StrokeAttributes) {
        add("Stroke Width", .strokeWidth, attributes.width)
        let dashExpression = attributes.dashes.contains { $0.length.expression != nil }
        let dashAnimated = attributes.dashes.contains { $0.length.isAnimated }
        append("Dashes", .dashes, hasExpression: dashExpression, isAnimated: dashAnimated)
        append("Dash Phase", .dashPhase, hasExpression: dashExpression, isAnimated: dashAnimated)
    }

    private mutating func addGradient(_ gradient: ShapeItem.GradientAttributes, opacity: Property<Double>) {
        add("Opacity", .opacity, opacity)
        add("Start Point", .startPoint, gradient.start)
        add("End Point", .endPoint, gradient.end)
        add("Colors", .gradientColors, gradient.stops)
    }
}

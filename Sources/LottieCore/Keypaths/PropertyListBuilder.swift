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
        properties.append(KeypathProperty(
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
        case .fill(let fill):
            add("Color", .color, fill.color)
            add("Opacity", .opacity, fill.opacity)
        case .stroke(let stroke):
            add("Color", .color, stroke.color)
            add("Opacity", .opacity, stroke.opacity)
            addStroke(stroke.attributes)
        case .gradientFill(let fill):
            addGradient(fill.gradient, opacity: fill.opacity)
        case .gradientStroke(let stroke):
            addGradient(stroke.gradient, opacity: stroke.opacity)
            addStroke(stroke.attributes)
        case .rectangle(let rectangle):
            add("Position", .position, rectangle.position)
            add("Size", .size, rectangle.size)
            add("Roundness", .roundness, rectangle.roundness)
        case .ellipse(let ellipse):
            add("Position", .position, ellipse.position)
            add("Size", .size, ellipse.size)
        case .polystar(let star):
            add("Position", .position, star.position)
            add("Outer Radius", .outerRadius, star.outerRadius)
            add("Outer Roundedness", .outerRoundness, star.outerRoundness)
            if star.starType == .star {
                add("Inner Radius", .innerRadius, star.innerRadius)
                add("Inner Roundedness", .innerRoundness, star.innerRoundness)
            }
            add("Rotation", .rotation, star.rotation)
            add("Points", .points, star.points)
        case .path(let path):
            add("Path", .path, path.bezier)
        case .trim(let trim):
            add("Start", .start, trim.start)
            add("End", .end, trim.end)
            add("Offset", .offset, trim.offset)
        case .roundedCorners(let corners):
            add("Radius", .radius, corners.radius)
        case .puckerBloat(let puckerBloat):
            add("Amount", .amount, puckerBloat.amount)
        case .twist(let twist):
            add("Angle", .angle, twist.angle)
            add("Center", .center, twist.center)
        case .zigZag(let zigZag):
            add("Size", .amount, zigZag.amplitude)
            add("Frequency", .frequency, zigZag.frequency)
        case .offsetPath(let offsetPath):
            add("Amount", .amount, offsetPath.amount)
            add("Miter Limit", .miterLimit, offsetPath.miterLimit)
        case .group, .transform, .repeater, .noStyle, .merge, .unknown:
            break
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

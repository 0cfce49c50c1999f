import LottieExpressions
import LottieGraphics
import LottieModel

/// The contents of a shape layer or group (`content("Group 1")`, `group("Contents")`): called
/// with a name, or an index counted from 1, an item.
final class ContentsObject: HostObject {
    /// The items, without the group's own transform (`tr`), which After Effects shows apart.
    let items: [ShapeItem]
    let owner: LayerReference
    unowned let scope: ExpressionScope

    init(_ items: [ShapeItem], owner: LayerReference, scope: ExpressionScope) {
        self.items = items.filter { if case .transform = $0 { false } else { true } }
        self.owner = owner
        self.scope = scope
    }

    var typeName: String { "contents" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "numProperties": .number(Double(items.count))
        case "name", "_name": .string("Contents")
        default: nil
        }
    }

    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        try interpreter.step(items.count / 8)
        let key = arguments.first?.primitive ?? .undefined
        var found: ShapeItem?
        switch key {
        case .string(let name): found = items.first { $0.name == name } ?? items.first { $0.metadata.matchName == name }
        case .number(let number): found = Int(exactly: number).flatMap { items.indices.contains($0 - 1) ? items[$0 - 1] : nil }
        default: break
        }
        guard let found else { throw .thrown("ReferenceError: no content \(interpreter.describe(key))") }
        return .host(ContentObject(found, owner: owner, scope: scope))
    }
}

/// One shape item: a group, a path, a rectangle, a fill, trim paths, … Its properties are
/// members under After Effects' names (`innerRadius`, `strokeWidth`, `start`) and can be
/// called by display or match name (`("Stroke Width")`, `("ADBE Vector Stroke Width")`).
final class ContentObject: HostObject {
    let item: ShapeItem
    let owner: LayerReference
    unowned let scope: ExpressionScope

    init(_ item: ShapeItem, owner: LayerReference, scope: ExpressionScope) {
        self.item = item
        self.owner = owner
        self.scope = scope
    }

    var typeName: String { "shape item" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "name", "_name": return .string(item.name ?? "")
        case "active", "enabled": return .bool(!item.isHidden)
        case "content":
            guard case .group(let group) = item else { return nil }
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                try interpreter.step(group.items.count / 8)
                return try ContentsObject(group.items, owner: self.owner, scope: self.scope).call(arguments, interpreter: interpreter)
            }
        case "transform":
            switch item {
            case .group(let group): return .host(TransformObject(group.transform, dimensions: 2, scope: scope, isLayer: false))
            case .transform(let transform): return .host(TransformObject(transform.transform, dimensions: 2, scope: scope, isLayer: false))
            case .repeater(let repeater): return .host(TransformObject(repeater.transform, dimensions: 2, scope: scope, isLayer: false))
            default: return nil
            }
        default:
            if case .transform(let transform) = item {
                return try TransformObject(transform.transform, dimensions: 2, scope: scope, isLayer: false).member(name, interpreter: interpreter)
            }
            return properties.first { $0.member == name }.map { .host(PropertyObject($0.access(), scope: scope, name: $0.display)) }
        }
    }

    /// `group("Contents")`, `group(2)`, `group("Transform")`; `item("Stroke Width")`.
    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let key = arguments.first?.primitive ?? .undefined
        if case .group(let group) = item {
            switch key {
            case .number(2), .string("Contents"), .string("ADBE Vectors Group"):
                return .host(ContentsObject(group.items, owner: owner, scope: scope))
            case .number(3), .string("Transform"), .string("ADBE Vector Transform Group"):
                return .host(TransformObject(group.transform, dimensions: 2, scope: scope, isLayer: false))
            case .string:
                return try ContentsObject(group.items, owner: owner, scope: scope).call(arguments, interpreter: interpreter)
            default: break
            }
        }
        if case .transform(let transform) = item {
            return try TransformObject(transform.transform, dimensions: 2, scope: scope, isLayer: false).call(arguments, interpreter: interpreter)
        }
        let properties = properties
        var found: ItemField?
        switch key {
        case .string(let text): found = properties.first { $0.display == text || $0.matchName == text || $0.member == text }
        case .number(let number): found = Int(exactly: number).flatMap { properties.indices.contains($0 - 1) ? properties[$0 - 1] : nil }
        default: break
        }
        guard let found else { throw .thrown("TypeError: '\(item.name ?? item.typeCode)' has no property \(interpreter.describe(key))") }
        return .host(PropertyObject(found.access(), scope: scope, name: found.display))
    }

    /// A property of an item: its member name, display name, match name, and how to read it.
    struct ItemField {
        let member: String
        let display: String
        let matchName: String
        let access: () -> PropertyAccess
    }

    private var properties: [ItemField] {
        func number<Item>(_ item: Item, _ field: NumberField<Item>, _ member: String, _ matchName: String) -> ItemField {
            ItemField(member: member, display: field.name, matchName: matchName) {
                .of(item[keyPath: field.keyPath], default: field.defaultValue, dimensions: 1)
            }
        }
        func vector<Item>(_ item: Item, _ field: VectorField<Item>, _ member: String, _ matchName: String) -> ItemField {
            ItemField(member: member, display: field.name, matchName: matchName) {
                let property = item[keyPath: field.keyPath]
                return field.field.kind == .point ? .position(property, dimensions: 2) : .of(property, default: .zero, dimensions: 2)
            }
        }
        func number(_ member: String, _ display: String, _ matchName: String, _ property: Property<Double>, _ fallback: Double) -> ItemField {
            ItemField(member: member, display: display, matchName: matchName) { .of(property, default: fallback, dimensions: 1) }
        }
        func vector(_ member: String, _ display: String, _ matchName: String, _ property: Property<Vector3>) -> ItemField {
            ItemField(member: member, display: display, matchName: matchName) { .of(property, default: .zero, dimensions: 2) }
        }
        func color(_ property: Property<Color>, _ matchName: String) -> ItemField {
            ItemField(member: "color", display: "Color", matchName: matchName) { .of(property, default: .black, dimensions: 4) }
        }
        typealias Rectangle = ShapeItem.Rectangle
        typealias Ellipse = ShapeItem.Ellipse
        typealias Star = ShapeItem.Polystar
        switch item {
        case .path(let path):
            return [ItemField(member: "path", display: "Path", matchName: "ADBE Vector Shape") { .of(path.bezier, default: .empty, dimensions: 2) }]
        case .rectangle(let rectangle):
            return [
                vector(rectangle, Rectangle.size, "size", "ADBE Vector Rect Size"),
                vector(rectangle, Rectangle.position, "position", "ADBE Vector Rect Position"),
                number(rectangle, Rectangle.roundness, "roundness", "ADBE Vector Rect Roundness"),
            ]
        case .ellipse(let ellipse):
            return [
                vector(ellipse, Ellipse.size, "size", "ADBE Vector Ellipse Size"),
                vector(ellipse, Ellipse.position, "position", "ADBE Vector Ellipse Position"),
            ]
        case .polystar(let star):
            return [
                number(star, Star.points, "points", "ADBE Vector Star Points"),
                vector(star, Star.position, "position", "ADBE Vector Star Position"),
                number(star, Star.rotation, "rotation", "ADBE Vector Star Rotation"),
                number(star, Star.innerRadius, "innerRadius", "ADBE Vector Star Inner Radius"),
                number(star, Star.outerRadius, "outerRadius", "ADBE Vector Star Outer Radius"),
                number(star, Star.innerRoundness, "innerRoundness", "ADBE Vector Star Inner Roundess"),
                number(star, Star.outerRoundness, "outerRoundness", "ADBE Vector Star Outer Roundess"),
            ]
        case .fill(let fill):
            return [color(fill[keyPath: ShapeItem.Fill.color.keyPath], "ADBE Vector Fill Color"), number(fill, ShapeItem.Fill.opacity, "opacity", "ADBE Vector Fill Opacity")]
        case .stroke(let stroke):
            return [
                color(stroke[keyPath: ShapeItem.Stroke.color.keyPath], "ADBE Vector Stroke Color"),
                number(stroke, ShapeItem.Stroke.opacity, "opacity", "ADBE Vector Stroke Opacity"),
                number("strokeWidth", "Stroke Width", "ADBE Vector Stroke Width", stroke.attributes.width, 0),
            ]
        case .gradientFill(let fill):
            return [
                number(fill, ShapeItem.GradientFill.opacity, "opacity", "ADBE Vector Fill Opacity"),
                vector("startPoint", "Start Point", "ADBE Vector Grad Start Pt", fill.gradient.start),
                vector("endPoint", "End Point", "ADBE Vector Grad End Pt", fill.gradient.end),
            ]
        case .gradientStroke(let stroke):
            return [
                number(stroke, ShapeItem.GradientStroke.opacity, "opacity", "ADBE Vector Stroke Opacity"),
                vector("startPoint", "Start Point", "ADBE Vector Grad Start Pt", stroke.gradient.start),
                vector("endPoint", "End Point", "ADBE Vector Grad End Pt", stroke.gradient.end),
                number("strokeWidth", "Stroke Width", "ADBE Vector Stroke Width", stroke.attributes.width, 0),
            ]
        case .trim(let trim):
            return [
                number(trim, ShapeItem.Trim.start, "start", "ADBE Vector Trim Start"),
                number(trim, ShapeItem.Trim.end, "end", "ADBE Vector Trim End"),
                number(trim, ShapeItem.Trim.offset, "offset", "ADBE Vector Trim Offset"),
            ]
        case .repeater(let repeater):
            return [
                number(repeater, ShapeItem.Repeater.copies, "copies", "ADBE Vector Repeater Copies"),
                number(repeater, ShapeItem.Repeater.offset, "offset", "ADBE Vector Repeater Offset"),
            ]
        case .roundedCorners(let corners):
            return [number(corners, ShapeItem.RoundedCorners.radius, "radius", "ADBE Vector RoundCorner Radius")]
        case .puckerBloat(let pucker):
            return [number(pucker, ShapeItem.PuckerBloat.amount, "amount", "ADBE Vector PuckerBloat Amount")]
        case .twist(let twist):
            return [
                number(twist, ShapeItem.Twist.angle, "angle", "ADBE Vector Twist Angle"),
                vector(twist, ShapeItem.Twist.center, "center", "ADBE Vector Twist Center"),
            ]
        case .zigZag(let zigZag):
            return [
                number(zigZag, ShapeItem.ZigZag.amplitude, "size", "ADBE Vector Zigzag Size"),
                number(zigZag, ShapeItem.ZigZag.frequency, "ridgesPerSegment", "ADBE Vector Zigzag Detail"),
            ]
        case .offsetPath(let offset):
            return [
                number(offset, ShapeItem.OffsetPath.amount, "amount", "ADBE Vector Offset Amount"),
                number(offset, ShapeItem.OffsetPath.miterLimit, "miterLimit", "ADBE Vector Offset Miter Limit"),
            ]
        case .group, .transform, .merge, .noStyle, .unknown:
            return []
        }
    }
}

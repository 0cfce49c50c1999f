import LottieExpressions
import LottieGraphics
import LottieModel

/// The contents of a shape layer or group (`content("Group 1")`, `thisLayer(2)`,
/// `group("Contents")`): called with a name, match name or index counted from 1, an item.
/// Its `propertyIndex` is 2 in both: a shape layer's second group, a shape group's second property.
final class ContentsObject: PropertyTreeNode {
    /// The items, without the group's own transform (`tr`), which After Effects shows apart.
    let items: [ShapeItem]
    let owner: LayerReference
    let parentNode: (any PropertyTreeNode)?
    unowned let scope: ExpressionScope

    init(_ items: [ShapeItem], owner: LayerReference, parent: (any PropertyTreeNode)?, scope: ExpressionScope) {
        self.items = items.filter { if case .transform = $0 { false } else { true } }
        self.owner = owner
        parentNode = parent
        self.scope = scope
    }

    var typeName: String { "contents" }
    var propertyIndex: Int? { 2 }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "numProperties": .number(Double(items.count))
        case "name", "_name": .string("Contents")
        default: treeMember(name)
        }
    }

    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        try interpreter.step(items.count / 8)
        let key = arguments.first?.primitive ?? .undefined
        var found: Int?
        switch key {
        case .string(let name): found = items.firstIndex { $0.name == name } ?? items.firstIndex { $0.metadata.matchName == name }
        case .number(let number):
            // The item whose `ix` (its index in After Effects) is the number, else the one at that place.
            found = items.firstIndex { $0.metadata.index.map(Double.init) == number }
            if found == nil, let position = Int(exactly: number), items.indices.contains(position - 1) { found = position - 1 }
        default: break
        }
        guard let found else { throw .thrown("ReferenceError: no content \(interpreter.describe(key))") }
        return .host(ContentObject(items[found], owner: owner, parent: self, index: items[found].metadata.index ?? found + 1, scope: scope))
    }

    /// The item at `position` of `raw`, the unfiltered list these contents were made from.
    func object(for item: ShapeItem, atRawPosition position: Int, in raw: [ShapeItem]) -> ContentObject {
        let place = raw[..<position].count { if case .transform = $0 { false } else { true } }
        return ContentObject(item, owner: owner, parent: self, index: item.metadata.index ?? place + 1, scope: scope)
    }
}

/// One shape item: a group, a path, a rectangle, a fill, trim paths, … Its properties are
/// members under After Effects' names (`innerRadius`, `strokeWidth`, `start`) and can be
/// called by display name, match name or After Effects' index (`("Stroke Width")`,
/// `("ADBE Vector Stroke Width")`, `(5)`). A group's properties are its contents (2) and
/// its transform (3).
final class ContentObject: PropertyTreeNode {
    let item: ShapeItem
    let owner: LayerReference
    let parentNode: (any PropertyTreeNode)?
    let propertyIndex: Int?
    unowned let scope: ExpressionScope

    init(_ item: ShapeItem, owner: LayerReference, parent: (any PropertyTreeNode)?, index: Int?, scope: ExpressionScope) {
        self.item = item
        self.owner = owner
        parentNode = parent
        propertyIndex = index
        self.scope = scope
    }

    var typeName: String { "shape item" }

    /// A group's contents, its second property.
    private func contents(_ group: ShapeItem.Group) -> ContentsObject {
        ContentsObject(group.items, owner: owner, parent: self, scope: scope)
    }

    /// A group's transform, its third property.
    private func groupTransform(_ group: ShapeItem.Group) -> TransformObject {
        TransformObject(group.transform, kind: .group, parent: self, index: 3, scope: scope)
    }

    /// A repeater's transform, its fourth property.
    func repeaterTransform(_ repeater: ShapeItem.Repeater) -> TransformObject {
        TransformObject(repeater.transform, kind: .repeater, parent: self, index: 4, scope: scope)
    }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "name", "_name": return .string(item.name ?? "")
        case "active", "enabled": return .bool(!item.isHidden)
        case "numProperties": return .number(Double(propertyCount))
        case "propertyIndex", "propertyGroup": return treeMember(name)
        case "content":
            guard case .group(let group) = item else { return nil }
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                try interpreter.step(group.items.count / 8)
                return try self.contents(group).call(arguments, interpreter: interpreter)
            }
        case "transform":
            switch item {
            case .group(let group): return .host(groupTransform(group))
            case .transform(let transform): return .host(TransformObject(transform.transform, kind: .group, parent: self, index: 3, scope: scope))
            case .repeater(let repeater): return .host(repeaterTransform(repeater))
            default: return nil
            }
        default:
            if case .transform(let transform) = item {
                return try TransformObject(transform.transform, kind: .group, parent: parentNode, index: 3, scope: scope).member(name, interpreter: interpreter)
            }
            return properties.first { $0.member == name }.map { .host(property($0)) }
        }
    }

    /// `group("Contents")`, `group(2)`, `group("Transform")`; `item("Stroke Width")`, `star(7)`.
    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let key = arguments.first?.primitive ?? .undefined
        if case .group(let group) = item {
            switch key {
            case .number(2), .string("Contents"), .string("ADBE Vectors Group"): return .host(contents(group))
            case .number(3), .string("Transform"), .string("ADBE Vector Transform Group"): return .host(groupTransform(group))
            case .string: return try contents(group).call(arguments, interpreter: interpreter)
            default: break
            }
        }
        if case .repeater(let repeater) = item {
            switch key {
            case .number(4), .string("Transform"), .string("ADBE Vector Repeater Transform"): return .host(repeaterTransform(repeater))
            default: break
            }
        }
        if case .transform(let transform) = item {
            return try TransformObject(transform.transform, kind: .group, parent: parentNode, index: 3, scope: scope).call(arguments, interpreter: interpreter)
        }
        let properties = properties
        var found: ItemField?
        switch key {
        case .string(let text): found = properties.first { $0.display == text || $0.matchName == text || $0.member == text }
        case .number(let number): found = properties.first { Double($0.index) == number }
        default: break
        }
        guard let found else { throw .thrown("TypeError: '\(item.name ?? item.typeCode)' has no property \(interpreter.describe(key))") }
        return .host(property(found))
    }

    private func property(_ field: ItemField) -> PropertyObject {
        PropertyObject(field.access(), scope: scope, name: field.display, group: self, index: field.index)
    }

    /// The property a JSON key of the item holds (`"ir"` → Inner Radius).
    func field(forKey key: String) -> ItemField? {
        properties.first { $0.key == key }
    }

    /// How many properties After Effects shows in the item (`numProperties`).
    private var propertyCount: Int {
        switch item {
        case .group: 3  // blend mode, contents, transform
        case .path: 2  // direction, path
        case .rectangle: 4  // direction, size, position, roundness
        case .ellipse: 3  // direction, size, position
        case .polystar: 9  // direction, type, points, position, rotation, two radii, two roundnesses
        case .fill: 5  // blend mode, composite, fill rule, color, opacity
        case .stroke: 11  // blend mode, composite, color, opacity, width, cap, join, miter limit, dashes, taper, wave
        case .gradientFill: 10  // blend mode, composite, fill rule, type, start, end, highlight length and angle, colors, opacity
        case .gradientStroke: 16  // the gradient fill's, less the fill rule, with the stroke's width to wave
        case .trim: 4  // start, end, offset, trim multiple shapes
        case .repeater: 4  // copies, offset, composite, transform
        case .roundedCorners, .puckerBloat: 1
        case .twist: 2  // angle, center
        case .zigZag: 3  // size, ridges per segment, points
        case .offsetPath: 5  // amount, line join, miter limit, copies, copy offset
        case .transform: 7
        case .merge: 1
        case .noStyle, .unknown: 0
        }
    }

    /// A property of an item: its member name, display name, match name, and how to read it.
    struct ItemField {
        let member: String
        let display: String
        let matchName: String
        /// The JSON key and After Effects' index of the property in its item.
        let key: String
        let index: Int
        let access: () -> PropertyAccess
    }

    private var properties: [ItemField] {
        func number<Item>(_ item: Item, _ field: NumberField<Item>, _ member: String, _ matchName: String, _ key: String, _ index: Int) -> ItemField {
            ItemField(member: member, display: field.name, matchName: matchName, key: key, index: index) {
                .of(item[keyPath: field.keyPath], default: field.defaultValue, dimensions: 1)
            }
        }
        func vector<Item>(_ item: Item, _ field: VectorField<Item>, _ member: String, _ matchName: String, _ key: String, _ index: Int) -> ItemField {
            ItemField(member: member, display: field.name, matchName: matchName, key: key, index: index) {
                let property = item[keyPath: field.keyPath]
                return field.field.kind == .point ? .position(property, dimensions: 2) : .of(property, default: .zero, dimensions: 2)
            }
        }
        func number(
            _ member: String, _ display: String, _ matchName: String, _ property: Property<Double>, _ fallback: Double, _ key: String, _ index: Int
        ) -> ItemField {
            ItemField(member: member, display: display, matchName: matchName, key: key, index: index) { .of(property, default: fallback, dimensions: 1) }
        }
        func vector(_ member: String, _ display: String, _ matchName: String, _ property: Property<Vector3>, _ key: String, _ index: Int) -> ItemField {
            ItemField(member: member, display: display, matchName: matchName, key: key, index: index) { .of(property, default: .zero, dimensions: 2) }
        }
        func color(_ property: Property<Color>, _ matchName: String, _ index: Int) -> ItemField {
            ItemField(member: "color", display: "Color", matchName: matchName, key: "c", index: index) { .of(property, default: .black, dimensions: 4) }
        }
        typealias Rectangle = ShapeItem.Rectangle
        typealias Ellipse = ShapeItem.Ellipse
        typealias Star = ShapeItem.Polystar
        switch item {
        case .path(let path):
            return [ItemField(member: "path", display: "Path", matchName: "ADBE Vector Shape", key: "ks", index: 2) { .of(path.bezier, default: .empty, dimensions: 2) }]
        case .rectangle(let rectangle):
            return [
                vector(rectangle, Rectangle.size, "size", "ADBE Vector Rect Size", "s", 2),
                vector(rectangle, Rectangle.position, "position", "ADBE Vector Rect Position", "p", 3),
                number(rectangle, Rectangle.roundness, "roundness", "ADBE Vector Rect Roundness", "r", 4),
            ]
        case .ellipse(let ellipse):
            return [
                vector(ellipse, Ellipse.size, "size", "ADBE Vector Ellipse Size", "s", 2),
                vector(ellipse, Ellipse.position, "position", "ADBE Vector Ellipse Position", "p", 3),
            ]
        case .polystar(let star):
            return [
                number(star, Star.points, "points", "ADBE Vector Star Points", "pt", 3),
                vector(star, Star.position, "position", "ADBE Vector Star Position", "p", 4),
                number(star, Star.rotation, "rotation", "ADBE Vector Star Rotation", "r", 5),
                number(star, Star.innerRadius, "innerRadius", "ADBE Vector Star Inner Radius", "ir", 6),
                number(star, Star.outerRadius, "outerRadius", "ADBE Vector Star Outer Radius", "or", 7),
                number(star, Star.innerRoundness, "innerRoundness", "ADBE Vector Star Inner Roundess", "is", 8),
                number(star, Star.outerRoundness, "outerRoundness", "ADBE Vector Star Outer Roundess", "os", 9),
            ]
        case .fill(let fill):
            return [
                color(fill[keyPath: ShapeItem.Fill.color.keyPath], "ADBE Vector Fill Color", 4),
                number(fill, ShapeItem.Fill.opacity, "opacity", "ADBE Vector Fill Opacity", "o", 5),
            ]
        case .stroke(let stroke):
            return [
                color(stroke[keyPath: ShapeItem.Stroke.color.keyPath], "ADBE Vector Stroke Color", 3),
                number(stroke, ShapeItem.Stroke.opacity, "opacity", "ADBE Vector Stroke Opacity", "o", 4),
                number("strokeWidth", "Stroke Width", "ADBE Vector Stroke Width", stroke.attributes.width, 0, "w", 5),
            ]
        case .gradientFill(let fill):
            return [
                number(fill, ShapeItem.GradientFill.opacity, "opacity", "ADBE Vector Fill Opacity", "o", 10),
                vector("startPoint", "Start Point", "ADBE Vector Grad Start Pt", fill.gradient.start, "s", 5),
                vector("endPoint", "End Point", "ADBE Vector Grad End Pt", fill.gradient.end, "e", 6),
            ]
        case .gradientStroke(let stroke):
            return [
                number(stroke, ShapeItem.GradientStroke.opacity, "opacity", "ADBE Vector Stroke Opacity", "o", 9),
                vector("startPoint", "Start Point", "ADBE Vector Grad Start Pt", stroke.gradient.start, "s", 4),
                vector("endPoint", "End Point", "ADBE Vector Grad End Pt", stroke.gradient.end, "e", 5),
                number("strokeWidth", "Stroke Width", "ADBE Vector Stroke Width", stroke.attributes.width, 0, "w", 10),
            ]
        case .trim(let trim):
            return [
                number(trim, ShapeItem.Trim.start, "start", "ADBE Vector Trim Start", "s", 1),
                number(trim, ShapeItem.Trim.end, "end", "ADBE Vector Trim End", "e", 2),
                number(trim, ShapeItem.Trim.offset, "offset", "ADBE Vector Trim Offset", "o", 3),
            ]
        case .repeater(let repeater):
            return [
                number(repeater, ShapeItem.Repeater.copies, "copies", "ADBE Vector Repeater Copies", "c", 1),
                number(repeater, ShapeItem.Repeater.offset, "offset", "ADBE Vector Repeater Offset", "o", 2),
            ]
        case .roundedCorners(let corners):
            return [number(corners, ShapeItem.RoundedCorners.radius, "radius", "ADBE Vector RoundCorner Radius", "r", 1)]
        case .puckerBloat(let pucker):
            return [number(pucker, ShapeItem.PuckerBloat.amount, "amount", "ADBE Vector PuckerBloat Amount", "a", 1)]
        case .twist(let twist):
            return [
                number(twist, ShapeItem.Twist.angle, "angle", "ADBE Vector Twist Angle", "a", 1),
                vector(twist, ShapeItem.Twist.center, "center", "ADBE Vector Twist Center", "c", 2),
            ]
        case .zigZag(let zigZag):
            return [
                number(zigZag, ShapeItem.ZigZag.amplitude, "size", "ADBE Vector Zigzag Size", "s", 1),
                number(zigZag, ShapeItem.ZigZag.frequency, "ridgesPerSegment", "ADBE Vector Zigzag Detail", "r", 2),
            ]
        case .offsetPath(let offset):
            return [
                number(offset, ShapeItem.OffsetPath.amount, "amount", "ADBE Vector Offset Amount", "a", 1),
                number(offset, ShapeItem.OffsetPath.miterLimit, "miterLimit", "ADBE Vector Offset Miter Limit", "ml", 3),
            ]
        case .group, .transform, .merge, .noStyle, .unknown:
            return []
        }
    }
}

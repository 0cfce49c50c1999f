import LottieExpressions
import LottieModel

/// A group or property in a layer's tree as After Effects numbers it. Each one knows the
/// group holding it and its index there, so that `propertyGroup(n)` climbs and
/// `propertyIndex` counts as in After Effects. The tree is built as an expression walks down
/// from a layer (`thisLayer(2)("Group 1")(3)("Rotation")`) and, for `thisProperty`, from the
/// expression's place in the file (``ExpressionScope/ownPlace()``); the layer is its root.
protocol PropertyTreeNode: HostObject {
    /// The group holding this one: nil for a layer.
    var parentNode: (any PropertyTreeNode)? { get }
    /// The index in `parentNode`, counting from 1; nil for a layer, or where After Effects
    /// has no such property.
    var propertyIndex: Int? { get }
}

extension PropertyTreeNode {
    /// `propertyIndex` and `propertyGroup(countUp = 1)`, which every group and property has.
    func treeMember(_ name: String) -> ExpressionValue? {
        switch name {
        case "propertyIndex": return propertyIndex.map { .number(Double($0)) } ?? .undefined
        case "propertyGroup":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.propertyGroup(arguments, interpreter) }
        default: return nil
        }
    }

    /// The group `countUp` levels up (1 by default). Climbing above the layer is an error, as
    /// in After Effects; the climb stops there, so it takes at most the tree's depth.
    func propertyGroup(_ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        var countUp = 1.0
        if let argument = arguments.first, !argument.isUndefinedValue { countUp = try interpreter.toNumber(argument).rounded(.towardZero) }
        guard countUp >= 1 else {
            throw .thrown("RangeError: propertyGroup(\(NumberText.string(countUp))): the count must be at least 1")
        }
        var node: any PropertyTreeNode = self
        var climbed = 0.0
        while climbed < countUp {
            guard let parent = node.parentNode else {
                throw .thrown("RangeError: propertyGroup(\(NumberText.string(countUp))) climbs above the layer")
            }
            node = parent
            climbed += 1
        }
        return .host(node)
    }
}

extension ExpressionScope {
    /// Where the expression's own property sits: the group holding it (its shape item,
    /// transform, effect or mask, whose groups lead up to the layer), its index there and its
    /// name, found by following the expression's JSON path as After Effects nests the same
    /// properties. A place this does not know is held by the layer, without an index.
    func ownPlace() -> (group: (any PropertyTreeNode)?, index: Int?, name: String?) {
        guard let layer, let steps = expression.location?.steps else { return (nil, nil, nil) }
        let layerObject = LayerObject(layer, scope: self)
        let unknown: (group: (any PropertyTreeNode)?, index: Int?, name: String?) = (layerObject, nil, nil)
        func key(_ position: Int) -> String? {
            if steps.indices.contains(position), case .key(let key) = steps[position] { return key }
            return nil
        }
        func index(_ position: Int) -> Int? {
            if steps.indices.contains(position), case .index(let index) = steps[position] { return index }
            return nil
        }
        switch key(0) {
        case "ks":
            let transform = layerObject.transformGroup
            guard var member = key(1).flatMap(transform.member(forKey:)) else { return unknown }
            if member == "position", let axis = key(2) {
                member = axis == "x" ? "xPosition" : axis == "y" ? "yPosition" : "zPosition"
            }
            return (transform, transform.index(of: member), transform.displayName(of: member))
        case "tm":
            return (layerObject, LayerObject.timeRemapIndex, "Time Remap")
        case "masksProperties":
            guard let position = index(1), layer.layer.masks.indices.contains(position) else { return unknown }
            let mask = MaskObject(layer.layer.masks[position], index: position + 1, parent: layerObject.masks, scope: self)
            guard let field = key(2).flatMap({ key in MaskObject.fields.first { $0.key == key } }) else { return (mask, nil, nil) }
            return (mask, field.index, field.display)
        case "ef":
            guard let position = index(1), layer.layer.effects.indices.contains(position) else { return unknown }
            var group = layerObject.effects.effect(at: position)
            var step = 2
            // Each "ef", i pair goes one parameter (or parameter group) deeper.
            while key(step) == "ef", let parameter = index(step + 1), group.parameters.indices.contains(parameter) {
                if case .group = group.parameters[parameter].value, key(step + 2) == "ef" {
                    group = group.parameter(at: parameter)
                    step += 2
                    continue
                }
                return (group, parameter + 1, group.parameters[parameter].name)
            }
            return (group, nil, nil)
        case "shapes":
            guard case .shapes(let items) = layer.layer.content else { return unknown }
            var contents = layerObject.contents(items)
            var raw = items
            var step = 1
            while let position = index(step), raw.indices.contains(position) {
                let item = raw[position]
                if case .transform(let transform) = item {
                    // A group's transform is After Effects' third property of the group, not an item of its contents.
                    let owner = contents.parentNode ?? contents
                    let group = TransformObject(transform.transform, kind: .group, parent: owner, index: 3, scope: self)
                    guard let member = key(step + 1).flatMap(group.member(forKey:)) else { return (group, nil, nil) }
                    return (group, group.index(of: member), group.displayName(of: member))
                }
                let object = contents.object(for: item, atRawPosition: position, in: raw)
                if case .group(let group) = item, key(step + 1) == "it" {
                    contents = ContentsObject(group.items, owner: layer, parent: object, scope: self)
                    raw = group.items
                    step += 2
                    continue
                }
                if case .repeater(let repeater) = item, key(step + 1) == "tr" {
                    let transform = object.repeaterTransform(repeater)
                    guard let member = key(step + 2).flatMap(transform.member(forKey:)) else { return (transform, nil, nil) }
                    return (transform, transform.index(of: member), transform.displayName(of: member))
                }
                guard let field = key(step + 1).flatMap(object.field(forKey:)) else { return (object, nil, nil) }
                return (object, field.index, field.display)
            }
            return (contents, nil, nil)
        default:
            return unknown
        }
    }
}

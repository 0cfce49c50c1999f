import LottieExpressions
import LottieGraphics
import LottieModel

/// A layer (`thisLayer`, `thisComp.layer("name")`, `parent`): its timing, transform,
/// effects, masks and contents, and conversions between its space and the composition's.
final class LayerObject: HostObject {
    let reference: LayerReference
    unowned let scope: ExpressionScope

    init(_ reference: LayerReference, scope: ExpressionScope) {
        self.reference = reference
        self.scope = scope
    }

    var typeName: String { "layer" }
    private var layer: Layer { reference.layer }
    private var fps: Double { scope.frameRate }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "name", "_name": return .string(layer.name ?? "")
        case "index": return .number(Double(reference.index))
        case "hasParent": return .bool(reference.parent != nil)
        case "parent": return reference.parent.map { .host(LayerObject($0, scope: scope)) } ?? .null
        case "inPoint": return .number(layer.inPoint / fps)
        case "outPoint": return .number(layer.outPoint / fps)
        case "startTime": return .number(layer.startTime / fps)
        case "enabled": return .bool(!layer.isHidden)
        case "active": return .bool(!layer.isHidden && layer.inPoint <= scope.frame && scope.frame < layer.outPoint)
        case "width", "height": return .number(size(name == "width"))
        case "hasVideo": return .bool(true)
        case "hasAudio", "audioActive": return .bool(false)
        case "transform": return .host(TransformObject(layer.transform, dimensions: reference.dimensions, scope: scope, isLayer: true))
        case "anchorPoint", "position", "scale", "rotation", "opacity":
            return try TransformObject(layer.transform, dimensions: reference.dimensions, scope: scope, isLayer: true).member(name, interpreter: interpreter)
        case "timeRemap":
            guard case .precomposition(_, _, _, let timeRemap?) = layer.content else { return .undefined }
            return .host(PropertyObject(.of(timeRemap, default: 0, dimensions: 1), scope: scope, name: "Time Remap"))
        case "effect":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                try EffectsObject(self.reference, scope: self.scope).call(arguments, interpreter: interpreter)
            }
        case "mask":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                try MasksObject(self.reference, scope: self.scope).call(arguments, interpreter: interpreter)
            }
        case "content":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                try interpreter.step(self.items.count / 8)
                return try ContentsObject(self.items, owner: self.reference, scope: self.scope).call(arguments, interpreter: interpreter)
            }
        case "toComp", "toWorld", "fromComp", "fromWorld", "toCompVec", "toWorldVec", "fromCompVec", "fromWorldVec":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.convert(name, arguments, interpreter) }
        case "sourceRectAtTime":
            return function(name) { (_, _) throws(ExpressionError) in throw .unsupported("sourceRectAtTime()") }
        case "numProperties": return .number(5)
        default: return nil
        }
    }

    /// A layer called as a function (`thisLayer("ADBE Root Vectors Group")`, `thisLayer(4)`):
    /// not supported, as in ThorVG. The rigs that call layers (RubberHose) also need
    /// `propertyIndex`, which neither supports; evaluating part of such a rig draws neither
    /// After Effects' picture nor the keyframed one, so their calls fail and their properties
    /// keep the keyframed values.
    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        throw .unsupported("calling a layer (\(interpreter.describe(arguments.first ?? .undefined))); use its members: effect(…), content(…), transform")
    }

    /// The shape items of a shape layer (none for other layers).
    private var items: [ShapeItem] {
        if case .shapes(let items) = layer.content { return items }
        return []
    }

    private func size(_ isWidth: Bool) -> Double {
        switch layer.content {
        case .solid(let width, let height, _): isWidth ? width : height
        case .precomposition(_, let width, let height, _): isWidth ? width : height
        default: isWidth ? reference.composition.width : reference.composition.height
        }
    }

    /// `toComp(point, t = time)` and the others: points (or, for the `Vec` forms, vectors)
    /// between layer space and composition space, through the parents.
    private func convert(_ name: String, _ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let point = try interpreter.numbers(of: arguments.first ?? .undefined)
        let time = arguments.count > 1 && !arguments[1].isUndefinedValue ? try interpreter.toNumber(arguments[1]) : scope.time
        guard !point.isEmpty, time.isFinite else { throw .thrown("TypeError: \(name) needs a point") }
        try interpreter.step(reference.composition.layers.count / 8 + 1)
        var matrix = reference.matrix(at: time * fps)
        if name.hasPrefix("from") {
            guard let inverse = matrix.inverted else { throw .thrown("RangeError: \(name): the layer's transform cannot be inverted") }
            matrix = inverse
        }
        let vector = Vector2(point[0], point.count > 1 ? point[1] : 0)
        let result = name.hasSuffix("Vec") ? matrix.applyToVector(vector) : matrix.apply(to: vector)
        return .numbers([result.x, result.y] + point.dropFirst(2))
    }
}

/// A composition (`thisComp`, `comp("name")`): its layers by name or index, size and timing.
final class CompositionObject: HostObject {
    let composition: CompositionInfo
    unowned let scope: ExpressionScope

    init(_ composition: CompositionInfo, scope: ExpressionScope) {
        self.composition = composition
        self.scope = scope
    }

    var typeName: String { "composition" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "name": return .string(composition.name)
        case "width": return .number(composition.width)
        case "height": return .number(composition.height)
        case "duration": return .number(composition.duration)
        case "frameDuration": return .number(1 / scope.frameRate)
        case "numLayers": return .number(Double(composition.layers.count))
        case "pixelAspect": return .number(1)
        case "displayStartTime": return .number(0)
        case "ntscDropFrame": return .bool(false)
        case "bgColor": return .numbers([0, 0, 0, 1])
        case "layer":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.layer(arguments, interpreter) }
        case "marker", "activeCamera", "layerByComment":
            throw .unsupported("thisComp.\(name)")
        default: return nil
        }
    }

    /// `layer(index)`, `layer("name")` or `layer(otherLayer, relativeIndex)`.
    private func layer(_ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let key = arguments.first?.primitive ?? .undefined
        var position: Int?
        switch key {
        case .number(let number):
            position = Int(exactly: number).flatMap(composition.position(ofIndex:))
        case .string(let name):
            try interpreter.step(composition.layers.count / 8)
            position = composition.position(named: name)
        case .host(let object):
            if let other = object as? LayerObject {
                let offset = arguments.count > 1 ? Int(exactly: try interpreter.toNumber(arguments[1]).rounded(.towardZero)) ?? 0 : 0
                let (index, overflow) = other.reference.index.addingReportingOverflow(offset)
                position = overflow ? nil : composition.position(ofIndex: index)
            }
        default: break
        }
        guard let position else { throw .thrown("ReferenceError: no layer \(interpreter.describe(key)) in the composition") }
        return .host(LayerObject(LayerReference(composition: composition, position: position), scope: scope))
    }
}

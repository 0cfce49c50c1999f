import LottieExpressions
import LottieGraphics
import LottieModel

/// A layer (`thisLayer`, `thisComp.layer("name")`, `parent`): its timing, transform,
/// effects, masks and contents, and conversions between its space and the composition's.
/// The root of its tree of properties: called with a group's match name, display name or
/// index (`thisLayer("ADBE Root Vectors Group")`, `thisLayer(4)`), that group.
final class LayerObject: PropertyTreeNode {
    let reference: LayerReference
    unowned let scope: ExpressionScope

    init(_ reference: LayerReference, scope: ExpressionScope) {
        self.reference = reference
        self.scope = scope
    }

    var typeName: String { "layer" }
    private var layer: Layer { reference.layer }
    private var fps: Double { scope.frameRate }
    var parentNode: (any PropertyTreeNode)? { nil }
    var propertyIndex: Int? { nil }

    /// After Effects' indexes of a layer's groups (a shape layer's: marker 1, contents 2,
    /// masks 3, effects 4, essential properties 5, transform 6), and of time remapping,
    /// which comes second on layers that have it.
    static let contentsIndex = 2
    static let masksIndex = 3
    static let effectsIndex = 4
    static let transformIndex = 6
    static let timeRemapIndex = 2

    var transformGroup: TransformObject {
        TransformObject(layer.transform, dimensions: reference.dimensions, kind: .layer, parent: self, index: Self.transformIndex, scope: scope)
    }
    var effects: EffectsObject { EffectsObject(reference, parent: self, scope: scope) }
    var masks: MasksObject { MasksObject(reference, parent: self, scope: scope) }
    func contents(_ items: [ShapeItem]) -> ContentsObject { ContentsObject(items, owner: reference, parent: self, scope: scope) }

    private var timeRemap: PropertyObject? {
        guard case .precomposition(_, _, _, let timeRemap?) = layer.content else { return nil }
        return PropertyObject(.of(timeRemap, default: 0, dimensions: 1), scope: scope, name: "Time Remap", group: self, index: Self.timeRemapIndex)
    }

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
        case "transform": return .host(transformGroup)
        case "anchorPoint", "position", "scale", "rotation", "opacity": return try transformGroup.member(name, interpreter: interpreter)
        case "anchor_point": return try transformGroup.member("anchorPoint", interpreter: interpreter)
        case "timeRemap": return timeRemap.map { .host($0) } ?? .undefined
        case "effect":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.effects.call(arguments, interpreter: interpreter) }
        case "mask":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.masks.call(arguments, interpreter: interpreter) }
        case "content":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in
                try interpreter.step(self.items.count / 8)
                return try self.contents(self.items).call(arguments, interpreter: interpreter)
            }
        case "toComp", "toWorld", "fromComp", "fromWorld", "toCompVec", "toWorldVec", "fromCompVec", "fromWorldVec":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.convert(name, arguments, interpreter) }
        case "sourceRectAtTime":
            return function(name) { (_, _) throws(ExpressionError) in throw .unsupported("sourceRectAtTime()") }
        case "numProperties": return .number(5)
        case "propertyGroup", "propertyIndex": return treeMember(name)
        default: return nil
        }
    }

    /// A layer called as a function: its contents (`"ADBE Root Vectors Group"`, `"Contents"`,
    /// 2), masks (`"ADBE Mask Parade"`, 3), effects (`"ADBE Effect Parade"`, 4), transform
    /// (`"ADBE Transform Group"`, 6) or time remapping (`"ADBE Time Remapping"`), by match
    /// name, display name or index. The lower-case names bodymovin's player accepts work too.
    /// A data layer's `"Data"` is its asset's JSON (``DataObject``).
    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let key = arguments.first?.primitive ?? .undefined
        switch key {
        case .number(Double(Self.contentsIndex)), .string("ADBE Root Vectors Group"), .string("Contents"):
            guard case .shapes(let items) = layer.content else { throw .thrown("TypeError: layer '\(layer.name ?? "")' has no contents") }
            try interpreter.step(items.count / 8)
            return .host(contents(items))
        case .number(Double(Self.masksIndex)), .string("ADBE Mask Parade"), .string("Masks"), .string("masks"): return .host(masks)
        case .number(Double(Self.effectsIndex)), .string("ADBE Effect Parade"), .string("Effects"), .string("effects"): return .host(effects)
        case .number(Double(Self.transformIndex)), .string("ADBE Transform Group"), .string("Transform"), .string("transform"):
            return .host(transformGroup)
        case .string("ADBE Time Remapping"), .string("Time Remap"):
            if let timeRemap { return .host(timeRemap) }
        case .string("Data"):
            if case .data(let id) = layer.content {
                guard let root = scope.runtime.compositions.data[id] else {
                    throw .thrown("TypeError: the data of layer '\(layer.name ?? "")' (asset '\(id)') was not loaded")
                }
                return .host(DataObject(group: root))
            }
        default: break
        }
        throw .thrown("TypeError: layer '\(layer.name ?? "")' has no property \(interpreter.describe(key))")
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
        guard let position else { throw .missingReference("no layer \(interpreter.describe(key)) in the composition") }
        return .host(LayerObject(LayerReference(composition: composition, position: position), scope: scope))
    }
}

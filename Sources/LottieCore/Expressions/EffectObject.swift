import LottieExpressions
import LottieGraphics
import LottieModel

/// A layer's effects (`effect`, `thisLayer("ADBE Effect Parade")`, `propertyGroup` of an
/// effect); called with a name, match name or index, an effect.
final class EffectsObject: PropertyTreeNode {
    let reference: LayerReference
    let parentNode: (any PropertyTreeNode)?
    unowned let scope: ExpressionScope

    init(_ reference: LayerReference, parent: (any PropertyTreeNode)?, scope: ExpressionScope) {
        self.reference = reference
        parentNode = parent
        self.scope = scope
    }

    var typeName: String { "effects" }
    var propertyIndex: Int? { LayerObject.effectsIndex }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "numProperties": .number(Double(reference.layer.effects.count))
        case "name", "_name": .string("Effects")
        default: treeMember(name)
        }
    }

    /// The effect at `position` (counting from 0) of the layer's effects.
    func effect(at position: Int) -> EffectObject {
        let effect = reference.layer.effects[position]
        return EffectObject(
            name: effect.name ?? "", isEnabled: effect.isEnabled, parameters: effect.values, parent: self, index: position + 1, scope: scope)
    }

    /// `effect("Slider Control")`, `effect(1)`.
    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let effects = reference.layer.effects
        try interpreter.step(effects.count / 8)
        let key = arguments.first?.primitive ?? .undefined
        var found: Int?
        switch key {
        case .string(let name): found = effects.firstIndex { $0.name == name } ?? effects.firstIndex { $0.matchName == name }
        case .number(let number): found = Int(exactly: number).flatMap { effects.indices.contains($0 - 1) ? $0 - 1 : nil }
        default: break
        }
        guard let found else { throw .thrown("ReferenceError: the layer has no effect \(interpreter.describe(key))") }
        return .host(effect(at: found))
    }
}

/// An effect, or a group of its parameters: called with a parameter's name, match name
/// (`"ADBE Slider Control-0001"`) or index, the parameter.
final class EffectObject: PropertyTreeNode {
    let name: String
    let isEnabled: Bool
    let parameters: [EffectValue]
    let parentNode: (any PropertyTreeNode)?
    let propertyIndex: Int?
    unowned let scope: ExpressionScope

    init(name: String, isEnabled: Bool, parameters: [EffectValue], parent: (any PropertyTreeNode)?, index: Int?, scope: ExpressionScope) {
        self.name = name
        self.isEnabled = isEnabled
        self.parameters = parameters
        parentNode = parent
        propertyIndex = index
        self.scope = scope
    }

    var typeName: String { "effect" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "name", "_name": return .string(self.name)
        case "active", "enabled": return .bool(isEnabled)
        case "numProperties": return .number(Double(parameters.count))
        case "param":
            return function(name) { (interpreter, arguments) throws(ExpressionError) in try self.call(arguments, interpreter: interpreter) }
        default: return treeMember(name)
        }
    }

    /// The parameter group at `position` (counting from 0).
    func parameter(at position: Int) -> EffectObject {
        let parameter = parameters[position]
        guard case .group(let values) = parameter.value else {
            return EffectObject(name: parameter.name ?? "", isEnabled: true, parameters: [], parent: self, index: position + 1, scope: scope)
        }
        return EffectObject(name: parameter.name ?? "", isEnabled: true, parameters: values, parent: self, index: position + 1, scope: scope)
    }

    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        try interpreter.step(parameters.count / 8)
        let key = arguments.first?.primitive ?? .undefined
        var position: Int?
        switch key {
        case .string(let text):
            if let named = parameters.firstIndex(where: { $0.name == text }) {
                position = named
            } else if let dash = text.lastIndex(of: "-"), let index = Int(text[text.index(after: dash)...]), parameters.indices.contains(index - 1) {
                position = index - 1  // a match name: "ADBE Slider Control-0001", "Pseudo/abc-0002"
            }
        case .number(let number):
            position = Int(exactly: number).flatMap { parameters.indices.contains($0 - 1) ? $0 - 1 : nil }
        default: break
        }
        guard let position else { throw .thrown("ReferenceError: the effect '\(name)' has no parameter \(interpreter.describe(key))") }
        let found = parameters[position]
        switch found.value {
        case .scalar(let property):
            return .host(PropertyObject(.of(property, default: 0, dimensions: 1), scope: scope, name: found.name ?? "", group: self, index: position + 1))
        case .vector(let property):
            let dimensions = found.type == 2 ? 4 : 2
            return .host(
                PropertyObject(
                    .of(property, default: .zero, dimensions: min(dimensions, 3)), scope: scope, name: found.name ?? "", group: self,
                    index: position + 1))
        case .group: return .host(parameter(at: position))
        case .none: throw .unsupported("the effect parameter \(interpreter.describe(key)) has no value that expressions can read")
        }
    }
}

/// A layer's masks (`mask`, `thisLayer("ADBE Mask Parade")`); called with a name or index, a mask.
final class MasksObject: PropertyTreeNode {
    let reference: LayerReference
    let parentNode: (any PropertyTreeNode)?
    unowned let scope: ExpressionScope

    init(_ reference: LayerReference, parent: (any PropertyTreeNode)?, scope: ExpressionScope) {
        self.reference = reference
        parentNode = parent
        self.scope = scope
    }

    var typeName: String { "masks" }
    var propertyIndex: Int? { LayerObject.masksIndex }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "numProperties": .number(Double(reference.layer.masks.count))
        case "name", "_name": .string("Masks")
        default: treeMember(name)
        }
    }

    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let masks = reference.layer.masks
        try interpreter.step(masks.count / 8)
        let key = arguments.first?.primitive ?? .undefined
        var found: Int?
        switch key {
        case .string(let name): found = masks.firstIndex { $0.name == name }
        case .number(let number): found = Int(exactly: number).flatMap { masks.indices.contains($0 - 1) ? $0 - 1 : nil }
        default: break
        }
        guard let found else { throw .thrown("ReferenceError: the layer has no mask \(interpreter.describe(key))") }
        return .host(MaskObject(masks[found], index: found + 1, parent: self, scope: scope))
    }
}

/// A mask: `maskPath`, `maskOpacity`, `maskExpansion`, `invert`; called with a property's
/// name, match name or index (path 1, feather 2, opacity 3, expansion 4), that property.
final class MaskObject: PropertyTreeNode {
    let mask: Mask
    let parentNode: (any PropertyTreeNode)?
    let propertyIndex: Int?
    unowned let scope: ExpressionScope

    init(_ mask: Mask, index: Int, parent: (any PropertyTreeNode)?, scope: ExpressionScope) {
        self.mask = mask
        propertyIndex = index
        parentNode = parent
        self.scope = scope
    }

    var typeName: String { "mask" }

    /// A mask's properties: member, JSON key, display name, match name and index.
    static let fields: [(member: String, key: String, display: String, matchName: String, index: Int)] = [
        ("maskPath", "pt", "Mask Path", "ADBE Mask Shape", 1),
        ("maskFeather", "f", "Mask Feather", "ADBE Mask Feather", 2),
        ("maskOpacity", "o", "Mask Opacity", "ADBE Mask Opacity", 3),
        ("maskExpansion", "x", "Mask Expansion", "ADBE Mask Offset", 4),
    ]

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "name", "_name": return .string(mask.name ?? "")
        case "invert": return .bool(mask.isInverted)
        case "numProperties": return .number(Double(Self.fields.count))
        case "maskFeather": return .numbers([0, 0])
        case "ADBE Mask Shape": return property("maskPath").map { .host($0) }
        default: return property(name).map { .host($0) } ?? treeMember(name)
        }
    }

    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let key = arguments.first?.primitive ?? .undefined
        var member: String?
        switch key {
        case .string(let text): member = Self.fields.first { $0.display == text || $0.matchName == text || $0.member == text }?.member
        case .number(let number): member = Self.fields.first { Double($0.index) == number }?.member
        default: break
        }
        guard let member, let property = property(member) else {
            throw .thrown("TypeError: the mask has no property \(interpreter.describe(key)) that expressions can read")
        }
        return .host(property)
    }

    private func property(_ member: String) -> PropertyObject? {
        guard let field = Self.fields.first(where: { $0.member == member }) else { return nil }
        let access: PropertyAccess
        switch member {
        case "maskPath": access = .of(mask.path, default: .empty, dimensions: 2)
        case "maskOpacity": access = .of(mask.opacity, default: 100, dimensions: 1)
        case "maskExpansion": access = .of(mask.expansion ?? Property(constant: 0), default: 0, dimensions: 1)
        default: return nil
        }
        return PropertyObject(access, scope: scope, name: field.display, group: self, index: field.index)
    }
}

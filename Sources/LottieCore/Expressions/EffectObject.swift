import LottieExpressions
import LottieGraphics
import LottieModel

/// A layer's effects (`effect`, `propertyGroup` of an effect); called with a name or index,
/// an effect.
final class EffectsObject: HostObject {
    let reference: LayerReference
    unowned let scope: ExpressionScope

    init(_ reference: LayerReference, scope: ExpressionScope) {
        self.reference = reference
        self.scope = scope
    }

    var typeName: String { "effects" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "numProperties": .number(Double(reference.layer.effects.count))
        case "name": .string("Effects")
        default: nil
        }
    }

    /// `effect("Slider Control")`, `effect(1)`.
    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let effects = reference.layer.effects
        try interpreter.step(effects.count / 8)
        let key = arguments.first?.primitive ?? .undefined
        var found: Effect?
        switch key {
        case .string(let name): found = effects.first { $0.name == name } ?? effects.first { $0.matchName == name }
        case .number(let number): found = Int(exactly: number).flatMap { effects.indices.contains($0 - 1) ? effects[$0 - 1] : nil }
        default: break
        }
        guard let found else { throw .thrown("ReferenceError: the layer has no effect \(interpreter.describe(key))") }
        return .host(EffectObject(name: found.name ?? "", isEnabled: found.isEnabled, parameters: found.values, scope: scope))
    }
}

/// An effect, or a group of its parameters: called with a parameter's name, match name
/// (`"ADBE Slider Control-0001"`) or index, the parameter.
final class EffectObject: HostObject {
    let name: String
    let isEnabled: Bool
    let parameters: [EffectValue]
    unowned let scope: ExpressionScope

    init(name: String, isEnabled: Bool, parameters: [EffectValue], scope: ExpressionScope) {
        self.name = name
        self.isEnabled = isEnabled
        self.parameters = parameters
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
        default: return nil
        }
    }

    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        try interpreter.step(parameters.count / 8)
        let key = arguments.first?.primitive ?? .undefined
        var found: EffectValue?
        switch key {
        case .string(let text):
            if let named = parameters.first(where: { $0.name == text }) {
                found = named
            } else if let dash = text.lastIndex(of: "-"), let index = Int(text[text.index(after: dash)...]), parameters.indices.contains(index - 1) {
                found = parameters[index - 1]  // a match name: "ADBE Slider Control-0001", "Pseudo/abc-0002"
            }
        case .number(let number):
            found = Int(exactly: number).flatMap { parameters.indices.contains($0 - 1) ? parameters[$0 - 1] : nil }
        default: break
        }
        guard let found else { throw .thrown("ReferenceError: the effect '\(name)' has no parameter \(interpreter.describe(key))") }
        switch found.value {
        case .scalar(let property): return .host(PropertyObject(.of(property, default: 0, dimensions: 1), scope: scope, name: found.name ?? ""))
        case .vector(let property):
            let dimensions = found.type == 2 ? 4 : 2
            return .host(PropertyObject(.of(property, default: .zero, dimensions: min(dimensions, 3)), scope: scope, name: found.name ?? ""))
        case .group(let values): return .host(EffectObject(name: found.name ?? "", isEnabled: true, parameters: values, scope: scope))
        case .none: throw .unsupported("the effect parameter \(interpreter.describe(key)) has no value that expressions can read")
        }
    }
}

/// A layer's masks (`mask`); called with a name or index, a mask.
final class MasksObject: HostObject {
    let reference: LayerReference
    unowned let scope: ExpressionScope

    init(_ reference: LayerReference, scope: ExpressionScope) {
        self.reference = reference
        self.scope = scope
    }

    var typeName: String { "masks" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        name == "numProperties" ? .number(Double(reference.layer.masks.count)) : nil
    }

    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let masks = reference.layer.masks
        try interpreter.step(masks.count / 8)
        let key = arguments.first?.primitive ?? .undefined
        var found: Mask?
        switch key {
        case .string(let name): found = masks.first { $0.name == name }
        case .number(let number): found = Int(exactly: number).flatMap { masks.indices.contains($0 - 1) ? masks[$0 - 1] : nil }
        default: break
        }
        guard let found else { throw .thrown("ReferenceError: the layer has no mask \(interpreter.describe(key))") }
        return .host(MaskObject(found, scope: scope))
    }
}

/// A mask: `maskPath`, `maskOpacity`, `maskExpansion`, `invert`.
final class MaskObject: HostObject {
    let mask: Mask
    unowned let scope: ExpressionScope

    init(_ mask: Mask, scope: ExpressionScope) {
        self.mask = mask
        self.scope = scope
    }

    var typeName: String { "mask" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "name": .string(mask.name ?? "")
        case "invert": .bool(mask.isInverted)
        case "maskPath", "ADBE Mask Shape": .host(PropertyObject(.of(mask.path, default: .empty, dimensions: 2), scope: scope, name: "Mask Path"))
        case "maskOpacity": .host(PropertyObject(.of(mask.opacity, default: 100, dimensions: 1), scope: scope, name: "Mask Opacity"))
        case "maskExpansion":
            .host(PropertyObject(.of(mask.expansion ?? Property(constant: 0), default: 0, dimensions: 1), scope: scope, name: "Mask Expansion"))
        case "maskFeather": .numbers([0, 0])
        default: nil
        }
    }
}

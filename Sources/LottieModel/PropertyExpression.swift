import LottieExpressions
import Synchronization

/// An After Effects expression on a property (`x`), parsed once, when first evaluated or asked
/// for its diagnostic (not when the file is decoded: most of a file's expressions may never run).
///
/// It knows where it sits, so that evaluation can give it its surroundings: the JSON path
/// of its `x` (for diagnostics) and its ``Location`` (composition, layer, and the path below
/// the layer). Its source and place are immutable and its parse is made once under a lock, so
/// one parse serves every frame and every thread.
package final class PropertyExpression: Sendable, Equatable, CustomStringConvertible {
    /// Where an expression's property sits in the animation.
    package struct Location: Sendable, Equatable {
        /// The precomposition asset (`assets[i]`) holding the layer, or nil for the root composition.
        package var assetIndex: Int?
        /// The layer's position in its composition's `layers`.
        package var layerPosition: Int
        /// The keys and indexes from the layer down to the property (`["ks", "p"]`,
        /// `["shapes", 0, "it", 2, "s"]`, `["ef", 0, "ef", 3, "v"]`).
        package var steps: [Step]

        package init(assetIndex: Int?, layerPosition: Int, steps: [Step]) {
            self.assetIndex = assetIndex
            self.layerPosition = layerPosition
            self.steps = steps
        }

        package enum Step: Sendable, Equatable, CustomStringConvertible {
            case key(String)
            case index(Int)

            package var description: String {
                switch self {
                case .key(let key): key
                case .index(let index): "[\(index)]"
                }
            }
        }
    }

    /// The JavaScript source.
    package let source: String
    /// The JSON path of the `x` field (`layers[3].ks.p.x`); empty for an expression set in code.
    package let path: String
    /// Where the property sits; nil for a property outside a layer (a slot) or set in code.
    package let location: Location?
    /// The parse, once made; read without the lock once it is there.
    private let parsed = AtomicLazyReference<ParsedSource>()
    /// Held while parsing, so that threads evaluating the expression at once parse it once.
    private let parsing = Mutex(())

    package init(source: String, path: String = "", location: Location? = nil) {
        self.source = source
        self.path = path
        self.location = location
    }

    /// The parsed program, or why the source could not be parsed (parsed on first use).
    package var program: Result<ExpressionProgram, ExpressionError> {
        if let parsed = parsed.load() { return parsed.program }
        return parsing.withLock { _ in
            if let parsed = parsed.load() { return parsed.program }
            return parsed.storeIfNil(ParsedSource(source)).program
        }
    }

    /// Why the expression cannot run at all (a syntax error), or nil when it parsed.
    package var parseError: ExpressionError? {
        if case .failure(let error) = program { return error }
        return nil
    }

    /// Names the expression reads that neither it nor an After Effects host defines
    /// (``AfterEffectsNames``): where the expression reaches one, it fails.
    package var unknownNames: [String] {
        guard case .success(let program) = program else { return [] }
        return program.freeNames.filter { !AfterEffectsNames.all.contains($0) }.sorted()
    }

    /// The warning decoding gives for this expression: it cannot be read, or it uses a name
    /// no After Effects host defines; nil when it can run.
    package var diagnostic: Diagnostic? {
        let message: String
        if let error = parseError {
            message = "the expression cannot be read (\(error)); the keyframed value is used"
        } else if !unknownNames.isEmpty {
            let names = unknownNames.prefix(3).joined(separator: ", ")
            message = "the expression uses \(names), which expressions here do not define; where it does, the keyframed value is used"
        } else {
            return nil
        }
        return Diagnostic(.warning, feature: "expression", message: message, path: path)
    }

    package var description: String { path.isEmpty ? source : "\(path): \(source)" }

    package static func == (lhs: PropertyExpression, rhs: PropertyExpression) -> Bool {
        lhs === rhs || (lhs.source == rhs.source && lhs.path == rhs.path && lhs.location == rhs.location)
    }
}

/// An expression's parse, boxed so that it can be published once with an atomic store.
private final class ParsedSource: Sendable {
    let program: Result<ExpressionProgram, ExpressionError>

    init(_ source: String) {
        do {
            program = .success(try ExpressionProgram(parsing: source))
        } catch {
            program = .failure(error)
        }
    }
}

extension PropertyExpression.Location {
    /// The location of the property at `path` (a decoder path), or nil when the path does not
    /// lead through a layer of the root composition or of a precomposition asset.
    init?(path: [DecodingContext.PathComponent]) {
        let steps = path.map(Step.init)
        switch (steps.count, steps.first) {
        case (2..., .key("layers")?):
            guard case .index(let position) = steps[1] else { return nil }
            self.init(assetIndex: nil, layerPosition: position, steps: Array(steps.dropFirst(2)))
        case (4..., .key("assets")?):
            guard case .index(let asset) = steps[1], steps[2] == .key("layers"), case .index(let position) = steps[3] else { return nil }
            self.init(assetIndex: asset, layerPosition: position, steps: Array(steps.dropFirst(4)))
        default:
            return nil
        }
    }
}

extension PropertyExpression.Location.Step {
    init(_ component: DecodingContext.PathComponent) {
        switch component {
        case .key(let key): self = .key(key)
        case .field(let key): self = .key(key.description)
        case .index(let index): self = .index(index)
        }
    }
}

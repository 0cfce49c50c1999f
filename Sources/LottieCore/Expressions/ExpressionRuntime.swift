import LottieExpressions
import LottieModel
import Synchronization

/// The expressions of one frame evaluation: runs each property's expression when the
/// property is read, at most once per property and frame, within one step budget for the
/// frame (``ExpressionLimits``), and keeps what failed.
///
/// ``FrameEvaluator`` binds a runtime to ``current`` while it evaluates a frame, so that
/// every read of a property (`Property.value(at:default:)`), wherever it happens, sees the
/// expression's value. Without a bound runtime, properties give their keyframed values.
/// A property whose expression fails, runs out of steps, or reads itself (directly or
/// through others) gives its keyframed value, and the failure is noted with the
/// expression's JSON path.
package final class ExpressionRuntime: Sendable {
    @TaskLocal package static var current: ExpressionRuntime?

    let compositions: ExpressionCompositions
    private let state = Mutex(State())

    private struct State: Sendable {
        var cache: [CacheKey: any Sendable] = [:]
        /// The expressions being run, outermost first (a read of one of these is a cycle).
        var running: [ObjectIdentifier] = []
        /// Where the outermost of them began on the stack: nested ones share its stack bound.
        var stackBase: UInt = 0
        var stepsLeft = ExpressionLimits.maxStepsPerFrame
        var failures: [Failure] = []
    }

    private struct CacheKey: Hashable, Sendable {
        var expression: ObjectIdentifier
        var frame: Double
    }

    /// An expression that could not be evaluated, and why.
    package struct Failure: Sendable, Equatable {
        package var path: String
        package var message: String
        /// Whether it names a composition or layer the file does not contain.
        package var isMissingReference = false
        /// Whether it ran but assigned nothing to `$bm_rt`.
        package var hasNoResult = false

        /// The failure as a warning at the expression's path.
        package var diagnostic: Diagnostic {
            let text =
                if hasNoResult { message } else { "\(isMissingReference ? Self.missingReferenceReason : "the expression cannot be evaluated") (\(message))" }
            return Diagnostic(.warning, feature: "expression", message: "\(text); the keyframed value is used", path: path)
        }

        /// How the warning of a failure that names something absent from the file begins.
        static let missingReferenceReason = "the expression names a composition or layer the file does not contain, so no player can evaluate it"
    }

    package init(compositions: ExpressionCompositions) {
        self.compositions = compositions
    }

    /// What failed so far, one entry per expression.
    package var failures: [Failure] { state.withLock { $0.failures } }

    /// The evaluation steps spent so far.
    package var stepsTaken: Int { state.withLock { ExpressionLimits.maxStepsPerFrame - $0.stepsLeft } }

    /// The value of `property`, whose expression is `expression`, at `frame`; `keyframed`
    /// gives the property's own value at any frame (a position's along its spatial curve).
    package func value<Value: Interpolatable>(
        of property: Property<Value>, expression: PropertyExpression, at frame: Double, keyframed: @escaping (Double) -> Value
    ) -> Value {
        guard let bridged = Value.self as? any ExpressionBridgeable.Type else { return keyframed(frame) }
        let key = CacheKey(expression: ObjectIdentifier(expression), frame: frame)
        let here = Interpreter.currentStackAddress()
        let entry: (cached: (any Sendable)?, isCycle: Bool, steps: Int, stackBase: UInt) = state.withLock { state in
            if let cached = state.cache[key] { return (cached, false, 0, 0) }
            if state.running.contains(key.expression) || state.running.count >= ExpressionLimits.maxReferenceDepth { return (nil, true, 0, 0) }
            if state.running.isEmpty { state.stackBase = here }
            state.running.append(key.expression)
            return (nil, false, state.stepsLeft, state.stackBase)
        }
        if let cached = entry.cached as? Value { return cached }
        // A cycle (or too long a chain) reads the keyframed value, without a note: After
        // Effects reads the pre-expression value of the property being evaluated too.
        if entry.isCycle { return keyframed(frame) }
        let own = keyframed(frame)
        var result = own
        var stepsTaken = 0
        do throws(ExpressionError) {
            // A syntax error was diagnosed when the file was decoded.
            guard case .success(let program) = expression.program else { return own }
            guard entry.steps > 0 else {
                throw .limitExceeded("the frame's \(ExpressionLimits.maxStepsPerFrame) evaluation steps are spent")
            }
            let layer = compositions.layer(at: expression.location)
            let access = PropertyAccess(property, dimensions: layer?.dimensions ?? 2, keyframed: keyframed, evaluated: keyframed)
            let scope = ExpressionScope(runtime: self, expression: expression, property: access, layer: layer, frame: frame)
            let interpreter = Interpreter(host: scope, steps: entry.steps, stackBase: entry.stackBase)
            defer { stepsTaken = interpreter.stepsTaken }
            let value = try interpreter.run(program)
            guard let converted = try bridged.convert(value, keyframed: own) as? Value else { return own }
            result = converted
        } catch {
            record(expression, error)
        }
        state.withLock { state in
            state.running.removeAll { $0 == key.expression }
            state.stepsLeft -= stepsTaken
            state.cache[key] = result
        }
        return result
    }

    private func record(_ expression: PropertyExpression, _ error: ExpressionError) {
        let path = expression.path.isEmpty ? "(expression)" : expression.path
        state.withLock { state in
            guard !state.failures.contains(where: { $0.path == path }) else { return }
            var failure = Failure(path: path, message: error.description)
            switch error {
            case .missingReference: failure.isMissingReference = true
            case .noResult: failure.hasNoResult = true
            default: break
            }
            state.failures.append(failure)
        }
    }
}

extension Diagnostic {
    /// Whether this is the warning of an expression that names a composition or layer the
    /// file does not contain (``ExpressionRuntime/Failure/isMissingReference``).
    package var namesMissingReference: Bool {
        feature == "expression" && message.hasPrefix(ExpressionRuntime.Failure.missingReferenceReason)
    }
}

extension ExpressionBridgeable {
    /// `fromExpression` through an existential metatype.
    static func convert(_ value: ExpressionValue, keyframed: Any) throws(ExpressionError) -> Any? {
        guard let keyframed = keyframed as? Self else { return nil }
        return try fromExpression(value, keyframed: keyframed)
    }
}

/// Mutable state of one decode: the current JSON path (kept as a cheap stack and only
/// formatted when an error or diagnostic needs it), collected diagnostics and the slots
/// that `sid` references resolve against.
///
/// Decoding initializers take the context `borrowing`: initializers otherwise take their
/// arguments owned, which costs a retain and a release of the context per decoded value.
package final class DecodingContext {
    package typealias PathComponent = PathStack.Component

    private let pathStack = PathStack()
    /// The strings decoded so far, for `optionalString` to reuse.
    let strings = StringTable()
    package var path: [PathComponent] { pathStack.components }
    package private(set) var diagnostics: [Diagnostic] = []
    /// The expressions decoded so far, in file order.
    package private(set) var expressions: [PropertyExpression] = []
    /// The expressions, each with the place its diagnostic, if any, takes among `diagnostics`.
    private(set) var expressionChecks: [ExpressionCheck] = []
    /// The animation's `slots` object, if any.
    package var slots: JSONObjectNode?
    /// The root composition's `ip`/`op`, used for layers that lack their own.
    package var compositionRange: (inPoint: Double, outPoint: Double) = (0, 0)
    private var slotsInUse: Set<String> = []

    package init() {}

    package var pathString: String {
        var text = ""
        for component in path {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .field(let key):
                if !text.isEmpty { text += "." }
                text += key.description
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    // MARK: - Path scoping

    package func at<T, E: Error>(_ key: StaticString, _ body: () throws(E) -> T) throws(E) -> T {
        pathStack.push(.field(key))
        defer { pathStack.pop() }
        return try body()
    }

    package func at<T, E: Error>(_ index: Int, _ body: () throws(E) -> T) throws(E) -> T {
        pathStack.push(.index(index))
        defer { pathStack.pop() }
        return try body()
    }

    /// Runs `body` with the path replaced by `newPath` (used to decode a slot's property
    /// where it is defined).
    package func relocated<T, E: Error>(
        to newPath: [PathComponent], _ body: () throws(E) -> T
    ) throws(E) -> T {
        let saved = path
        pathStack.replace(with: newPath)
        defer { pathStack.replace(with: saved) }
        return try body()
    }

    // MARK: - Errors and diagnostics

    package func error(_ code: LottieDecodingError.Code, _ message: String) -> LottieDecodingError {
        LottieDecodingError(code, message, path: pathString)
    }

    package func typeMismatch(expected: String, found value: JSONNode) -> LottieDecodingError {
        error(.typeMismatch, "expected \(expected), found \(value.typeDescription)")
    }

    package func diagnose(_ severity: Diagnostic.Severity, _ feature: String, _ message: String) {
        diagnostics.append(Diagnostic(severity, feature: feature, message: message, path: pathString))
    }

    // MARK: - Expressions

    /// The expression `source` at the current path (the property's `x`), left unparsed: where
    /// it cannot run is diagnosed when the diagnostics are read (``Animation/diagnostics``), at
    /// this place among them.
    package func expression(_ source: String) -> PropertyExpression {
        var location = PropertyExpression.Location(path: path)
        location?.steps.removeLast()  // the `x` itself
        let expression = PropertyExpression(source: source, path: pathString, location: location)
        expressions.append(expression)
        expressionChecks.append(ExpressionCheck(position: diagnostics.count, expression: expression))
        return expression
    }

    // MARK: - Slots

    /// Decodes the property of slot `id` (`slots.<id>.p`) with `body`, at the slot's own path;
    /// nil when the animation has no such slot. A slot that refers to itself is an error.
    package func slot<T>(
        _ id: String, _ body: (JSONNode) throws(LottieDecodingError) -> T
    ) throws(LottieDecodingError) -> T? {
        guard let slots, let slot = slots.value(forKey: id) else { return nil }
        guard slotsInUse.insert(id).inserted else {
            throw error(.invalidValue, "slot \"\(id)\" refers to itself")
        }
        defer { slotsInUse.remove(id) }
        return try relocated(to: [.key("slots"), .key(id)]) { () throws(LottieDecodingError) in
            guard let property = try object(slot)["p"] else { throw missing("p") }
            return try at("p") { () throws(LottieDecodingError) in try body(property) }
        }
    }
}

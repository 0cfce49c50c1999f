/// An expression whose diagnostic is found when diagnostics are read, not when it is decoded:
/// finding it means parsing the expression.
struct ExpressionCheck: Sendable {
    /// How many of decoding's other diagnostics come before the expression's.
    let position: Int
    let expression: PropertyExpression

    /// `diagnostics` with the diagnostics of `checks` (in order of position) in their places.
    static func diagnostics(_ diagnostics: [Diagnostic], with checks: [ExpressionCheck]) -> [Diagnostic] {
        var merged: [Diagnostic] = []
        var next = 0
        for check in checks {
            guard let diagnostic = check.expression.diagnostic else { continue }
            merged += diagnostics[next..<check.position]
            next = check.position
            merged.append(diagnostic)
        }
        merged += diagnostics[next...]
        return merged
    }
}

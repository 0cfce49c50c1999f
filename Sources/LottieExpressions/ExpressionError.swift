/// Why an expression could not be parsed or evaluated. Its property keeps its keyframed value.
package enum ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source is not JavaScript this interpreter reads (line and column are 1-based).
    case syntax(String, line: Int, column: Int)
    /// A `throw` that no `catch` caught, or a JavaScript runtime error (`TypeError`, …).
    case thrown(String)
    /// An identifier that neither the expression nor the host defines.
    case undefinedName(String)
    /// A composition or layer the expression names by name or index, which the file does not
    /// contain (`comp("name")`, `thisComp.layer("name")`): no player can evaluate it.
    case missingReference(String)
    /// Something After Effects offers that this interpreter does not.
    case unsupported(String)
    /// A bound of ``ExpressionLimits`` was reached.
    case limitExceeded(String)
    /// The expression ran, but its result does not fit the property (a string for a number).
    case badResult(String)
    /// The expression ran but left `$bm_rt`, where Lottie takes its value from, unassigned.
    case noResult

    package var description: String {
        switch self {
        case .syntax(let message, let line, let column): "syntax error at \(line):\(column): \(message)"
        case .thrown(let message): message
        case .undefinedName(let name): "ReferenceError: \(name) is not defined"
        case .missingReference(let message): "ReferenceError: \(message)"
        case .unsupported(let message): "not supported: \(message)"
        case .limitExceeded(let message): "stopped: \(message)"
        case .badResult(let message): message
        case .noResult: "the expression runs but assigns nothing to $bm_rt, the variable Lottie takes its value from"
        }
    }
}

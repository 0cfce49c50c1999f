/// Every bound on expression work, declared in one place. Expressions come from the file, so
/// each of these keeps a hostile one from hanging a frame, exhausting memory or the stack:
/// hitting one stops that expression with ``ExpressionError/limitExceeded(_:)`` and its
/// property keeps its keyframed value.
package enum ExpressionLimits {
    /// Longest expression source parsed, in UTF-8 bytes (the longest in the corpus is 5.5 KB).
    package static let maxSourceBytes = 64 * 1024
    /// Deepest nesting of expressions and statements the parser accepts (each level is a
    /// recursive call in the parser and the evaluator).
    package static let maxSyntaxDepth = 96
    /// Evaluation steps (one per syntax node visited, plus one per element a built-in touches)
    /// one expression may take.
    package static let maxStepsPerExpression = 200_000
    /// Evaluation steps all the expressions of one frame may take together; later expressions
    /// of that frame keep their keyframed values once it is spent. The heaviest frame of the
    /// corpus takes 3,174.
    package static let maxStepsPerFrame = 2_000_000
    /// Deepest chain of function calls (including `eval` and built-ins that call back).
    package static let maxCallDepth = 48
    /// Most bytes of the thread's stack one evaluation may use (measured, so that nesting
    /// within deep recursion stops before the stack runs out, in debug builds too).
    package static let maxStackBytes = 1024 * 1024
    /// Most array elements plus string characters one expression may create in total.
    package static let maxAllocatedUnits = 1_000_000
    /// Longest array or string one value may be.
    package static let maxValueLength = 100_000
    /// Deepest chain of expressions that read other properties with expressions (a reads b
    /// reads c …); a longer chain, or a cycle, reads the keyframed value.
    package static let maxReferenceDepth = 16
}

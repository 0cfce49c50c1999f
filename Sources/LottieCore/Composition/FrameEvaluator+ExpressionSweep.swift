import LottieExpressions
import LottieModel

extension FrameEvaluator {
    /// The most frames ``expressionFailures(from:to:known:)`` evaluates.
    package static let expressionSweepFrames = 240

    /// The expressions that cannot be evaluated at some frame from `start` up to `end`, one
    /// diagnostic per expression (its JSON path), in the order they are met, leaving out the
    /// paths in `known`. Each whole frame is evaluated in turn (at most
    /// ``expressionSweepFrames``, spread evenly over a longer range), so an expression whose
    /// layer shows only between a few sampled frames is run too. Frames are evaluated, not
    /// drawn; the sweep stops once every expression has failed, or when it has spent the steps
    /// of four frames' budgets (``ExpressionLimits/maxStepsPerFrame``).
    package func expressionFailures(from start: Double, to end: Double, known: Set<String> = []) -> [Diagnostic] {
        let total = animation.expressions.count
        guard total > 0, start.isFinite, end.isFinite, end > start else { return [] }
        let count = min(Self.expressionSweepFrames, max(1, Int((end - start).rounded(.up))))
        var paths = known
        var failures: [Diagnostic] = []
        var stepsLeft = 4 * ExpressionLimits.maxStepsPerFrame
        for index in 0..<count where paths.count < total && stepsLeft > 0 {
            let report = evaluateReporting(at: start + (end - start) * Double(index) / Double(count))
            stepsLeft -= report.expressionSteps
            for failure in report.expressionFailures where paths.insert(failure.path).inserted { failures.append(failure) }
        }
        return failures
    }
}

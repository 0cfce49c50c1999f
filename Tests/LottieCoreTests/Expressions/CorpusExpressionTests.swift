import LottieCore
import LottieExpressions
import LottieModel
import TestSupport
import Testing

/// Every corpus file with expressions evaluates its expressions at the frames the fidelity
/// references use, within the budgets, and at every other frame: none is stopped by a limit,
/// and no more fail than ``maxFailing``. The test prints the failures grouped by reason.
@Suite struct CorpusExpressionTests {
    /// The expressions that fail at some frame today, a ceiling that only ever falls: 50 name
    /// a composition the file does not contain (`comp("_anim")` in `navidad.json`), 4 leave
    /// `$bm_rt` undefined (whose value Lottie players do not take), and 3 read a data layer's
    /// JSON, which this test does not load. (At the six sampled frames alone, 21 of the 50
    /// were met: the others' layers show only between them.)
    static let maxFailing = 57

    static let files: [Corpus.Entry] = Corpus.animations().filter {
        guard let text = try? String(contentsOf: $0.url, encoding: .utf8) else { return false }
        return text.contains(#""x":"#)
    }

    @Test(.enabled(if: !files.isEmpty, "../shared is absent"))
    func expressionsStayWithinTheirBudgets() throws {
        var expressions = 0
        var failing = 0
        var heaviestFrame = 0
        var reasons: [String: Int] = [:]
        for entry in Self.files {
            guard let bytes = try? Array(String(contentsOf: entry.url, encoding: .utf8).utf8),
                let animation = try? Animation(jsonBytes: bytes), !animation.expressions.isEmpty
            else { continue }
            expressions += animation.expressions.count
            let evaluator = FrameEvaluator(animation: animation)
            var failed: [String: String] = [:]
            for step in 0..<6 {
                let frame = animation.inPoint + (animation.outPoint - animation.inPoint) * Double(step) / 6
                let report = evaluator.evaluateReporting(at: frame)
                heaviestFrame = max(heaviestFrame, report.expressionSteps)
                for failure in report.expressionFailures {
                    #expect(!failure.message.contains("stopped"), "\(entry.path): \(failure.path): \(failure.message)")
                    failed[failure.path] = failed[failure.path] ?? failure.message
                }
            }
            // Expressions on layers that none of those frames shows, from a sweep of every frame.
            for failure in evaluator.expressionFailures(from: animation.inPoint, to: animation.outPoint, known: Set(failed.keys)) {
                #expect(!failure.message.contains("stopped"), "\(entry.path): \(failure.path): \(failure.message)")
                failed[failure.path] = failure.message
            }
            failing += failed.count
            for message in failed.values { reasons[message, default: 0] += 1 }
        }
        print("corpus expressions: \(expressions), failing at some frame: \(failing), heaviest sampled frame: \(heaviestFrame) steps")
        for (message, count) in reasons.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { print("  \(count) × \(message)") }
        #expect(heaviestFrame < ExpressionLimits.maxStepsPerFrame / 10)
        #expect(failing <= Self.maxFailing, "\(failing) expressions fail, more than the \(Self.maxFailing) that did")
    }
}

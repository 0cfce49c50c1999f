import LottieCore
import LottieExpressions
import LottieModel
import TestSupport
import Testing

/// Every corpus file with expressions evaluates its expressions at the frames the fidelity
/// references use, within the budgets: none is stopped by a limit.
@Suite struct CorpusExpressionTests {
    static let files: [Corpus.Entry] = Corpus.animations().filter {
        guard let text = try? String(contentsOf: $0.url, encoding: .utf8) else { return false }
        return text.contains(#""x":"#)
    }

    @Test(.enabled(if: !files.isEmpty, "../shared is absent"))
    func expressionsStayWithinTheirBudgets() throws {
        var expressions = 0
        var failing = 0
        var heaviestFrame = 0
        for entry in Self.files {
            guard let bytes = try? Array(String(contentsOf: entry.url, encoding: .utf8).utf8),
                let animation = try? Animation(jsonBytes: bytes), !animation.expressions.isEmpty
            else { continue }
            expressions += animation.expressions.count
            let evaluator = FrameEvaluator(animation: animation)
            var failed: Set<String> = []
            for step in 0..<6 {
                let frame = animation.inPoint + (animation.outPoint - animation.inPoint) * Double(step) / 6
                let report = evaluator.evaluateReporting(at: frame)
                heaviestFrame = max(heaviestFrame, report.expressionSteps)
                for failure in report.expressionFailures {
                    #expect(!failure.message.contains("stopped"), "\(entry.path): \(failure.path): \(failure.message)")
                    failed.insert(failure.path)
                }
            }
            failing += failed.count
        }
        print("corpus expressions: \(expressions), failing at the sampled frames: \(failing), heaviest frame: \(heaviestFrame) steps")
        #expect(heaviestFrame < ExpressionLimits.maxStepsPerFrame / 10)
    }
}

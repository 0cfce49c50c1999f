import LottieGraphics
import LottieModel

/// Evaluates an animation at a frame: a pure function from (animation, frame) to a
/// display list in composition coordinates.
///
/// ```swift
/// let evaluator = FrameEvaluator(animation: model)
/// let list = evaluator.displayList(at: 30)
/// ```
package struct FrameEvaluator: Sendable {
    /// What the evaluator holds, shared by its copies: a copy (each frame's layer context
    /// takes one) retains one reference instead of every field.
    private let parts: Parts

    package var animation: Animation { parts.animation }
    /// Resolved images, glyphs and value providers.
    package var environment: EvaluationEnvironment { parts.environment }
    var precompositions: [String: Precomposition] { parts.precompositions }
    /// Image assets by id (the first of duplicates).
    var imageAssets: [String: ImageAsset] { parts.imageAssets }
    /// Glyph sources by font name: the animation's own `chars`, then the environment's outlines.
    var textFonts: [String: TextFont] { parts.textFonts }
    /// The compositions as expressions see them; nil when the animation has no expressions.
    var expressionCompositions: ExpressionCompositions? { parts.expressionCompositions }
    /// What this evaluator's frames reuse from one another; nil for an evaluator made for
    /// one evaluation.
    var cache: EvaluationCache? { parts.cache }

    package init(animation: Animation, environment: EvaluationEnvironment = EvaluationEnvironment()) {
        self.init(animation: animation, environment: environment, isCaching: true)
    }

    /// An evaluator that keeps what its frames can share (``EvaluationCache``) when
    /// `isCaching` is set.
    package init(animation: Animation, environment: EvaluationEnvironment, isCaching: Bool) {
        parts = Parts(animation: animation, environment: environment, isCaching: isCaching)
    }

    /// The display list at `frame`, an absolute frame number (the animation's own
    /// numbering, starting at `ip`). Non-finite frames evaluate the first frame.
    package func displayList(at frame: Double) -> DisplayList {
        evaluate(at: frame).list
    }

    /// The display list of the pose `progress` of the way from the pose at `from` to the pose
    /// at `to` (``PoseBlend``): what a dotLottie state machine shows during a tweened
    /// transition. Evaluated without this evaluator's caches, which keep values by frame.
    package func displayList(blendingFrom from: Double, to: Double, progress: Double) -> DisplayList {
        guard progress > 0, from != to, from.isFinite, to.isFinite else { return displayList(at: from) }
        guard progress < 1 else { return displayList(at: to) }
        let uncached = FrameEvaluator(animation: animation, environment: environment, isCaching: false)
        return PoseBlend.$current.withValue(PoseBlend(offset: to - from, progress: progress)) { uncached.displayList(at: from) }
    }

    /// The display list plus what could not be drawn as the file describes (expressions that
    /// could not be evaluated included, each naming its JSON path). With a `profile`, each layer
    /// instance's evaluation time is added to it and its group tagged with its entry.
    package func evaluate(at frame: Double, profile: LayerProfile? = nil) -> (list: DisplayList, notes: [String]) {
        let report = evaluateReporting(at: frame, profile: profile)
        return (report.list, report.notes + report.expressionFailures.map { "expression at \($0.path): \($0.message)" })
    }

    /// The display list, what could not be drawn as the file describes, and the expressions
    /// that could not be evaluated (diagnostics at the expressions' JSON paths; their
    /// properties kept their keyframed values).
    package func evaluateReporting(at frame: Double, profile: LayerProfile? = nil) -> FrameReport {
        guard environment.valueProviders.isEmpty else { return resolved(at: frame).evaluateReporting(at: frame, profile: profile) }
        var steps = 0
        let (result, failures) = withExpressions(steps: &steps) { () -> (DisplayList, [String]) in
            var context = LayerContext(evaluator: self, profile: profile)
            let items = context.items(at: frame.isFinite ? frame : animation.inPoint)
            return (DisplayList(width: animation.width, height: animation.height, items: items), context.notes)
        }
        return FrameReport(list: result.0, notes: result.1, expressionFailures: failures, expressionSteps: steps)
    }

    /// Runs `body` with this animation's expressions evaluated wherever it reads a property
    /// (``ExpressionRuntime/current`` bound to a runtime of its own); returns what failed.
    package func withExpressions<T>(_ body: () -> T) -> (T, [Diagnostic]) {
        var steps = 0
        return withExpressions(steps: &steps, body)
    }

    /// ``withExpressions(_:)``, also giving the evaluation steps the expressions took.
    package func withExpressions<T>(steps: inout Int, _ body: () -> T) -> (T, [Diagnostic]) {
        guard let expressionCompositions else { return (body(), []) }
        let runtime = ExpressionRuntime(compositions: expressionCompositions)
        let result = ExpressionRuntime.$current.withValue(runtime) { body() }
        let failures = runtime.failures.map(\.diagnostic)
        steps = runtime.stepsTaken
        return (result, failures)
    }
}

/// One frame's evaluation (``FrameEvaluator/evaluateReporting(at:)``).
package struct FrameReport: Sendable {
    package var list: DisplayList
    /// What could not be drawn as described.
    package var notes: [String]
    /// The expressions that could not be evaluated at this frame, at their JSON paths.
    package var expressionFailures: [Diagnostic]
    /// The evaluation steps the frame's expressions took (``LottieExpressions/ExpressionLimits``).
    package var expressionSteps: Int
}

/// The fields of a ``FrameEvaluator``, made once from its animation and environment.
private final class Parts: Sendable {
    let animation: Animation
    let environment: EvaluationEnvironment
    let precompositions: [String: Precomposition]
    let imageAssets: [String: ImageAsset]
    let textFonts: [String: TextFont]
    let expressionCompositions: ExpressionCompositions?
    let cache: EvaluationCache?

    init(animation: Animation, environment: EvaluationEnvironment, isCaching: Bool) {
        self.animation = animation
        self.environment = environment
        cache = isCaching ? EvaluationCache() : nil
        precompositions = animation.precompositionsByID
        var imageAssets: [String: ImageAsset] = [:]
        for case .image(let image) in animation.assets where imageAssets[image.id] == nil {
            imageAssets[image.id] = image
        }
        self.imageAssets = imageAssets
        let embedded = FontGlyphs.embedded(in: animation)
        var textFonts: [String: TextFont] = [:]
        for name in Set(embedded.keys).union(environment.text.fonts.keys) {
            textFonts[name] = TextFont(
                embedded: embedded[name],
                system: environment.text.fonts[name])
        }
        self.textFonts = textFonts
        expressionCompositions = animation.expressions.isEmpty ? nil : ExpressionCompositions(animation: animation, data: environment.data)
    }
}

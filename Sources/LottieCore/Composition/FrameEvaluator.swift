import LottieGraphics
import LottieModel

/// Evaluates an animation at a frame: a pure function from (animation, frame) to a
/// display list in composition coordinates.
///
/// ```swift
/// let evaluator = FrameEvaluator(animation: model)
/// let list = evaluator.displayList(at: 30)
/// ```
public struct FrameEvaluator: Sendable {
    public let animation: Animation
    /// Resolved images, glyphs and value providers.
    public let environment: EvaluationEnvironment
    let precompositions: [String: Precomposition]
    /// Image assets by id (the first of duplicates).
    let imageAssets: [String: ImageAsset]
    /// Glyph sources by font name: the animation's own `chars`, then the environment's outlines.
    let textFonts: [String: TextFont]

    public init(animation: Animation, environment: EvaluationEnvironment = EvaluationEnvironment()) {
        self.animation = animation
        self.environment = environment
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
                embedded: embedded[name]?.withStraightSegmentsAsCubics(),
                system: environment.text.fonts[name]?.withStraightSegmentsAsCubics())
        }
        self.textFonts = textFonts
    }

    /// The display list at `frame`, an absolute frame number (the animation's own
    /// numbering, starting at `ip`). Non-finite frames evaluate the first frame.
    public func displayList(at frame: Double) -> DisplayList {
        evaluate(at: frame).list
    }

    /// The display list plus what could not be drawn as the file describes. With a `profile`,
    /// each layer instance's evaluation time is added to it and its group tagged with its entry.
    public func evaluate(at frame: Double, profile: LayerProfile? = nil) -> (list: DisplayList, notes: [String]) {
        guard environment.valueProviders.isEmpty else { return resolved(at: frame).evaluate(at: frame, profile: profile) }
        var context = LayerContext(evaluator: self, profile: profile)
        let items = context.items(at: frame.isFinite ? frame : animation.inPoint)
        return (DisplayList(width: animation.width, height: animation.height, items: items), context.notes)
    }
}

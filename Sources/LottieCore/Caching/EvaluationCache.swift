import LottieGraphics
import LottieModel
import Synchronization

/// What one ``FrameEvaluator`` keeps between frames: results that depend only on its model
/// and environment, never on the frame, so every frame reuses them in any order.
///
/// - Text layouts, by the text drawn and its document (the font comes from the document's
///   font name, fixed for the evaluator).
/// - Shape layers whose shapes hold still over stretches of frames (``TimeVariation``):
///   their paths and paint operations in the stretch last evaluated, and their display items
///   for the last layer transform. A layer whose shapes never vary has one stretch.
/// - Text layers whose glyphs hold still over stretches of frames: their draws in layer space
///   (``StaticText``).
/// - The measures of trimmed paths, by path (``PathMeasureCache``).
/// - The stops of gradients, by their written values (``GradientStopsCache``).
///
/// Each cache is bounded in entries and in size; a new evaluator (new model, environment or
/// value providers) starts empty.
final class EvaluationCache: Sendable {
    /// At most this many text layouts, of at most ``maxLaidOutGlyphs`` glyphs in all.
    static let maxTextLayouts = 64
    static let maxLaidOutGlyphs = 8_192

    /// At most this many shape layers' evaluations, of at most ``maxStaticPathElements`` (counted
    /// as ``StaticShapes/cost``) in all.
    static let maxStaticShapeLayers = 1_024
    static let maxStaticPathElements = 32_768

    /// At most this many text layers' draws, of at most ``maxStaticGlyphDraws`` in all.
    static let maxStaticTextLayers = 256
    static let maxStaticGlyphDraws = 16_384

    /// The measures of the paths that trim paths cut.
    let pathMeasures = PathMeasureCache()
    /// The stops of gradient fills and strokes.
    let gradientStops = GradientStopsCache()

    private let textLayouts = Mutex(
        BoundedCache<TextLayoutKey, TextLayout>(maxEntries: maxTextLayouts, maxCost: maxLaidOutGlyphs))
    /// How each shape layer met varies with time, decided once, the second time the layer is
    /// drawn (nil until then; cost: its ranges, plus one).
    private let variations = Mutex(BoundedCache<LayerKey, TimeVariation?>(maxEntries: 16_384, maxCost: 65_536))
    private let staticShapes = Mutex(
        BoundedCache<LayerKey, StaticShapes>(maxEntries: maxStaticShapeLayers, maxCost: maxStaticPathElements))
    private let staticTexts = Mutex(
        BoundedCache<LayerKey, StaticText>(maxEntries: maxStaticTextLayers, maxCost: maxStaticGlyphDraws))

    /// The layout of `text` set in `document` with `font`, laid out once per evaluator.
    func textLayout(of text: String, document: TextDocument, font: TextFont) -> TextLayout {
        let key = TextLayoutKey(text: text, document: document)
        if let layout = textLayouts.withLock({ $0[key] }) { return layout }
        let layout = TextLayout(text: text, document: document, font: font)
        _ = textLayouts.withLock { $0.insert(layout, for: key, cost: max(layout.glyphs.count, 1)) }
        return layout
    }

    /// How the model of the layer at `key` (its shapes, or its text and masks), given by
    /// `value`, varies with time, or nil the first time the layer is drawn: a layer drawn
    /// once gains nothing from being kept, and finding its variation (by reflection over the
    /// model) costs more than drawing it, so a single frame never pays for it. When its ranges do not fit, the layer is kept as
    /// changing at every frame (it is then not cached, but not reflected on again either).
    func variation(_ key: LayerKey, of value: () -> Any) -> TimeVariation? {
        let met = variations.withLock { cache -> TimeVariation?? in
            if let variation = cache[key] { return variation }
            _ = cache.insert(nil, for: key, cost: 1)
            return nil
        }
        guard let met else { return nil }
        if let variation = met { return variation }
        let variation = TimeVariation.of(value())
        return variations.withLock {
            if $0.insert(variation, for: key, cost: variation.cost) { return variation }
            $0.insert(.everyFrame, for: key, cost: TimeVariation.everyFrame.cost)
            return .everyFrame
        }
    }

    /// The kept evaluation of the shape layer at `key`, if any.
    func staticShapes(at key: LayerKey) -> StaticShapes? {
        staticShapes.withLock { $0[key] }
    }

    /// Replaces the display items kept for the shape layer at `key` with
    /// `items`, made for `transform`.
    func keep(_ items: [DisplayItem], for transform: AffineTransform, at key: LayerKey) {
        staticShapes.withLock {
            $0.update(key) { kept in
                kept.items = items
                kept.layerTransform = transform
            }
        }
    }

    /// Keeps the evaluation of the shape layer at `key` (replacing an earlier stretch's).
    func keep(_ shapes: StaticShapes, at key: LayerKey) {
        _ = staticShapes.withLock { $0.insert(shapes, for: key, cost: shapes.cost) }
    }

    /// The glyph draws kept for the text layer at `key`, if any.
    func staticText(at key: LayerKey) -> StaticText? {
        staticTexts.withLock { $0[key] }
    }

    /// Keeps the glyph draws of the text layer at `key` (replacing an earlier stretch's).
    func keep(_ text: StaticText, at key: LayerKey) {
        _ = staticTexts.withLock { $0.insert(text, for: key, cost: text.cost) }
    }
}

/// What decides a text layout besides the font, which the document's font name picks.
private struct TextLayoutKey: Hashable {
    var text: String
    var document: TextDocument
}

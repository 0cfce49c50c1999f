import LottieGraphics
import LottieModel
import Synchronization

/// What one ``FrameEvaluator`` keeps between frames: results that depend only on its model
/// and environment, never on the frame, so every frame reuses them in any order.
///
/// - Text layouts, by the text drawn and its document (the font comes from the document's
///   font name, fixed for the evaluator).
/// - Shape layers whose shapes do not vary with time (``TimeInvariance``): their paths and
///   paint operations, and their display items for the last layer transform.
///
/// Each cache is bounded in entries and in size; a new evaluator (new model, environment or
/// value providers) starts empty.
final class EvaluationCache: Sendable {
    /// At most this many text layouts, of at most ``maxLaidOutGlyphs`` glyphs in all.
    static let maxTextLayouts = 64
    static let maxLaidOutGlyphs = 8_192

    /// At most this many static shape layers, of at most ``maxStaticPathElements`` (counted
    /// as ``StaticShapes/cost``) in all.
    static let maxStaticShapeLayers = 1_024
    static let maxStaticPathElements = 32_768

    private let textLayouts = Mutex(
        BoundedCache<TextLayoutKey, TextLayout>(maxEntries: maxTextLayouts, maxCost: maxLaidOutGlyphs))
    /// Whether each shape layer met is time-invariant, decided once.
    private let invariantLayers = Mutex(BoundedCache<LayerKey, Bool>(maxEntries: 16_384, maxCost: 16_384))
    private let staticShapes = Mutex(
        BoundedCache<LayerKey, StaticShapes>(maxEntries: maxStaticShapeLayers, maxCost: maxStaticPathElements))

    /// The layout of `text` set in `document` with `font`, laid out once per evaluator.
    func textLayout(of text: String, document: TextDocument, font: TextFont) -> TextLayout {
        let key = TextLayoutKey(text: text, document: document)
        if let layout = textLayouts.withLock({ $0[key] }) { return layout }
        let layout = TextLayout(text: text, document: document, font: font)
        textLayouts.withLock { $0.insert(layout, for: key, cost: max(layout.glyphs.count, 1)) }
        return layout
    }

    /// Whether the shape layer at `key`, showing `shapes`, draws the same at every frame.
    func isInvariant(_ key: LayerKey, shapes: [ShapeItem]) -> Bool {
        if let isInvariant = invariantLayers.withLock({ $0[key] }) { return isInvariant }
        let isInvariant = TimeInvariance.isInvariant(shapes)
        invariantLayers.withLock { $0.insert(isInvariant, for: key, cost: 1) }
        return isInvariant
    }

    /// The kept evaluation of the time-invariant shape layer at `key`, if any.
    func staticShapes(at key: LayerKey) -> StaticShapes? {
        staticShapes.withLock { $0[key] }
    }

    /// Replaces the display items kept for the time-invariant shape layer at `key` with
    /// `items`, made for `transform`.
    func keep(_ items: [DisplayItem], for transform: AffineTransform, at key: LayerKey) {
        staticShapes.withLock {
            $0.update(key) { kept in
                kept.items = items
                kept.layerTransform = transform
            }
        }
    }

    /// Keeps the evaluation of the time-invariant shape layer at `key`.
    func keep(_ shapes: StaticShapes, at key: LayerKey) {
        staticShapes.withLock { $0.insert(shapes, for: key, cost: shapes.cost) }
    }
}

/// What decides a text layout besides the font, which the document's font name picks.
private struct TextLayoutKey: Hashable {
    var text: String
    var document: TextDocument
}

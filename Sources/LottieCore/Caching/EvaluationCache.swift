import LottieModel
import Synchronization

/// What one ``FrameEvaluator`` keeps between frames: results that depend only on its model
/// and environment, never on the frame, so every frame reuses them in any order.
///
/// - Text layouts, by the text drawn and its document (the font comes from the document's
///   font name, fixed for the evaluator).
///
/// Each cache is bounded in entries and in size; a new evaluator (new model, environment or
/// value providers) starts empty.
final class EvaluationCache: Sendable {
    /// At most this many text layouts, of at most ``maxLaidOutGlyphs`` glyphs in all.
    static let maxTextLayouts = 64
    static let maxLaidOutGlyphs = 8_192

    private let textLayouts = Mutex(
        BoundedCache<TextLayoutKey, TextLayout>(maxEntries: maxTextLayouts, maxCost: maxLaidOutGlyphs))

    /// The layout of `text` set in `document` with `font`, laid out once per evaluator.
    func textLayout(of text: String, document: TextDocument, font: TextFont) -> TextLayout {
        let key = TextLayoutKey(text: text, document: document)
        if let layout = textLayouts.withLock({ $0[key] }) { return layout }
        let layout = TextLayout(text: text, document: document, font: font)
        textLayouts.withLock { $0.insert(layout, for: key, cost: max(layout.glyphs.count, 1)) }
        return layout
    }
}

/// What decides a text layout besides the font, which the document's font name picks.
private struct TextLayoutKey: Hashable {
    var text: String
    var document: TextDocument
}

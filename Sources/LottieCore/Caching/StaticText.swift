import LottieGraphics

/// A text layer's glyph draws in one stretch of frames where its document, animators, text
/// path and masks hold still (see ``TimeVariation``), kept by ``EvaluationCache``: the text
/// they show, the draws in layer space (each glyph a shape) and what their evaluation noted.
struct StaticText: Sendable {
    /// The stretch (``TimeVariation/stretch(at:)``) the draws hold for.
    var stretch: Int
    /// The text drawn (a text provider may replace the document's).
    var text: String
    /// The glyph draws for a layer transform of identity.
    var local: [DisplayItem]
    var notes: [String]

    /// What the cache counts against its size: the draws.
    var cost: Int { local.count + 1 }

    /// The draws moved by the layer transform `world`, as drawing them with it would give.
    func items(in world: AffineTransform) -> [DisplayItem] {
        guard world != .identity else { return local }
        return local.map { item in
            guard case .shape(var draw) = item else { return item }
            draw.transform = draw.transform.concatenating(world)
            return .shape(draw)
        }
    }
}

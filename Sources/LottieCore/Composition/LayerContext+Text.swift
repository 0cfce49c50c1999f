import LottieGraphics
import LottieModel

extension LayerContext {
    /// The glyphs of the text layer at `position` at its list's frame: the document of the
    /// frame (with the text provider's replacement), laid out, each glyph transformed and
    /// coloured by the text animators, then filled and stroked (the stroke on top unless `of`
    /// is false); a glyph drawn by a precomposition shows its layers instead.
    ///
    /// Where the document, animators, text path and masks hold still over a stretch of frames
    /// (``TimeVariation``, found the second time the layer is drawn) and the text drawn is
    /// the same, the glyphs' draws are made once for the stretch and moved with `world`.
    mutating func text(_ data: TextData, at position: Int, in list: LayerList, world: AffineTransform) -> [DisplayItem] {
        let frame = list.frame
        guard let document = data.document.document(at: frame) else { return [] }
        let keypath = list.keys(of: position).joined(separator: ".")
        let text = evaluator.environment.text.text(forLayer: keypath, source: document.text)
        guard !text.allSatisfy(\.isWhitespace) else { return [] }
        let key = LayerKey(list, position: position)
        // Glyphs drawn by precompositions hold their layers, which do not move as one draw.
        guard let cache = evaluator.cache, evaluator.textFonts[document.fontName]?.hasPrecompositions == false,
            let stretch = cache.variation(key, of: { (data, list.layers[position].masks) })?.stretch(at: frame)
        else { return glyphs(data, document: document, text: text, at: position, in: list, world: world) }
        if let kept = cache.staticText(at: key), kept.stretch == stretch, kept.text == text {
            for message in kept.notes { note(message) }
            return kept.items(in: world)
        }
        var notes: [String] = []
        let items = glyphs(data, document: document, text: text, at: position, in: list, world: .identity, notes: &notes)
        let kept = StaticText(stretch: stretch, text: text, local: items, notes: notes)
        cache.keep(kept, at: key)
        return kept.items(in: world)
    }

    /// The glyph draws of the text layer at `position` showing `text` in `document`.
    private mutating func glyphs(
        _ data: TextData, document: TextDocument, text: String, at position: Int, in list: LayerList, world: AffineTransform
    ) -> [DisplayItem] {
        var notes: [String] = []
        return glyphs(data, document: document, text: text, at: position, in: list, world: world, notes: &notes)
    }

    /// The same, adding what it notes to `notes` too.
    private mutating func glyphs(
        _ data: TextData, document: TextDocument, text: String, at position: Int, in list: LayerList, world: AffineTransform,
        notes: inout [String]
    ) -> [DisplayItem] {
        let (layer, frame) = (list.layers[position], list.frame)
        let noted = notes.count
        defer { for message in notes[noted...] { note(message) } }
        guard let font = evaluator.textFonts[document.fontName], !font.isEmpty else {
            notes.append("text layer font \"\(document.fontName)\" has no glyphs (no chars and no font provider outlines)")
            return []
        }
        let path = data.path.flatMap { TextPath($0, masks: layer.masks, frame: frame) }
        let alignment = data.alignment?.anchor.value(at: frame, default: .zero).xy ?? Vector2(0, 0)
        let layout =
            evaluator.cache?.textLayout(of: text, document: document, font: font)
            ?? TextLayout(text: text, document: document, font: font)
        if layout.glyphs.contains(where: { $0.outline == nil && !$0.isSpace }) {
            notes.append("text in font \"\(document.fontName)\" has characters without a glyph; they are skipped")
        }
        let attributes = animatedAttributes(data.animators, layout: layout, document: document, frame: frame)
        if data.animators.contains(where: \.style.hasUndrawnProperties) {
            notes.append("text animator 3D rotation, stroke hue/saturation/brightness, line spacing and blur are not drawn")
        }
        var shifts = Array(repeating: 0.0, count: layout.glyphs.count)
        trackingShifts(layout, attributes, into: &shifts)
        var items: [DisplayItem] = []
        for (number, glyph) in layout.glyphs.enumerated() {
            guard glyph.scale > 0, let outline = glyph.outline, !outline.path.isEmpty || glyph.precomposition != nil
            else { continue }
            let state = attributes[number]
            let matrix = Self.glyphMatrix(glyph, state, shift: shifts[number], alignment: alignment, path: path)
                .concatenating(world)
            let opacity = min(max(state.opacity, 0), 1)
            if let precomp = glyph.precomposition {
                items += self.glyph(precomp, matrix: matrix, opacity: opacity, textAt: position, in: list)
                continue
            }
            let fill = ShapeDraw(
                path: outline.path, bounds: outline.bounds, transform: matrix, paint: .solid(state.fill), style: .fill(.nonZero),
                opacity: opacity * min(max(state.fillOpacity, 0), 1))
            guard let strokeColor = state.stroke, state.strokeWidth > 0 else {
                items.append(.shape(fill))
                continue
            }
            let stroke = ShapeDraw(
                path: outline.path, bounds: outline.bounds, transform: matrix, paint: .solid(strokeColor),
                style: .stroke(StrokeStyle(width: state.strokeWidth / glyph.scale, join: .round)),
                opacity: opacity * min(max(state.strokeOpacity, 0), 1))
            items += document.strokeOverFill == false ? [.shape(stroke), .shape(fill)] : [.shape(fill), .shape(stroke)]
        }
        return items
    }

    /// Glyph outline (em units) → layer space: scaled to the font size, then the animator's
    /// scale and skew about the glyph's origin (the start of its baseline), its position offset and its
    /// rotation about the origin plus the grouping alignment (`m.a`), as the reference renderer
    /// (ThorVG) pivots; on a path, the glyph's centre is placed at its distance along the path.
    private static func glyphMatrix(
        _ glyph: PlacedGlyph, _ state: GlyphAttributes, shift: Double, alignment: Vector2, path: TextPath?
    ) -> AffineTransform {
        let local = AffineTransform(scaleX: glyph.scale, y: glyph.scale)
            .concatenating(AffineTransform(translationX: -state.anchor.x, y: -state.anchor.y))
            .concatenating(AffineTransform(scaleX: state.scale.x, y: state.scale.y))
            .concatenating(AffineTransform.skew(degrees: state.skew, axisDegrees: state.skewAxis) ?? .identity)
            .concatenating(AffineTransform(translationX: state.position.x - alignment.x, y: state.position.y - alignment.y))
            .concatenating(AffineTransform(rotation: state.rotation * .pi / 180))
            .concatenating(AffineTransform(translationX: alignment.x, y: alignment.y))
        guard let path else {
            return local.concatenating(AffineTransform(translationX: glyph.origin.x + shift, y: glyph.origin.y))
        }
        let center = glyph.advance / 2
        let (point, angle) = path.placement(at: glyph.origin.x + shift + center)
        return local.concatenating(AffineTransform(translationX: -center, y: glyph.origin.y))
            .concatenating(AffineTransform(rotation: path.isPerpendicular ? angle : 0))
            .concatenating(AffineTransform(translationX: point.x, y: point.y))
    }

    /// Each glyph's state after every animator, weighted by its selector over the units
    /// (characters, characters without spaces, words or lines) the selector counts.
    private func animatedAttributes(
        _ animators: [TextAnimator], layout: TextLayout, document: TextDocument, frame: Double
    ) -> [GlyphAttributes] {
        var attributes = Array(repeating: GlyphAttributes(document: document), count: layout.glyphs.count)
        let nonSpaces = layout.glyphs.filter { !$0.isSpace }.count
        for animator in animators {
            guard let selector = animator.selector else { continue }
            let total: Int
            switch selector.basedOn {
            case .characters: total = layout.characterCount
            case .charactersExcludingSpaces: total = nonSpaces
            case .words: total = layout.wordCount
            case .lines: total = layout.lineCount
            }
            let range = SelectorRange(selector, frame: frame, unitCount: total)
            for (number, glyph) in layout.glyphs.enumerated() {
                let unit: Int
                switch selector.basedOn {
                case .characters: unit = glyph.index
                case .charactersExcludingSpaces: unit = glyph.indexExcludingSpaces
                case .words: unit = glyph.word
                case .lines: unit = glyph.line
                }
                attributes[number].apply(
                    animator.style, weight: range.weight(ofUnit: unit), frame: frame, fontSize: document.fontSize)
            }
        }
        return attributes
    }

    /// Animator tracking opens space before each glyph, so it moves that glyph and every later
    /// one on its line (lottie-web `TextAnimatorProperty`). Centred and right-aligned lines move
    /// back by half or all of the line's extra width so they stay aligned; left-aligned lines
    /// keep their first glyph in place.
    private func trackingShifts(_ layout: TextLayout, _ attributes: [GlyphAttributes], into shifts: inout [Double]) {
        guard attributes.contains(where: { $0.tracking != 0 }) else { return }
        var lineStart = 0
        while lineStart < layout.glyphs.count {
            let line = layout.glyphs[lineStart].line
            let anchor = line < layout.lineAnchors.count ? layout.lineAnchors[line] : 0
            var end = lineStart
            var sum = 0.0
            while end < layout.glyphs.count, layout.glyphs[end].line == line {
                if end > lineStart || anchor != 0 { sum += attributes[end].tracking }
                shifts[end] = sum
                end += 1
            }
            for number in lineStart..<end { shifts[number] -= sum * anchor }
            lineStart = end
        }
    }
}

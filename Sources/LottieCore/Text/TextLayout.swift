import LottieGraphics
import LottieModel

/// Lays out a text document: characters to glyphs, paragraphs wrapped to the box (`sz`),
/// lines justified (`j`) and stacked by line height (`lh`) from the first baseline, right-to-left
/// runs placed in visual order (`BidiRuns`).
///
/// Point text starts at the layer origin: left-justified lines start at x = 0, right-justified
/// lines end there, centred lines are centred on it; the first baseline is y = 0. Box text is
/// aligned inside `ps.x … ps.x + sz.x` with the first baseline at `ps.y` + ascent.
struct TextLayout {
    /// Upper bound on laid-out characters per document.
    static let maxGlyphs = 20_000

    private(set) var glyphs: [PlacedGlyph] = []
    private(set) var lineCount = 0
    private(set) var wordCount = 0
    /// Characters plus line breaks: the total a percent range over characters divides (the
    /// reference renderer counts breaks in the total but not in the glyph indices).
    private(set) var characterCount = 0
    /// Per line: where animator tracking pushes the line from (0 start, 0.5 centre, 1 end).
    private(set) var lineAnchors: [Double] = []

    /// A character before placement.
    private struct Item {
        var character: String
        var outline: GlyphOutline?
        var precomposition: Glyph.Precomposition?
        var scale: Double
        var advance: Double
        var isSpace: Bool
    }

    private struct Line {
        var items: [Item]
        var isParagraphEnd: Bool
    }

    init(text: String, document: TextDocument, font: TextFont) {
        let size = document.fontSize
        let tracking = document.tracking / 1000 * size
        let lines = Self.paragraphs(text, document: document, font: font).flatMap { paragraph in
            Self.wrap(paragraph, width: document.boxSize?.x, tracking: tracking)
        }
        let lineHeight = document.lineHeight ?? 1.2 * size
        // Box text: the first baseline sits one ascent (at most the box height) below the box top.
        let boxAscent = document.boxSize.map { min(font.ascent * size, max($0.y, 0)) }
        let firstBaseline = (boxAscent.map { (document.boxPosition?.y ?? 0) + $0 } ?? 0) - (document.baselineShift ?? 0)
        var index = 0
        var breaks = 0
        var nonSpaces = 0
        var word = -1
        for (number, line) in lines.enumerated() {
            let width = line.items.reduce(0) { $0 + $1.advance + tracking }
            let (start, gap, anchor) = Self.alignment(
                document, width: width, isLast: line.isParagraphEnd, items: line.items)
            // Positions go left to right in visual order; glyphs stay in reading order, which
            // is the order range selectors count in.
            var xs = [Double](repeating: 0, count: line.items.count)
            var x = start
            for position in BidiRuns.visualOrder(line.items.map(\.character)) {
                let item = line.items[position]
                xs[position] = x
                x += item.advance + tracking + (gap.perSpace && !item.isSpace ? 0 : gap.amount)
            }
            var previousIsSpace = true
            for (position, item) in line.items.enumerated() {
                if !item.isSpace && previousIsSpace { word += 1 }
                previousIsSpace = item.isSpace
                glyphs.append(
                    PlacedGlyph(
                        outline: item.outline, precomposition: item.precomposition, scale: item.scale, advance: item.advance,
                        origin: Vector2(xs[position], firstBaseline + Double(number) * lineHeight),
                        isSpace: item.isSpace, index: index, indexExcludingSpaces: nonSpaces, word: max(word, 0),
                        line: number))
                index += 1
                if !item.isSpace { nonSpaces += 1 }
            }
            lineAnchors.append(anchor)
            if line.isParagraphEnd && number < lines.count - 1 { breaks += 1 }
        }
        characterCount = index + breaks
        lineCount = lines.count
        wordCount = word + 1
    }

    // MARK: - Steps

    /// Characters to items, split into paragraphs at `\r`, `\n` and U+0003, with caps applied
    /// and kerning folded into the advances.
    private static func paragraphs(_ text: String, document: TextDocument, font: TextFont) -> [[Item]] {
        var paragraphs: [[Item]] = [[]]
        var count = 0
        for character in text {
            count += 1
            guard count <= maxGlyphs else { break }
            if character == "\r" || character == "\n" || character == "\r\n" || character == "\u{3}" {
                paragraphs.append([])
                continue
            }
            var key = String(character)
            var scale = document.fontSize
            switch document.capitalization {
            case .regular: break
            case .allCaps: key = key.uppercased()
            case .smallCaps:
                let upper = key.uppercased()
                if upper != key { (key, scale) = (upper, scale * 0.7) }
            }
            let outline = font.outline(for: key)
            var item = Item(
                character: key, outline: outline, precomposition: font.precomposition(for: key), scale: scale, advance: (outline?.advance ?? 0) * scale,
                isSpace: character.isWhitespace)
            if let last = paragraphs[paragraphs.count - 1].last {
                paragraphs[paragraphs.count - 1][paragraphs[paragraphs.count - 1].count - 1].advance +=
                    font.kerning(last.character, key) * last.scale
            }
            if !item.advance.isFinite { item.advance = 0 }
            paragraphs[paragraphs.count - 1].append(item)
        }
        return paragraphs
    }

    /// One paragraph as lines no wider than `width` (when given): a line breaks at the last
    /// space before the word that overflows (the space is dropped), or inside a word longer
    /// than the line.
    private static func wrap(_ items: [Item], width: Double?, tracking: Double) -> [Line] {
        guard let width else { return [Line(items: items, isParagraphEnd: true)] }
        var lines: [Line] = []
        var line: [Item] = []
        var lineWidth = 0.0
        var lastSpace: Int?
        for item in items {
            let advance = item.advance + tracking
            if !item.isSpace, !line.isEmpty, lineWidth + advance > width + 1e-6 {
                if let space = lastSpace {
                    let rest = Array(line[(space + 1)...])
                    lines.append(Line(items: Array(line[..<space]), isParagraphEnd: false))
                    line = rest
                } else {
                    lines.append(Line(items: line, isParagraphEnd: false))
                    line = []
                }
                lineWidth = line.reduce(0) { $0 + $1.advance + tracking }
                lastSpace = nil
            }
            if item.isSpace { lastSpace = line.count }
            line.append(item)
            lineWidth += advance
        }
        lines.append(Line(items: line, isParagraphEnd: true))
        return lines
    }

    /// The start x of a line, the extra space justification adds after each space (or each
    /// character, for lines without spaces), and the line's anchor for animator tracking.
    private static func alignment(
        _ document: TextDocument, width: Double, isLast: Bool, items: [Item]
    ) -> (start: Double, gap: (amount: Double, perSpace: Bool), anchor: Double) {
        let noGap = (amount: 0.0, perSpace: false)
        // Justified lines align their last line as the mode says; point text has no width to fill.
        var mode = document.justification
        switch mode {
        case .left, .right, .center: break
        case .justifyLastLineLeft, .justifyLastLineRight, .justifyLastLineCenter, .justifyLastLineFull:
            if let box = document.boxSize, !isLast || mode == .justifyLastLineFull {
                let spaces = items.dropLast().filter(\.isSpace).count
                let gaps = spaces > 0 ? spaces : items.count - 1
                let free = box.x - width
                let amount = gaps > 0 && free > 0 ? free / Double(gaps) : 0
                return (document.boxPosition?.x ?? 0, (amount, spaces > 0), 0)
            }
            mode = mode == .justifyLastLineRight ? .right : mode == .justifyLastLineCenter ? .center : .left
        }
        let factor = mode == .right ? 1.0 : mode == .center ? 0.5 : 0
        guard let box = document.boxSize else { return (-width * factor, noGap, factor) }
        return ((document.boxPosition?.x ?? 0) + (box.x - width) * factor, noGap, factor)
    }
}

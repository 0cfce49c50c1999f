import LottieGraphics
import LottieModel

extension FontGlyphs {
    /// The animation's own glyphs (`chars`), by the name of the font they belong to:
    /// a glyph belongs to every `fonts.list` entry with the same `fFamily` and `fStyle`.
    /// Outlines are taken at frame 0 and scaled from size 100 to em units; a glyph drawn by
    /// a precomposition gives its advance and is kept in ``precompositions``.
    package static func embedded(in animation: Animation) -> [String: FontGlyphs] {
        guard !animation.glyphs.isEmpty else { return [:] }
        var byFamilyAndStyle: [Pair: FontGlyphs] = [:]
        for glyph in animation.glyphs {
            let key = Pair(glyph.fontFamily, glyph.style)
            var font = byFamilyAndStyle[key] ?? FontGlyphs()
            if font.outlines[glyph.character] == nil {
                let path: BezierPath
                switch glyph.content {
                case .shapes(let shapes):
                    path = outlinePath(shapes, depth: 0).transformed(by: AffineTransform(scaleX: 0.01, y: 0.01))
                case .precomposition(let precomp):
                    path = BezierPath()
                    font.precompositions[glyph.character] = precomp
                }
                font.outlines[glyph.character] = GlyphOutline(path: path, advance: glyph.width / 100)
            }
            byFamilyAndStyle[key] = font
        }
        var result: [String: FontGlyphs] = [:]
        for font in animation.fonts {
            guard var glyphs = byFamilyAndStyle[Pair(font.family, font.style)] else { continue }
            glyphs.ascent = font.ascent.map { $0 / 100 }
            result[font.name] = glyphs
        }
        return result
    }

    /// The paths of a glyph's shape list (groups with their transforms, path items), merged.
    private static func outlinePath(_ items: [ShapeItem], depth: Int) -> BezierPath {
        guard depth < DecodingLimits.maxGroupDepth else { return BezierPath() }
        var path = BezierPath()
        for item in items where !item.isHidden {
            switch item {
            case .group(let group):
                let matrix = group.transform.matrix(at: 0)
                path.append(outlinePath(group.items, depth: depth + 1).transformed(by: matrix))
            case .path(let shape):
                path.append(PathGenerator.path(from: shape.bezier.value(at: 0, default: .empty)))
            default:
                continue
            }
        }
        return path
    }
}

import LottieGraphics

extension FontGlyphs {
    /// The same glyphs with every straight segment written as a cubic. Glyph edges are then
    /// never pixel-snapped by the rasterizer (it snaps only rectangles made of lines, as the
    /// reference renderer does), so thin stems such as "l" or "|" keep their antialiasing.
    func withStraightSegmentsAsCubics() -> FontGlyphs {
        var result = self
        for (character, outline) in outlines {
            result.outlines[character] = GlyphOutline(path: Self.cubics(outline.path), advance: outline.advance)
        }
        return result
    }

    private static func cubics(_ path: BezierPath) -> BezierPath {
        var result = BezierPath()
        var current = Vector2(0, 0)
        var start = current
        for element in path.elements {
            switch element {
            case .move(let point):
                (current, start) = (point, point)
                result.move(to: point)
            case .line(let point):
                let step = (point - current) * (1.0 / 3)
                result.addCurve(to: point, control1: current + step, control2: current + step * 2)
                current = point
            case .cubic(let control1, let control2, let point):
                result.addCurve(to: point, control1: control1, control2: control2)
                current = point
            case .close:
                result.close()
                current = start
            }
        }
        return result
    }
}

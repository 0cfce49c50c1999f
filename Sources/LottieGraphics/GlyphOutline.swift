/// The outline and advance of one character of a font, scaled so that 1 is the font size
/// (em units): x to the right, y down, the baseline at y = 0 and the glyph body at negative y.
///
/// ```swift
/// let draw = outline.path.transformed(by: AffineTransform(scaleX: 36, y: 36))  // 36 px text
/// ```
package struct GlyphOutline: Hashable, Sendable {
    /// The glyph's contours, in em units.
    package let path: BezierPath
    /// The contours' bounds (``BezierPath/bounds``), found once: every frame that shows the
    /// glyph draws it.
    package let bounds: Rect?
    /// How far the pen moves after the glyph, in em units.
    package var advance: Double

    /// Creates a glyph outline.
    package init(path: BezierPath, advance: Double) {
        self.path = path
        bounds = path.bounds
        self.advance = advance
    }
}

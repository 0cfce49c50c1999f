/// Everything about a stroke except its paint.
///
/// The width and dash lengths are in the path's local space (the stroke is computed there and
/// the outline transformed, so non-uniform scale distorts it as it should).
///
/// ```swift
/// let style = StrokeStyle(width: 4, cap: .round, join: .miter, miterLimit: 4, dashes: [10, 5])
/// ```
package struct StrokeStyle: Hashable, Sendable {
    /// Full stroke width; zero, negative or non-finite draws nothing.
    package var width: Double
    package var cap: LineCap
    package var join: LineJoin
    /// The ratio of miter length to width above which a miter becomes a bevel.
    package var miterLimit: Double
    /// Alternating dash and gap lengths, starting with a dash. An odd count repeats with the
    /// roles swapped; negative entries count as zero; a total ≤ 0 means no dashing.
    package var dashes: [Double]
    /// How far into the pattern each subpath starts (the pattern restarts per subpath).
    package var dashOffset: Double

    /// Creates a stroke style.
    package init(
        width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4,
        dashes: [Double] = [], dashOffset: Double = 0
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashOffset = dashOffset
    }
}

import RealModule

/// A 2D affine transform in the column-vector convention:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// ```swift
/// let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
/// t.apply(to: Vector2(1, 1))   // (12, 2): scaled first, then translated
/// ```
package struct AffineTransform: Hashable, Sendable {
    package var a: Double
    package var b: Double
    package var c: Double
    package var d: Double
    package var tx: Double
    package var ty: Double

    /// Creates a transform from its six coefficients.
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(x, y)`.
    package init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically about the origin.
    package init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `radians` about the origin (positive turns x towards y, i.e. clockwise with y down).
    package init(rotation radians: Double) {
        let (s, co) = (Double.sin(radians), Double.cos(radians))
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    // MARK: - Composition

    /// The transform that applies `self` first and then `other`.
    @inlinable package func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: other.a * a + other.c * b,
            b: other.b * a + other.d * b,
            c: other.a * c + other.c * d,
            d: other.b * c + other.d * d,
            tx: other.a * tx + other.c * ty + other.tx,
            ty: other.b * tx + other.d * ty + other.ty)
    }

    /// The determinant `a·d − b·c`.
    @inlinable package var determinant: Double { a * d - b * c }

    /// The inverse transform, or `nil` when the transform is singular or not finite.
    package var inverted: AffineTransform? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-300, isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        let result = AffineTransform(
            a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
        return result.isFinite ? result : nil
    }

    /// Whether all six coefficients are finite.
    package var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether the transform maps axis-aligned rectangles to axis-aligned rectangles without swapping axes.
    @inlinable package var isAxisAligned: Bool { b == 0 && c == 0 }

    // MARK: - Applying

    /// Maps a point (translation included).
    @inlinable package func apply(to p: Vector2) -> Vector2 {
        Vector2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// Maps a direction vector (translation ignored).
    @inlinable package func applyToVector(_ v: Vector2) -> Vector2 {
        Vector2(a * v.x + c * v.y, b * v.x + d * v.y)
    }

    // MARK: - Scale estimates

    /// The geometric-mean scale `√|det|`: the factor by which lengths change on average.
    package var scaleFactor: Double {
        let s = abs(determinant).squareRoot()
        return s.isFinite ? s : 0
    }

    /// The largest singular value: the most any length can be stretched.
    package var maxScale: Double {
        let sum = a * a + b * b + c * c + d * d
        let det = determinant
        let disc = max(0, sum * sum - 4 * det * det).squareRoot()
        let s = ((sum + disc) / 2).squareRoot()
        return s.isFinite ? s : 0
    }
}

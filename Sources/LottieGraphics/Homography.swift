/// A projective map of the plane: `(x, y) ↦ (m0·x + m1·y + m2, m3·x + m4·y + m5) / w` with
/// `w = m6·x + m7·y + m8` (row-major, column vectors). A camera's view of a flat 3D layer is one:
/// points with `w > 0` lie in front of the camera, the others behind it and have no image.
///
/// ```swift
/// let h = Homography(AffineTransform(scaleX: 2, y: 2))
/// h.apply(to: Vector2(1, 1))   // Vector2(2, 2)
/// h.depth(at: Vector2(1, 1))   // 1: in front
/// ```
package struct Homography: Sendable, Equatable {
    /// The nine entries, row-major.
    package var m: [Double]

    /// A homography from its nine row-major entries (missing entries are those of the identity).
    package init(_ entries: [Double]) {
        let identity: [Double] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
        m = (0..<9).map { entries.indices.contains($0) ? entries[$0] : identity[$0] }
    }

    /// The affine transform as a homography.
    package init(_ t: AffineTransform) {
        self.init([t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1])
    }

    /// `w` at `p`: positive in front of the camera.
    package func depth(at p: Vector2) -> Double { m[6] * p.x + m[7] * p.y + m[8] }

    /// The image of `p`, or nil where `w` is 0 or the image is not finite. Whether `p` lies in
    /// front of the camera is `depth(at:)`'s to say.
    package func apply(to p: Vector2) -> Vector2? {
        let w = depth(at: p)
        guard w != 0 else { return nil }
        let q = Vector2((m[0] * p.x + m[1] * p.y + m[2]) / w, (m[3] * p.x + m[4] * p.y + m[5]) / w)
        return q.isFinite ? q : nil
    }

    /// `self` then `t` (the affine map applied to the image).
    package func followed(by t: AffineTransform) -> Homography {
        Homography(t).multiplied(by: self)
    }

    /// `self ∘ other`: `other` first.
    package func multiplied(by other: Homography) -> Homography {
        var r = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                r[row * 3 + column] = m[row * 3] * other.m[column] + m[row * 3 + 1] * other.m[3 + column] + m[row * 3 + 2] * other.m[6 + column]
            }
        }
        return Homography(r)
    }

    /// The inverse map (up to scale), or nil when singular or not finite.
    package var inverted: Homography? {
        let c0 = m[4] * m[8] - m[5] * m[7]
        let c1 = m[5] * m[6] - m[3] * m[8]
        let c2 = m[3] * m[7] - m[4] * m[6]
        let det = m[0] * c0 + m[1] * c1 + m[2] * c2
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let r = [
            c0, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            c1, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            c2, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ].map { $0 / det }
        return r.allSatisfy(\.isFinite) ? Homography(r) : nil
    }

    /// Whether every entry is finite.
    package var isFinite: Bool { m.allSatisfy(\.isFinite) }

    /// The image of the part of the convex `polygon` where `w ≥ minimumDepth` (a positive
    /// depth: in front of the camera).
    package func clippedImage(of polygon: [Vector2], minimumDepth: Double) -> [Vector2] {
        var kept: [Vector2] = []
        for (index, p) in polygon.enumerated() {
            let q = polygon[(index + 1) % polygon.count]
            let wp = depth(at: p) - minimumDepth
            let wq = depth(at: q) - minimumDepth
            if wp >= 0 { kept.append(p) }
            if (wp >= 0) != (wq >= 0), wp != wq {
                let t = wp / (wp - wq)
                kept.append(Vector2(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
            }
        }
        return kept.compactMap { apply(to: $0) }
    }
}

import LottieGraphics

/// Where the reference renderer's texture mapper (ThorVG, used for rotated or skewed images)
/// samples rows of an image whose top is cut by the drawing region.
///
/// ThorVG draws the image as two triangles, corners (0, 1, 3) and (1, 2, 3), each walked row by
/// row from its highest vertex. When that vertex lies above the region's top row, the walk is
/// advanced by the vertex's exact distance to that row rather than by whole rows from the
/// vertex's (truncated) row, so every sample of the triangle lands `trunc(y) − y` rows lower
/// than the pixel it colours. A triangle whose left edge is its shorter one restarts that edge
/// at its middle vertex, with the same rule for the rows below it. Uncut images are unshifted.
package struct TexmapShift: Sendable {
    /// One triangle: rows above `splitRow` use `upper`, the others `lower` (image-space offsets).
    package struct Triangle: Sendable {
        package var splitRow: Int
        package var upper: Vector2
        package var lower: Vector2

        func offset(row: Int) -> Vector2 { row < splitRow ? upper : lower }
    }

    /// Corners (0, 1, 3), then (1, 2, 3).
    package let triangles: [Triangle]

    /// Nil when no sample moves: the image is axis-aligned, empty, or not cut at `regionTop`.
    package init?(imageToDevice m: AffineTransform, width: Int, height: Int, regionTop: Int) {
        guard width > 0, height > 0, let inverse = m.inverted else { return nil }
        let w = Double(width)
        let h = Double(height)
        let corners = [Vector2(0, 0), Vector2(w, 0), Vector2(w, h), Vector2(0, h)].map { m.apply(to: $0) }
        let top = Double(regionTop)
        // A device shift of `rows` rows, in image space.
        func imageOffset(_ rows: Double) -> Vector2 { Vector2(inverse.c * rows, inverse.d * rows) }
        var triangles: [Triangle] = []
        for indices in [[0, 1, 3], [1, 2, 3]] {
            let p = indices.map { corners[$0] }.sorted { $0.y < $1.y }
            guard p.allSatisfy(\.isFinite) else { return nil }
            let row = p.map { $0.y.rounded(.towardZero) }
            func shift(_ k: Int) -> Double { p[k].y < top ? row[k] - p[k].y : 0 }
            let slope = { (a: Vector2, b: Vector2) in b.y > a.y ? (b.x - a.x) / (b.y - a.y) : 0 }
            var longOnRight = slope(p[0], p[2]) > slope(p[0], p[1])
            if p[0].y == p[1].y { longOnRight = p[0].x > p[1].x }
            if p[1].y == p[2].y { longOnRight = p[2].x > p[1].x }
            let split = row[1].clampedInt(in: -1_000_000_000...1_000_000_000)
            if longOnRight {
                triangles.append(Triangle(splitRow: split, upper: imageOffset(shift(0)), lower: imageOffset(shift(1))))
            } else {
                let rows = row[0] < row[1] ? shift(0) : (p[1].y < top ? row[0] - p[1].y : 0)
                triangles.append(Triangle(splitRow: split, upper: imageOffset(rows), lower: imageOffset(rows)))
            }
        }
        guard triangles.contains(where: { $0.upper != .zero || $0.lower != .zero }) else { return nil }
        self.triangles = triangles
    }

    /// The offsets of both triangles for device row `row`.
    func offsets(row: Int) -> (first: Vector2, second: Vector2) {
        (triangles[0].offset(row: row), triangles[1].offset(row: row))
    }
}

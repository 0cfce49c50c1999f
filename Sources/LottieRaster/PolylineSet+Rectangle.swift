import LottieGraphics

extension PolylineSet {
    /// The edges of the set rounded to the nearest pixel boundaries, when the set is one
    /// axis-aligned rectangle (four corners, each edge horizontal or vertical); nil otherwise.
    func snappedAxisAlignedRectangle() -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard let box = axisAlignedRectangle() else { return nil }
        return (box.x0.rounded(), box.y0.rounded(), box.x1.rounded(), box.y1.rounded())
    }

    /// The edges of the set when it is one axis-aligned rectangle (four corners, each edge
    /// horizontal or vertical); nil otherwise.
    func axisAlignedRectangle() -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard subpathCount == 1 else { return nil }
        // The distinct consecutive points, at most five (the last may repeat the first).
        return withUnsafeTemporaryAllocation(of: Vector2.self, capacity: 5) { corners in
            var count = 0
            for point in points where count == 0 || corners[count - 1] != point {
                guard count < 5 else { return nil }
                corners[count] = point
                count += 1
            }
            if count == 5, corners[4] == corners[0] { count = 4 }
            guard count == 4 else { return nil }
            var (x0, y0, x1, y1) = (corners[0].x, corners[0].y, corners[0].x, corners[0].y)
            for index in 0..<4 {
                let a = corners[index]
                let b = corners[(index + 1) % 4]
                guard a.x == b.x || a.y == b.y else { return nil }
                (x0, y0, x1, y1) = (min(x0, a.x), min(y0, a.y), max(x1, a.x), max(y1, a.y))
            }
            guard x1 > x0, y1 > y0 else { return nil }
            return (x0, y0, x1, y1)
        }
    }
}

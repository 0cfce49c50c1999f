/// An 8 × 8 Bayer threshold matrix. The offset of a pixel depends only on its place on the
/// screen, so an area that does not change keeps exactly the same pattern from frame to frame.
enum OrderedDither {
    /// The offset (-0.5 ..< 0.5) at pixel (`x`, `y`).
    @inline(__always)
    static func offset(x: Int, y: Int) -> Float {
        thresholds[(y & 7) << 3 | (x & 7)]
    }

    private static let thresholds: [Float] = {
        // Bayer index by bit interleaving: rank = reverse(interleave(x ^ y, y)).
        var values = [Float](repeating: 0, count: 64)
        for y in 0..<8 {
            for x in 0..<8 {
                let xy = x ^ y
                var rank = 0
                for bit in 0..<3 {
                    rank |= ((xy >> bit) & 1) << (5 - 2 * bit)
                    rank |= ((y >> bit) & 1) << (4 - 2 * bit)
                }
                values[y * 8 + x] = (Float(rank) + 0.5) / 64 - 0.5
            }
        }
        return values
    }()
}

import LottieGraphics

/// A premultiplied colour lookup table for a gradient, pre-scaled by the draw's opacity.
struct GradientTable {
    static let size = 256

    /// `size × 4` premultiplied floats.
    let colors: [Float]

    init(gradient: Gradient, opacity: Float) {
        let stops = gradient.sortedStops
        var table = [Float](repeating: 0, count: Self.size * 4)
        if !stops.isEmpty {
            var upper = 0
            for i in 0..<Self.size {
                let t = Double(i) / Double(Self.size - 1)
                while upper < stops.count && stops[upper].offset < t { upper += 1 }
                let c: Color
                if upper == 0 {
                    c = stops[0].color
                } else if upper >= stops.count {
                    c = stops[stops.count - 1].color
                } else {
                    let lo = stops[upper - 1]
                    let hi = stops[upper]
                    let span = hi.offset - lo.offset
                    c = span > 0 ? lo.color.lerp(to: hi.color, (t - lo.offset) / span) : hi.color
                }
                let a = Float(Self.unit(c.a)) * opacity
                table[i * 4] = Float(Self.unit(c.r)) * a
                table[i * 4 + 1] = Float(Self.unit(c.g)) * a
                table[i * 4 + 2] = Float(Self.unit(c.b)) * a
                table[i * 4 + 3] = a
            }
        }
        colors = table
    }

    /// The table index for offset `t` (NaN → 0; pad spread).
    @inline(__always)
    static func index(_ t: Double) -> Int {
        guard t > 0 else { return 0 }
        guard t < 1 else { return size - 1 }
        return (t * Double(size - 1) + 0.5).clampedInt(in: 0...size - 1)
    }

    private static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
}

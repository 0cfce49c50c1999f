import LottieGraphics

/// A premultiplied colour lookup table for a gradient, pre-scaled by the draw's opacity.
struct GradientTable {
    static let size = 256

    /// `size` premultiplied colours.
    let colors: [SIMD4<Float>]
    /// The same colours as premultiplied bytes (``SpanWriter/pack(_:)``).
    let packed: [UInt32]

    init(gradient: Gradient, opacity: Float) {
        let stops = gradient.sortedStops
        var table = [SIMD4<Float>](repeating: .zero, count: Self.size)
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
                table[i] = SIMD4(Float(Self.unit(c.r)) * a, Float(Self.unit(c.g)) * a, Float(Self.unit(c.b)) * a, a)
            }
        }
        colors = table
        packed = table.map(SpanWriter.pack)
    }

    /// The table index for offset `t`: the nearest entry, the first for t ≤ 0 and NaN, the last
    /// for t ≥ 1 (pad spread). Branch-free, for the shading loops.
    @inline(__always)
    static func index(_ t: Double) -> Int {
        let v = t * Double(size - 1) + 0.5
        return Int(min(v > 0 ? v : 0, Double(size - 1)))
    }

    private static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
}

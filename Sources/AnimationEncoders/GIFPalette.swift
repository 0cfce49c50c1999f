/// One palette for a whole GIF animation: up to 255 colours chosen by median cut from the
/// opaque pixels of sample frames, plus one transparent entry (the last index), and a nearest-
/// colour lookup with ordered (8×8 Bayer) dithering.
package struct GIFPalette: Sendable {
    /// Pixels with alpha below this are written as the transparent index.
    static let alphaThreshold: UInt8 = 128
    /// The most opaque colours a palette holds (the 256th entry is transparency).
    package static let maxColors = 255

    /// The colours, as RGB triples; index `colors.count` is transparent.
    package let colors: [SIMD3<UInt8>]
    /// Half the dither pattern's amplitude, in 0...255 levels.
    let ditherAmplitude: Float

    /// The transparent entry's index.
    package var transparentIndex: Int { colors.count }

    /// A palette for `frames` (straight RGBA pixels each); `dithered` false turns the pattern off.
    package init(frames: [[UInt8]], dithered: Bool = true) {
        var histogram = ColorHistogram()
        for frame in frames { histogram.add(frame) }
        colors = histogram.medianCut(maxColors: Self.maxColors)
        ditherAmplitude = dithered && colors.count > 16 ? 10 : 0
    }

    /// The palette's indices for `rgba` (`width` pixels a row), dithered.
    func indices(_ rgba: [UInt8], width: Int, lookup: inout NearestColorTable) -> [UInt8] {
        let count = rgba.count / 4
        var out = [UInt8](repeating: UInt8(transparentIndex), count: count)
        for pixel in 0..<count where rgba[pixel * 4 + 3] >= Self.alphaThreshold {
            let x = pixel % max(width, 1)
            let y = pixel / max(width, 1)
            let offset = (Self.bayer[(y & 7) * 8 + (x & 7)] - 31.5) / 32 * ditherAmplitude
            let r = Self.level(rgba[pixel * 4], offset)
            let g = Self.level(rgba[pixel * 4 + 1], offset)
            let b = Self.level(rgba[pixel * 4 + 2], offset)
            out[pixel] = UInt8(lookup.nearest(r, g, b, in: colors))
        }
        return out
    }

    private static func level(_ value: UInt8, _ offset: Float) -> UInt8 {
        UInt8(min(max(Float(value) + offset, 0), 255))
    }

    /// The 8×8 Bayer threshold matrix, 0...63.
    static let bayer: [Float] = {
        var matrix: [[Int]] = [[0]]
        for _ in 0..<3 {
            let n = matrix.count
            var next = [[Int]](repeating: [Int](repeating: 0, count: 2 * n), count: 2 * n)
            for y in 0..<n {
                for x in 0..<n {
                    let value = 4 * matrix[y][x]
                    next[y][x] = value
                    next[y][x + n] = value + 2
                    next[y + n][x] = value + 3
                    next[y + n][x + n] = value + 1
                }
            }
            matrix = next
        }
        return matrix.flatMap { $0.map(Float.init) }
    }()
}

/// The nearest palette entry for each colour at 6 bits per channel, found on first use.
struct NearestColorTable {
    private var table = [Int16](repeating: -1, count: 1 << 18)

    mutating func nearest(_ r: UInt8, _ g: UInt8, _ b: UInt8, in colors: [SIMD3<UInt8>]) -> Int {
        let key = Int(r >> 2) << 12 | Int(g >> 2) << 6 | Int(b >> 2)
        if table[key] >= 0 { return Int(table[key]) }
        let centre = SIMD3<Int>(Int(r & 0xFC) + 2, Int(g & 0xFC) + 2, Int(b & 0xFC) + 2)
        var best = 0
        var bestDistance = Int.max
        for (index, color) in colors.enumerated() {
            let d = SIMD3<Int>(Int(color.x), Int(color.y), Int(color.z)) &- centre
            // Weighted as the eye weighs the channels (green most).
            let distance = 3 * d.x * d.x + 4 * d.y * d.y + 2 * d.z * d.z
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        table[key] = Int16(best)
        return best
    }
}

/// A palette fitted to one frame's colours by median cut, for sixel output.
///
/// Colours are counted in a 32 × 32 × 32 histogram; boxes of occupied bins are split at the
/// weighted median of their widest channel (the box with the most pixels times width first)
/// until there are `limit` boxes, and each entry is the mean colour of its box. The result
/// depends only on the histogram, so frames with the same colours get the same palette.
struct SixelPalette {
    /// Entries as straight sRGB, 0...1.
    let entries: [SIMD3<Float>]
    /// The entries' red, green and blue components, each padded with infinity (never nearest)
    /// to a whole number of eight-lane vectors, for the nearest-entry search.
    private let channels: (red: [Float], green: [Float], blue: [Float])
    /// The nearest entry of each histogram bin, filled as bins are first looked up (-1: not yet).
    private var nearestOfBin: [Int16]

    static let binsPerChannel = 32

    static let binCount = binsPerChannel * binsPerChannel * binsPerChannel

    /// A palette of at most `limit` (1...256) entries for the colours counted in a histogram:
    /// `counts` and `sums` of the colours (components 0...1) in each of ``binCount`` bins.
    init(counts: [Int32], sums: [SIMD3<Float>], limit: Int) {
        let binCount = Self.binCount
        let occupied = counts.indices.filter { counts[$0] > 0 }
        var boxes: [Box] = occupied.isEmpty ? [] : [Box(occupied, counts: counts)]
        let limit = min(max(limit, 1), 256)
        while boxes.count < limit {
            // The box to split: most pixels times widest span, among boxes of two bins or more.
            var best = -1
            var bestScore: Float = 0
            for (index, box) in boxes.enumerated() where box.bins.count > 1 && box.score > bestScore {
                bestScore = box.score
                best = index
            }
            guard best >= 0 else { break }
            let axis = boxes[best].axis
            let sorted = boxes[best].bins.sorted { Self.coordinate($0, axis) < Self.coordinate($1, axis) }
            let total = boxes[best].pixels
            var running: Int32 = 0
            var cut = 1
            for (position, bin) in sorted.enumerated() {
                running += counts[bin]
                if running * 2 >= total {
                    cut = min(max(position + 1, 1), sorted.count - 1)
                    break
                }
            }
            boxes[best] = Box(Array(sorted[..<cut]), counts: counts)
            boxes.append(Box(Array(sorted[cut...]), counts: counts))
        }
        entries = boxes.map { box in
            var sum = SIMD3<Float>.zero
            var count: Int32 = 0
            for bin in box.bins {
                sum += sums[bin]
                count += counts[bin]
            }
            return sum / Float(max(count, 1))
        }
        let padding = [Float](repeating: .infinity, count: (8 - entries.count % 8) % 8)
        channels = (entries.map(\.x) + padding, entries.map(\.y) + padding, entries.map(\.z) + padding)
        nearestOfBin = [Int16](repeating: -1, count: binCount)
    }

    /// The index of the entry nearest to `color` (its histogram bin's nearest entry).
    @inline(__always)
    mutating func index(of color: SIMD3<Float>) -> Int16 {
        index(ofBin: Self.bin(color))
    }

    /// The index of the entry nearest to the centre of histogram bin `bin`.
    @inline(__always)
    mutating func index(ofBin bin: Int) -> Int16 {
        let known = nearestOfBin[bin]
        return known >= 0 ? known : nearest(toBin: bin)
    }

    /// Finds and remembers the entry nearest to the centre of `bin` (the first of equals), eight
    /// entries at a time: the squared distances are summed in the order `(r² + g²) + b²`, as
    /// `(d * d).sum()` sums a `SIMD3`.
    private mutating func nearest(toBin bin: Int) -> Int16 {
        let center = (SIMD3(Float(bin >> 10), Float(bin >> 5 & 31), Float(bin & 31)) + 0.5) / Float(Self.binsPerChannel)
        var bestDistance = SIMD8<Float>(repeating: .infinity)
        var bestIndex = SIMD8<Int32>(repeating: 0)
        var index = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
        channels.red.withUnsafeBufferPointer { red in
            channels.green.withUnsafeBufferPointer { green in
                channels.blue.withUnsafeBufferPointer { blue in
                    guard let red = red.baseAddress, let green = green.baseAddress, let blue = blue.baseAddress else { return }
                    /// The eight components from `start` (the arrays have whole vectors).
                    func lanes(_ channel: UnsafePointer<Float>, _ start: Int) -> SIMD8<Float> {
                        UnsafeRawPointer(channel + start).loadUnaligned(as: SIMD8<Float>.self)
                    }
                    for start in stride(from: 0, to: channels.red.count, by: 8) {
                        let dr = lanes(red, start) - center.x
                        let dg = lanes(green, start) - center.y
                        let db = lanes(blue, start) - center.z
                        let distance = (dr * dr + dg * dg) + db * db
                        let closer = distance .< bestDistance
                        bestDistance.replace(with: distance, where: closer)
                        bestIndex.replace(with: index, where: closer)
                        index &+= 8
                    }
                }
            }
        }
        // Each lane kept its first nearest; across lanes the nearest wins, then the first.
        var best = (distance: Float.infinity, index: Int32(0))
        for lane in 0..<8 where bestDistance[lane] < best.distance || (bestDistance[lane] == best.distance && bestIndex[lane] < best.index) {
            best = (bestDistance[lane], bestIndex[lane])
        }
        nearestOfBin[bin] = Int16(best.index)
        return Int16(best.index)
    }

    /// The histogram bin of `color` (components outside 0...1, and NaN, go to the nearest end).
    @inline(__always)
    static func bin(_ color: SIMD3<Float>) -> Int {
        level(color.x) << 10 | level(color.y) << 5 | level(color.z)
    }

    /// The histogram level (0..<32) of one component.
    @inline(__always)
    static func level(_ component: Float) -> Int {
        let scaled = component * Float(binsPerChannel)
        return scaled > 0 ? (scaled < Float(binsPerChannel - 1) ? Int(scaled) : binsPerChannel - 1) : 0
    }

    /// Histogram bins of one palette entry, with their pixel count and widest channel.
    private struct Box {
        let bins: [Int]
        let pixels: Int32
        let axis: Int
        /// Pixels times the widest span: the box split first is the one with the largest.
        let score: Float

        init(_ bins: [Int], counts: [Int32]) {
            self.bins = bins
            pixels = bins.reduce(Int32(0)) { $0 + counts[$1] }
            let widest = SixelPalette.widestAxis(bins)
            axis = widest.axis
            score = Float(pixels) * Float(widest.span)
        }
    }

    private static func coordinate(_ bin: Int, _ axis: Int) -> Int { bin >> (10 - 5 * axis) & 31 }

    private static func widestAxis(_ box: [Int]) -> (axis: Int, span: Int) {
        var low = [31, 31, 31]
        var high = [0, 0, 0]
        for bin in box {
            for axis in 0..<3 {
                let value = coordinate(bin, axis)
                low[axis] = min(low[axis], value)
                high[axis] = max(high[axis], value)
            }
        }
        let spans = (0..<3).map { high[$0] - low[$0] }
        let axis = spans[0] >= spans[1] && spans[0] >= spans[2] ? 0 : spans[1] >= spans[2] ? 1 : 2
        return (axis, spans[axis])
    }
}

/// Counts of opaque colours at 5 bits per channel, with their sums for the mean colour of a
/// bin, cut into a palette by median cut.
struct ColorHistogram {
    private var counts = [Int](repeating: 0, count: 1 << 15)
    private var sums = [SIMD3<Int>](repeating: .zero, count: 1 << 15)

    mutating func add(_ rgba: [UInt8]) {
        var pixel = 0
        while pixel + 3 < rgba.count {
            if rgba[pixel + 3] >= GIFPalette.alphaThreshold {
                let r = Int(rgba[pixel])
                let g = Int(rgba[pixel + 1])
                let b = Int(rgba[pixel + 2])
                let key = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
                counts[key] += 1
                sums[key] &+= SIMD3(r, g, b)
            }
            pixel += 4
        }
    }

    /// At most `maxColors` colours: boxes of bins split at the weighted median of their widest
    /// channel, the most populous splittable box first; each colour is its box's mean.
    func medianCut(maxColors: Int) -> [SIMD3<UInt8>] {
        let bins = counts.indices.filter { counts[$0] > 0 }
        guard !bins.isEmpty else { return [SIMD3(0, 0, 0)] }
        var boxes: [[Int]] = [bins]
        while boxes.count < maxColors {
            let splittable = boxes.indices.filter { boxes[$0].count > 1 }
            guard let chosen = splittable.max(by: { population(boxes[$0]) < population(boxes[$1]) }) else { break }
            let (low, high) = split(boxes[chosen])
            boxes[chosen] = low
            boxes.append(high)
        }
        return boxes.map(mean)
    }

    private func population(_ box: [Int]) -> Int { box.reduce(0) { $0 + counts[$1] } }

    private static func channel(_ key: Int, _ channel: Int) -> Int { (key >> (10 - 5 * channel)) & 31 }

    private func split(_ box: [Int]) -> ([Int], [Int]) {
        let ranges = (0..<3).map { channel in
            let values = box.map { Self.channel($0, channel) }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }
        let widest = ranges.indices.max { ranges[$0] < ranges[$1] } ?? 0
        let sorted = box.sorted { Self.channel($0, widest) < Self.channel($1, widest) }
        let half = population(sorted) / 2
        var running = 0
        var cut = 1
        for (index, key) in sorted.enumerated() {
            running += counts[key]
            if running >= half {
                cut = min(max(index + 1, 1), sorted.count - 1)
                break
            }
        }
        return (Array(sorted[..<cut]), Array(sorted[cut...]))
    }

    private func mean(_ box: [Int]) -> SIMD3<UInt8> {
        let total = max(population(box), 1)
        let sum = box.reduce(SIMD3<Int>.zero) { $0 &+ sums[$1] }
        return SIMD3(UInt8(sum.x / total), UInt8(sum.y / total), UInt8(sum.z / total))
    }
}

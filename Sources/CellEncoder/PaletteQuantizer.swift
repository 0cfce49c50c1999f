/// Nearest palette entries by a perceptually weighted RGB distance ("redmean": red and blue
/// weigh by how red the colours are, green weighs most), through a lookup table over sRGB
/// quantized to 5 bits per channel, built once per palette.
package struct PaletteQuantizer: Sendable {
    /// The palette indices the lookup may answer with.
    package let candidates: [UInt8]
    /// The nearest candidate to each colour of the grid `SIMD3(red, green, blue) &* 255 / 31`
    /// (0...31 each): 32 × 32 × 32 entries, red major.
    package let table: [UInt8]

    package static let xterm256 = PaletteQuantizer(candidates: Array(0...255))
    package static let xterm240 = PaletteQuantizer(candidates: Array(16...255))
    package static let xterm16 = PaletteQuantizer(candidates: Array(0...15))

    /// Builds the table: for each grid colour, the first of the candidates at the least
    /// distance. Candidates are visited by how far their green is from the grid colour's, and
    /// the search stops where the green term alone exceeds the best distance; a candidate whose
    /// lower bound (red and blue weighted by 2, their least weight) exceeds it is skipped. Both
    /// bounds are exact in `Float` (whole numbers below 2²⁴) and never above the distance, so
    /// the table is the one a search of every candidate gives, ties to the first included.
    init(candidates: [UInt8]) {
        self.candidates = candidates
        let entries = candidates.map { SIMD3<Float>(XtermPalette.rgb($0)) }
        var table = [UInt8](repeating: 0, count: 32 * 32 * 32)
        for green in 0..<32 {
            let greenValue = Float(green * 255 / 31)
            let order = entries.indices.sorted { (abs(entries[$0].y - greenValue), $0) < (abs(entries[$1].y - greenValue), $1) }
            let greenTerms = order.map { 4 * (entries[$0].y - greenValue) * (entries[$0].y - greenValue) }
            var previous = order[0]
            for red in 0..<32 {
                for blue in 0..<32 {
                    let color = SIMD3<Float>(SIMD3(red, green, blue) &* 255 / 31)
                    var best = previous
                    var bestDistance = Self.distance(color, entries[previous])
                    for (rank, index) in order.enumerated() {
                        let greenTerm = greenTerms[rank]
                        if greenTerm > bestDistance { break }
                        let entry = entries[index]
                        let redBlue = SIMD2(color.x - entry.x, color.z - entry.z)
                        if greenTerm + 2 * (redBlue * redBlue).sum() > bestDistance { continue }
                        let distance = Self.distance(color, entry)
                        if distance < bestDistance || (distance == bestDistance && index < best) {
                            bestDistance = distance
                            best = index
                        }
                    }
                    previous = best
                    table[(red << 10) | (green << 5) | blue] = candidates[best]
                }
            }
        }
        self.table = table
    }

    /// The entry nearest to the straight sRGB colour `color` (components in 0...1; out-of-range
    /// values and NaN are clamped): the best of the table's answers at the eight grid points
    /// around it, compared exactly.
    func nearest(_ color: SIMD3<Float>) -> UInt8 {
        var value = color * 255
        value.replace(with: SIMD3(repeating: 0), where: .!(value .>= 0))  // NaN too
        value.replace(with: SIMD3(repeating: 255), where: value .> 255)
        let grid = value * (31.0 / 255)
        let low = SIMD3<Int>(Int(grid.x), Int(grid.y), Int(grid.z))
        let high = SIMD3<Int>(min(low.x + 1, 31), min(low.y + 1, 31), min(low.z + 1, 31))
        var best = table[(low.x << 10) | (low.y << 5) | low.z]
        var bestDistance = Self.distance(value, entryColors[Int(best)])
        for corner in 1..<8 {
            let red = corner & 4 != 0 ? high.x : low.x
            let green = corner & 2 != 0 ? high.y : low.y
            let blue = corner & 1 != 0 ? high.z : low.z
            let candidate = table[(red << 10) | (green << 5) | blue]
            guard candidate != best else { continue }
            let distance = Self.distance(value, entryColors[Int(candidate)])
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }

    /// The colours of all 256 entries, 0–255 per channel.
    private let entryColors: [SIMD3<Float>] = (0...255).map { SIMD3<Float>(XtermPalette.rgb(UInt8($0))) }

    /// The weighted ("redmean") squared distance of two 0–255 colours.
    @inline(__always)
    package static func distance(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
        let d = a - b
        let meanRed = (a.x + b.x) / 2
        return (2 + meanRed / 256) * d.x * d.x + 4 * d.y * d.y + (2 + (255 - meanRed) / 256) * d.z * d.z
    }
}

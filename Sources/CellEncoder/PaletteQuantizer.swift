/// Nearest palette entries by a perceptually weighted RGB distance ("redmean": red and blue
/// weigh by how red the colours are, green weighs most), through a lookup table over sRGB
/// quantized to 5 bits per channel, built once per palette.
struct PaletteQuantizer: Sendable {
    /// The palette indices the lookup may answer with.
    let candidates: [UInt8]
    /// 32 × 32 × 32 entries, red major.
    private let table: [UInt8]

    static let xterm256 = PaletteQuantizer(candidates: Array(0...255))
    static let xterm240 = PaletteQuantizer(candidates: Array(16...255))
    static let xterm16 = PaletteQuantizer(candidates: Array(0...15))

    init(candidates: [UInt8]) {
        self.candidates = candidates
        let entries = candidates.map { SIMD3<Float>(XtermPalette.rgb($0)) }
        var table = [UInt8](repeating: 0, count: 32 * 32 * 32)
        for red in 0..<32 {
            for green in 0..<32 {
                for blue in 0..<32 {
                    let color = SIMD3<Float>(SIMD3(red, green, blue) &* 255 / 31)
                    var best = 0
                    var bestDistance = Float.infinity
                    for (index, candidate) in entries.enumerated() {
                        let distance = Self.distance(color, candidate)
                        if distance < bestDistance {
                            bestDistance = distance
                            best = index
                        }
                    }
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
    private static func distance(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
        let d = a - b
        let meanRed = (a.x + b.x) / 2
        return (2 + meanRed / 256) * d.x * d.x + 4 * d.y * d.y + (2 + (255 - meanRed) / 256) * d.z * d.z
    }
}

import Synchronization

/// Nearest palette entries by a perceptually weighted RGB distance ("redmean": red and blue
/// weigh by how red the colours are, green weighs most), through a lookup table over sRGB
/// quantized to 5 bits per channel. The table is built one row (a red and a green, every blue)
/// at a time, the first time a colour needs that row, so a frame of a few colours builds a few
/// of its 1024 rows instead of all of them before its first cell.
package struct PaletteQuantizer: Sendable {
    /// The palette indices the lookup may answer with.
    package var candidates: [UInt8] { table.candidates }
    /// The table, built as it is read.
    private let table: Table

    package static let xterm256 = PaletteQuantizer(candidates: Array(0...255))
    package static let xterm240 = PaletteQuantizer(candidates: Array(16...255))
    package static let xterm16 = PaletteQuantizer(candidates: Array(0...15))

    init(candidates: [UInt8]) {
        table = Table(candidates: candidates)
    }

    /// The nearest candidate to the grid colour `SIMD3(red, green, blue) &* 255 / 31` (each
    /// 0...31): the first of the candidates at the least distance.
    package func entry(red: Int, green: Int, blue: Int) -> UInt8 {
        table.row(red: red, green: green)[blue]
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
        // The rows of the four red and green corners, low or high as bits 4 and 2 of a corner
        // say; bit 1 picks the blue.
        let lowRed = (table.row(red: low.x, green: low.y), table.row(red: low.x, green: high.y))
        let highRed = (table.row(red: high.x, green: low.y), table.row(red: high.x, green: high.y))
        var best = lowRed.0[low.z]
        var bestDistance = Self.distance(value, entryColors[Int(best)])
        for corner in 1..<8 {
            let reds = corner & 4 != 0 ? highRed : lowRed
            let candidate = (corner & 2 != 0 ? reds.1 : reds.0)[corner & 1 != 0 ? high.z : low.z]
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

/// A quantizer's lookup table: 32 × 32 × 32 entries, red major, built a row at a time.
///
/// A row is built under `lock`, then published by setting its bit in `built` with release
/// ordering; a reader that loads the bit with acquire ordering reads the row without the lock.
/// A published row is never written again, so `entries` is shared safely (hence unchecked).
private final class Table: @unchecked Sendable {
    let candidates: [UInt8]
    /// The candidates' colours, 0–255 per channel.
    private let colors: [SIMD3<Float>]
    private let entries = UnsafeMutablePointer<UInt8>.allocate(capacity: 32 * 32 * 32)
    /// One bit per row, at `green << 5 | red`.
    private let built: InlineArray<16, Atomic<UInt64>> = InlineArray { _ in Atomic(0) }
    /// Each green's search order, made with its first row.
    private let orders = Mutex([(order: [Int], greenTerms: [Float])?](repeating: nil, count: 32))

    init(candidates: [UInt8]) {
        self.candidates = candidates
        colors = candidates.map { SIMD3<Float>(XtermPalette.rgb($0)) }
    }

    deinit {
        entries.deallocate()
    }

    /// The 32 entries (by blue) of the row of `red` and `green`, built on first use.
    @inline(__always)
    func row(red: Int, green: Int) -> UnsafePointer<UInt8> {
        let row = (green << 5) | red
        let start = UnsafePointer(entries + (row << 5))
        if built[row >> 6].load(ordering: .acquiring) & (1 << UInt64(row & 63)) == 0 { build(row: row) }
        return start
    }

    /// Builds and publishes row `row` unless another thread did.
    @inline(never)
    private func build(row: Int) {
        let bit = UInt64(1) << UInt64(row & 63)
        let red = row & 31
        let green = row >> 5
        orders.withLock { orders in
            guard built[row >> 6].load(ordering: .acquiring) & bit == 0 else { return }
            let search = orders[green] ?? searchOrder(green: green)
            orders[green] = search
            build(red: red, green: green, search: search, into: entries + (row << 5))
            built[row >> 6].bitwiseOr(bit, ordering: .releasing)
        }
    }

    /// The candidates by how far their green is from the grid green `green`, with that
    /// distance's term.
    private func searchOrder(green: Int) -> (order: [Int], greenTerms: [Float]) {
        let greenValue = Float(green * 255 / 31)
        let order = colors.indices.sorted { (abs(colors[$0].y - greenValue), $0) < (abs(colors[$1].y - greenValue), $1) }
        return (order, order.map { 4 * (colors[$0].y - greenValue) * (colors[$0].y - greenValue) })
    }

    /// One row's entries, by blue: for each grid colour, the first of the candidates at the
    /// least distance. Candidates are visited by how far their green is from the row's, and
    /// the search stops where the green term alone exceeds the best distance; a candidate whose
    /// lower bound (red and blue weighted by 2, their least weight) exceeds it is skipped. Both
    /// bounds are exact in `Float` (whole numbers below 2²⁴) and never above the distance, so
    /// the row is the one a search of every candidate gives, ties to the first included.
    private func build(red: Int, green: Int, search: (order: [Int], greenTerms: [Float]), into row: UnsafeMutablePointer<UInt8>) {
        var previous = search.order[0]
        for blue in 0..<32 {
            let color = SIMD3<Float>(SIMD3(red, green, blue) &* 255 / 31)
            var best = previous
            var bestDistance = PaletteQuantizer.distance(color, colors[previous])
            for (rank, index) in search.order.enumerated() {
                let greenTerm = search.greenTerms[rank]
                if greenTerm > bestDistance { break }
                let entry = colors[index]
                let redBlue = SIMD2(color.x - entry.x, color.z - entry.z)
                if greenTerm + 2 * (redBlue * redBlue).sum() > bestDistance { continue }
                let distance = PaletteQuantizer.distance(color, entry)
                if distance < bestDistance || (distance == bestDistance && index < best) {
                    bestDistance = distance
                    best = index
                }
            }
            previous = best
            row[blue] = candidates[best]
        }
    }
}

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
    /// The candidates grouped by their red and green (the cube's six blues of each red and
    /// green, a grey alone, the theme colours that share one): each group's red and green, 0–255.
    private let groupColors: [SIMD2<Float>]
    /// For each group and grid blue (at `group * 32 + blue`), the group's member nearest in
    /// blue, the first of two as near: its place in `candidates` and its blue, 0–255.
    private let nearestMembers: [(candidate: Int32, blue: Float)]
    private let entries = UnsafeMutablePointer<UInt8>.allocate(capacity: 32 * 32 * 32)
    /// One bit per row, at `green << 5 | red`.
    private let built: InlineArray<16, Atomic<UInt64>> = InlineArray { _ in Atomic(0) }
    private let lock = Mutex(())

    init(candidates: [UInt8]) {
        self.candidates = candidates
        let colors = candidates.map { XtermPalette.rgb($0) }
        var keys: [SIMD2<Int>] = []
        var members: [[Int]] = []
        for (candidate, color) in colors.enumerated() {
            let key = SIMD2(color.x, color.y)
            if let group = keys.firstIndex(of: key) {
                members[group].append(candidate)
            } else {
                keys.append(key)
                members.append([candidate])
            }
        }
        groupColors = keys.map { SIMD2(Float($0.x), Float($0.y)) }
        var nearestMembers: [(candidate: Int32, blue: Float)] = []
        nearestMembers.reserveCapacity(members.count * 32)
        for group in members {
            for blue in 0..<32 {
                let value = blue * 255 / 31
                var nearest = group[0]
                for candidate in group where abs(colors[candidate].z - value) < abs(colors[nearest].z - value) { nearest = candidate }
                nearestMembers.append((Int32(nearest), Float(colors[nearest].z)))
            }
        }
        self.nearestMembers = nearestMembers
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
        lock.withLock { _ in
            guard built[row >> 6].load(ordering: .acquiring) & bit == 0 else { return }
            build(red: row & 31, green: row >> 5, into: entries + (row << 5))
            built[row >> 6].bitwiseOr(bit, ordering: .releasing)
        }
    }

    /// The grid's blues, 0–255.
    private static let gridBlues: [Float] = (0..<32).map { Float($0 * 255 / 31) }

    /// One row's entries, by blue: for each grid colour, the first of the candidates at the
    /// least distance, found a group at a time for all 32 blues.
    ///
    /// In a group the red and green terms of the distance are the same, and the blue term
    /// grows with the distance in blue, by at least 2 a step (far above `Float`'s rounding at
    /// these magnitudes), so a group's best for a blue is its member nearest in blue, the first
    /// of two as near. A group whose red and green terms alone exceed every blue's best so far
    /// is skipped: adding the non-negative blue term cannot make a sum smaller. The sums are
    /// those of ``PaletteQuantizer/distance(_:_:)``, term by term in the same order, so the row
    /// is the one a search of every candidate gives, ties to the first included.
    private func build(red: Int, green: Int, into row: UnsafeMutablePointer<UInt8>) {
        let gridRed = Float(red * 255 / 31)
        let gridGreen = Float(green * 255 / 31)
        var best = InlineArray<32, Float>(repeating: .infinity)
        var bestCandidate = InlineArray<32, Int32>(repeating: .max)
        withUnsafeTemporaryAllocation(of: Float.self, capacity: groupColors.count) { redGreen in
            var nearest = 0
            for (group, color) in groupColors.enumerated() {
                let (dx, dy) = (gridRed - color.x, gridGreen - color.y)
                let meanRed = (gridRed + color.x) / 2
                redGreen[group] = (2 + meanRed / 256) * dx * dx + 4 * dy * dy
                if redGreen[group] < redGreen[nearest] { nearest = group }
            }
            var worst = Float.infinity
            Self.gridBlues.withUnsafeBufferPointer { blues in
                nearestMembers.withUnsafeBufferPointer { members in
                    for step in groupColors.indices {
                        // The group nearest in red and green first (in group 0's place), so
                        // that the bound prunes from the start.
                        let group = step == 0 ? nearest : step == nearest ? 0 : step
                        guard redGreen[group] <= worst else { continue }
                        let weight = 2 + (255 - (gridRed + groupColors[group].x) / 2) / 256
                        worst = 0
                        for blue in 0..<32 {
                            let member = members[group &* 32 &+ blue]
                            let dz = blues[blue] - member.blue
                            let distance = redGreen[group] + weight * dz * dz
                            if distance < best[blue] || (distance == best[blue] && member.candidate < bestCandidate[blue]) {
                                best[blue] = distance
                                bestCandidate[blue] = member.candidate
                            }
                            worst = max(worst, best[blue])
                        }
                    }
                }
            }
        }
        for blue in 0..<32 { row[blue] = candidates[Int(bestCandidate[blue])] }
    }
}

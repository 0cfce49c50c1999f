extension CellEncoder {
    /// Appends one cell per block of ``CellMode/pixelsPerCell`` pixels (quadrants, sextants,
    /// octants).
    func appendBlockPatterns(_ samples: CellSamples, to cells: inout [Cell]) {
        let perCell = cellMode.pixelsPerCell
        let count = perCell.width * perCell.height
        var fit = TwoColorFit(count: count)
        for row in 0..<(samples.height / perCell.height) {
            for column in 0..<(samples.width / perCell.width) {
                for index in 0..<count {
                    fit.pixels[index] = samples[column * perCell.width + index % perCell.width, row * perCell.height + index / perCell.width]
                }
                if colorMode == .monochrome {
                    var pattern = 0
                    for index in 0..<count {
                        let (x, y) = (column * perCell.width + index % perCell.width, row * perCell.height + index / perCell.width)
                        if isLit(fit.pixels[index], x: x, y: y, backgroundIsLight: samples.backgroundIsLight) { pattern |= 1 << index }
                    }
                    cells.append(pattern == 0 ? .blank : Cell(character: BlockGlyphs.character(pattern, mode: cellMode)))
                } else {
                    cells.append(blockPatternCell(&fit, column: column, row: row))
                }
            }
        }
    }

    /// The cell for one block of pixels, by two-colour fitting: of every split of the pixels
    /// into two groups, the one whose group means leave the least squared error. A group left
    /// entirely to the terminal's background keeps it (and is the cell's background); otherwise
    /// the group holding the top-left pixel is the ink, as `▀` is in half-block cells.
    func blockPatternCell(_ fit: inout TwoColorFit, column: Int, row: Int) -> Cell {
        guard let ink = fit.bestSplit(threshold: contrastThreshold) else { return .blank }
        let full = (1 << fit.count) - 1
        if ink == full {
            if fit.clearMask != 0 { return .blank }
            return Cell(character: " ", background: quantize(fit.mean(of: full), x: column, y: row))
        }
        let (inkMask, backMask) = fit.isClear(ink) ? (full & ~ink, ink) : (ink, full & ~ink)
        let foreground = quantize(fit.mean(of: inkMask), x: column, y: row)
        let background: CellColor = fit.isClear(backMask) ? .terminalDefault : quantize(fit.mean(of: backMask), x: column, y: row)
        if foreground == background { return Cell(character: " ", background: background) }
        return Cell(character: BlockGlyphs.character(inkMask, mode: cellMode), foreground: foreground, background: background)
    }
}

/// The least-squares split of a cell's pixels into two colour groups, by trying every split.
///
/// For a split into groups A and B the squared error around their means is
/// Σ|c|² − |ΣA|²/|A| − |ΣB|²/|B|, so the best split has the largest |ΣA|²/|A| + |ΣB|²/|B|; the
/// group sums of all 2ⁿ subsets come from one pass that adds one pixel to a smaller subset.
struct TwoColorFit {
    /// The pixels in reading order (`w` 0: left to the terminal's background).
    var pixels: [SIMD4<Float>]
    let count: Int
    private var sums: [SIMD3<Float>]

    init(count: Int) {
        self.count = count
        pixels = Array(repeating: .zero, count: count)
        sums = Array(repeating: .zero, count: 1 << count)
    }

    /// The pixels left to the terminal's background (bit `i` = pixel `i`).
    var clearMask: Int {
        var mask = 0
        for index in 0..<count where pixels[index].w == 0 { mask |= 1 << index }
        return mask
    }

    /// Whether every pixel of `mask` is left to the terminal's background.
    func isClear(_ mask: Int) -> Bool { mask & clearMask == mask }

    /// The group holding pixel 0 in the best split, or all pixels when their colours span less
    /// than `threshold` on every channel; nil when every pixel is left to the terminal's background.
    mutating func bestSplit(threshold: Float) -> Int? {
        let full = (1 << count) - 1
        if clearMask == full { return nil }
        var lowest = SIMD3<Float>(repeating: .infinity)
        var highest = SIMD3<Float>(repeating: -.infinity)
        for pixel in pixels {
            let color = SIMD3(pixel.x, pixel.y, pixel.z)
            lowest = pointwiseMin(lowest, color)
            highest = pointwiseMax(highest, color)
        }
        if !((highest - lowest).max() >= threshold) { return full }
        for mask in 1...full {
            let low = mask.trailingZeroBitCount
            let pixel = pixels[low]
            sums[mask] = sums[mask & (mask - 1)] + SIMD3(pixel.x, pixel.y, pixel.z)
        }
        let total = sums[full]
        var best = -Float.infinity
        var bestMask = full
        // Splits with pixel 0 in group A (the other half are the same splits mirrored).
        var mask = 1
        while mask < full {
            let a = sums[mask]
            let b = total - a
            let countA = Float(mask.nonzeroBitCount)
            let score = (a * a).sum() / countA + (b * b).sum() / (Float(count) - countA)
            if score > best {
                best = score
                bestMask = mask
            }
            mask += 2
        }
        return bestMask
    }

    /// The mean colour of the pixels of `mask` (which must not be empty).
    func mean(of mask: Int) -> SIMD3<Float> {
        var sum = SIMD3<Float>.zero
        for index in 0..<count where mask & (1 << index) != 0 { sum += SIMD3(pixels[index].x, pixels[index].y, pixels[index].z) }
        return sum / Float(mask.nonzeroBitCount)
    }
}

extension CellEncoder {
    /// The pixel offset (x, y) of each braille dot, in bit order: dots 1–3 down the left column,
    /// 4–6 down the right, then 7 (bottom left) and 8 (bottom right).
    static let brailleDots: [(x: Int, y: Int)] = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]

    /// The braille pattern character with the dots of `mask` raised (bit 0 = dot 1).
    static func braille(_ mask: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0x2800 + UInt32(mask)) ?? " "
    }

    /// Appends one cell per 2 × 4 block of pixels.
    func appendBraille(_ samples: CellSamples, to cells: inout [Cell]) {
        var dots = [SIMD4<Float>](repeating: .zero, count: 8)
        for row in 0..<(samples.height / 4) {
            for column in 0..<(samples.width / 2) {
                for (index, offset) in Self.brailleDots.enumerated() {
                    dots[index] = samples[column * 2 + offset.x, row * 4 + offset.y]
                }
                if colorMode == .monochrome {
                    var pattern: UInt8 = 0
                    for (index, offset) in Self.brailleDots.enumerated()
                    where isLit(dots[index], x: column * 2 + offset.x, y: row * 4 + offset.y, backgroundIsLight: samples.backgroundIsLight) {
                        pattern |= 1 << index
                    }
                    cells.append(pattern == 0 ? .blank : Cell(character: Self.braille(pattern)))
                } else {
                    cells.append(brailleCell(dots, column: column, row: row, terminalBackground: samples.terminalBackground))
                }
            }
        }
    }

    /// The cell for eight dots, by two-colour fitting.
    ///
    /// The dots are split into the two groups with the least colour error (the best of the
    /// seven splits along the channel that varies most). A group of dots left to the terminal's
    /// background stays that background, and the other group is the ink; otherwise the ink is
    /// the group whose colour the glyph can show better. Raised dots cover only part of their
    /// pixel (``dotCoverage``), so the ink colour is pushed away from the background until
    /// dot and background together average to the group's colour.
    func brailleCell(_ dots: [SIMD4<Float>], column: Int, row: Int, terminalBackground: SIMD3<Float>) -> Cell {
        let split = BrailleSplit(dots)
        guard let split else { return .blank }
        if split.isUniform(threshold: contrastThreshold) {
            if split.clearCount > 0 { return .blank }
            return Cell(character: " ", background: quantize(split.mean(of: 0xFF), x: column, y: row))
        }
        let (low, high) = (split.lowMask, ~split.lowMask)
        let ink: UInt8
        if split.isClear(low) {
            ink = high
        } else if split.isClear(high) {
            ink = low
        } else {
            let lowError = inkError(split, ink: low, background: high)
            let highError = inkError(split, ink: high, background: low)
            ink = lowError < highError || (lowError == highError && low.nonzeroBitCount <= 4) ? low : high
        }
        let clearBackground = split.isClear(~ink)
        let background = clearBackground ? terminalBackground : split.mean(of: ~ink)
        let inkColor = Self.inkColor(mean: split.mean(of: ink), background: background)
        let foreground = quantize(inkColor, x: column, y: row)
        let backgroundColor: CellColor = clearBackground ? .terminalDefault : quantize(background, x: column, y: row)
        if foreground == backgroundColor { return Cell(character: " ", background: backgroundColor) }
        return Cell(character: Self.braille(ink), foreground: foreground, background: backgroundColor)
    }

    /// The dot colour that, covering ``dotCoverage`` of a pixel over `background`, shows `mean`.
    static func inkColor(mean: SIMD3<Float>, background: SIMD3<Float>) -> SIMD3<Float> {
        let wanted = background + (mean - background) / dotCoverage
        return wanted.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
    }

    /// How far the ink dots fall from their mean when `ink` is raised over `background`
    /// (the part of the error that depends on which group is the ink).
    private func inkError(_ split: BrailleSplit, ink: UInt8, background: UInt8) -> Float {
        let mean = split.mean(of: ink)
        let behind = split.mean(of: background)
        let shown = behind + (Self.inkColor(mean: mean, background: behind) - behind) * Self.dotCoverage
        let d = shown - mean
        return (d * d).sum() * Float(ink.nonzeroBitCount)
    }
}

/// The best split of a braille cell's eight dots into two colour groups.
struct BrailleSplit {
    /// The dots' colours (`w` 0: left to the terminal's background).
    let dots: [SIMD4<Float>]
    /// The dots of the group with the lower values along the split axis (bit `i` = dot `i`).
    let lowMask: UInt8
    /// The dots left to the terminal's background.
    let clearMask: UInt8
    /// The widest channel range.
    let range: Float

    var clearCount: Int { clearMask.nonzeroBitCount }

    /// Nil when every dot is left to the terminal's background.
    init?(_ dots: [SIMD4<Float>]) {
        var clear: UInt8 = 0
        var lowest = SIMD3<Float>(repeating: .infinity)
        var highest = SIMD3<Float>(repeating: -.infinity)
        for (index, dot) in dots.enumerated() {
            if dot.w == 0 { clear |= 1 << index }
            let color = SIMD3(dot.x, dot.y, dot.z)
            lowest = pointwiseMin(lowest, color)
            highest = pointwiseMax(highest, color)
        }
        if clear == 0xFF { return nil }
        self.dots = dots
        clearMask = clear
        let spans = highest - lowest
        range = spans.max()
        let axis = spans.x >= spans.y && spans.x >= spans.z ? 0 : spans.y >= spans.z ? 1 : 2
        // Dots sorted along the axis (clear dots first among equals, so they group together).
        var order = Array(0..<8)
        let key = { (index: Int) -> Float in dots[index][axis] - (dots[index].w == 0 ? 1e-6 : 0) }
        order.sort { key($0) < key($1) }
        var total = SIMD3<Float>.zero
        for dot in dots { total += SIMD3(dot.x, dot.y, dot.z) }
        var prefix = SIMD3<Float>.zero
        var best = -Float.infinity
        var bestCount = 4
        for count in 1..<8 {
            let dot = dots[order[count - 1]]
            prefix += SIMD3(dot.x, dot.y, dot.z)
            let rest = total - prefix
            let score = (prefix * prefix).sum() / Float(count) + (rest * rest).sum() / Float(8 - count)
            if score > best {
                best = score
                bestCount = count
            }
        }
        var low: UInt8 = 0
        for index in order.prefix(bestCount) { low |= 1 << index }
        lowMask = low
    }

    func isUniform(threshold: Float) -> Bool { !(range >= threshold) }

    /// Whether every dot of `mask` is left to the terminal's background.
    func isClear(_ mask: UInt8) -> Bool { mask & clearMask == mask }

    /// The mean colour of the dots of `mask` (which must not be empty).
    func mean(of mask: UInt8) -> SIMD3<Float> {
        var sum = SIMD3<Float>.zero
        var count: Float = 0
        for index in 0..<8 where mask & (1 << index) != 0 {
            sum += SIMD3(dots[index].x, dots[index].y, dots[index].z)
            count += 1
        }
        return count > 0 ? sum / count : sum
    }
}

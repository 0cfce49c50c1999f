extension CellEncoder {
    /// The pixel offset (x, y) of each braille dot, in bit order: dots 1–3 down the left column,
    /// 4–6 down the right, then 7 (bottom left) and 8 (bottom right).
    static let brailleDots: [(x: Int, y: Int)] = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]

    /// The braille pattern character with the dots of `mask` raised (bit 0 = dot 1).
    static func braille(_ mask: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0x2800 + UInt32(mask)) ?? " "
    }

    /// Appends one cell per 2 × 4 block of pixels.
    func appendBraille(
        _ storage: UnsafeBufferPointer<Float>, width: Int, columns: Int, rows: Int, to cells: inout [Cell]
    ) {
        let offsets = Self.brailleDots.map { ($0.y * width + $0.x) * 4 }
        var dots = [SIMD4<Float>](repeating: .zero, count: 8)
        for row in 0..<rows {
            for column in 0..<columns {
                let base = (row * 4 * width + column * 2) * 4
                for dot in 0..<8 { dots[dot] = Self.pixel(storage, base + offsets[dot]) }
                cells.append(brailleCell(dots))
            }
        }
    }

    /// The cell for eight premultiplied dots in bit order.
    ///
    /// Dots at least ``alphaThreshold`` opaque are lit; the foreground is their mean colour over the
    /// terminal's background. When every dot is lit, the cell is a two-colour split at the luma
    /// midpoint (the minority group is the ink, the rest the background), or a space with the
    /// mean as background when the contrast is below ``contrastThreshold`` or both sides quantize
    /// to one colour. Monochrome shows the lit dots without colours.
    func brailleCell(_ dots: [SIMD4<Float>]) -> Cell {
        var lit: UInt8 = 0
        var sum = SIMD4<Float>.zero
        for dot in 0..<8 where dots[dot].w >= alphaThreshold {
            lit |= 1 << dot
            sum += dots[dot]
        }
        if lit == 0 { return .blank }
        if colorMode == .monochrome { return Cell(character: Self.braille(lit)) }
        if lit != 0xFF { return Cell(character: Self.braille(lit), foreground: color(sum)) }
        return twoToneBraille(dots, sum: sum)
    }

    // MARK: - Private

    /// The split of eight opaque dots into ink and background by luma.
    private func twoToneBraille(_ dots: [SIMD4<Float>], sum: SIMD4<Float>) -> Cell {
        var lumas = [Float](repeating: 0, count: 8)
        for dot in 0..<8 {
            let p = dots[dot]
            lumas[dot] = (0.299 * p.x + 0.587 * p.y + 0.114 * p.z) / p.w
        }
        let low = lumas.min() ?? 0
        let high = lumas.max() ?? 0
        guard high - low >= contrastThreshold else { return Cell(character: " ", background: color(sum)) }
        let middle = (low + high) / 2
        var bright: UInt8 = 0
        var brightSum = SIMD4<Float>.zero
        for dot in 0..<8 where lumas[dot] > middle {
            bright |= 1 << dot
            brightSum += dots[dot]
        }
        let inkIsBright = bright.nonzeroBitCount <= 4
        let ink = inkIsBright ? bright : ~bright
        let inkSum = inkIsBright ? brightSum : sum - brightSum
        let foreground = color(inkSum)
        let background = color(sum - inkSum)
        if foreground == background { return Cell(character: " ", background: background) }
        return Cell(character: Self.braille(ink), foreground: foreground, background: background)
    }
}

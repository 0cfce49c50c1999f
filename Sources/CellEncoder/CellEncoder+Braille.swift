extension CellEncoder {
    /// The eight dots of a braille cell as premultiplied channels, lane `i` = bit `i` of the pattern.
    struct BrailleDots {
        var red = SIMD8<Float>()
        var green = SIMD8<Float>()
        var blue = SIMD8<Float>()
        var alpha = SIMD8<Float>()

        /// The premultiplied sum of the dots in `lanes`.
        func sum(_ lanes: SIMDMask<SIMD8<Int32>>) -> SIMD4<Float> {
            let zero = SIMD8<Float>()
            return SIMD4(
                zero.replacing(with: red, where: lanes).sum(), zero.replacing(with: green, where: lanes).sum(),
                zero.replacing(with: blue, where: lanes).sum(), zero.replacing(with: alpha, where: lanes).sum())
        }
    }

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
        var dots = BrailleDots()
        for row in 0..<rows {
            for column in 0..<columns {
                let base = (row * 4 * width + column * 2) * 4
                for dot in 0..<8 {
                    let index = base + offsets[dot]
                    dots.red[dot] = storage[index]
                    dots.green[dot] = storage[index + 1]
                    dots.blue[dot] = storage[index + 2]
                    dots.alpha[dot] = storage[index + 3]
                }
                cells.append(brailleCell(dots))
            }
        }
    }

    /// The cell for eight dots.
    ///
    /// Dots at least ``alphaThreshold`` opaque are lit; the foreground is their mean colour over the
    /// terminal's background. When every dot is lit, the cell is a two-colour split at the luma
    /// midpoint (the minority group is the ink, the rest the background), or a space with the
    /// mean as background when the contrast is below ``contrastThreshold`` or both sides quantize
    /// to one colour. Monochrome shows the lit dots without colours.
    func brailleCell(_ dots: BrailleDots) -> Cell {
        let lit = dots.alpha .>= alphaThreshold
        let pattern = Self.bits(lit)
        if pattern == 0 { return .blank }
        if colorMode == .monochrome { return Cell(character: Self.braille(pattern)) }
        if pattern != 0xFF { return Cell(character: Self.braille(pattern), foreground: color(dots.sum(lit))) }
        return twoToneBraille(dots)
    }

    // MARK: - Private

    /// The split of eight opaque dots into ink and background by luma.
    private func twoToneBraille(_ dots: BrailleDots) -> Cell {
        let all = SIMDMask<SIMD8<Int32>>(repeating: true)
        let lumas = (0.299 * dots.red + 0.587 * dots.green + 0.114 * dots.blue) / dots.alpha
        let low = lumas.min()
        let high = lumas.max()
        guard high - low >= contrastThreshold else { return Cell(character: " ", background: color(dots.sum(all))) }
        let bright = lumas .> (low + high) / 2
        let ink = Self.bits(bright).nonzeroBitCount <= 4 ? bright : .!bright
        let foreground = color(dots.sum(ink))
        let background = color(dots.sum(.!ink))
        if foreground == background { return Cell(character: " ", background: background) }
        return Cell(character: Self.braille(Self.bits(ink)), foreground: foreground, background: background)
    }

    /// The pattern bits of a lane mask (lane `i` → bit `i`).
    private static func bits(_ mask: SIMDMask<SIMD8<Int32>>) -> UInt8 {
        var bits: UInt8 = 0
        for lane in 0..<8 where mask[lane] { bits |= 1 << lane }
        return bits
    }
}

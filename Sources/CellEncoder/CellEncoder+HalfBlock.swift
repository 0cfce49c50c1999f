extension CellEncoder {
    /// Appends one cell per column for each pair of pixel rows.
    func appendHalfBlocks(_ storage: UnsafeBufferPointer<Float>, width: Int, rows: Int, to cells: inout [Cell]) {
        let stride = width * 4
        for row in 0..<rows {
            let top = 2 * row * stride
            for column in 0..<width {
                let index = top + column * 4
                cells.append(halfBlock(top: Self.pixel(storage, index), bottom: Self.pixel(storage, index + stride)))
            }
        }
    }

    /// The cell for a top and a bottom pixel (premultiplied).
    ///
    /// Both transparent: a blank cell. One transparent: `▀` or `▄` in the other's colour over the
    /// terminal's background. Both drawn: a space with that background when they quantize to the
    /// same colour, else `▀` with the top as foreground and the bottom as background. Monochrome
    /// draws `▀`, `▄` or `█` without colours.
    func halfBlock(top: SIMD4<Float>, bottom: SIMD4<Float>) -> Cell {
        switch (top.w >= alphaThreshold, bottom.w >= alphaThreshold) {
        case (false, false):
            return .blank
        case (true, false):
            return Cell(character: "▀", foreground: color(top))
        case (false, true):
            return Cell(character: "▄", foreground: color(bottom))
        case (true, true):
            if colorMode == .monochrome { return Cell(character: "█") }
            let upper = color(top)
            let lower = color(bottom)
            if upper == lower { return Cell(character: " ", background: upper) }
            return Cell(character: "▀", foreground: upper, background: lower)
        }
    }
}

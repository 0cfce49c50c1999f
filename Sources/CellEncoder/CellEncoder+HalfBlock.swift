extension CellEncoder {
    /// Appends one cell per column for each pair of pixel rows.
    func appendHalfBlocks(_ samples: CellSamples, to cells: inout [Cell]) {
        for row in 0..<(samples.height / 2) {
            for column in 0..<samples.width {
                cells.append(halfBlock(samples, column: column, row: row))
            }
        }
    }

    /// The cell showing the pixels (`column`, 2·`row`) and the one below it.
    ///
    /// Both left to the terminal's background: a blank cell. One left: `▀` or `▄` in the
    /// other's colour over the terminal's background. Both drawn: a space with that background
    /// when they get the same colour, else `▀` with the top as foreground and the bottom as
    /// background. Monochrome draws `▀`, `▄` or `█` where pixels are lit.
    func halfBlock(_ samples: CellSamples, column: Int, row: Int) -> Cell {
        let (topY, bottomY) = (2 * row, 2 * row + 1)
        let top = samples[column, topY]
        let bottom = samples[column, bottomY]
        if colorMode == .monochrome {
            let light = samples.backgroundIsLight
            switch (isLit(top, x: column, y: topY, backgroundIsLight: light), isLit(bottom, x: column, y: bottomY, backgroundIsLight: light)) {
            case (false, false): return .blank
            case (true, false): return Cell(character: "▀")
            case (false, true): return Cell(character: "▄")
            case (true, true): return Cell(character: "█")
            }
        }
        switch (top.w > 0, bottom.w > 0) {
        case (false, false):
            return .blank
        case (true, false):
            return Cell(character: "▀", foreground: quantize(rgb(top), x: column, y: topY))
        case (false, true):
            return Cell(character: "▄", foreground: quantize(rgb(bottom), x: column, y: bottomY))
        case (true, true):
            let upper = quantize(rgb(top), x: column, y: topY)
            let lower = quantize(rgb(bottom), x: column, y: bottomY)
            if upper == lower { return Cell(character: " ", background: upper) }
            return Cell(character: "▀", foreground: upper, background: lower)
        }
    }

    @inline(__always)
    func rgb(_ sample: SIMD4<Float>) -> SIMD3<Float> { SIMD3(sample.x, sample.y, sample.z) }
}

/// How different two frames look, measured as the fidelity scoring measures a frame against
/// its reference (`compare` in `score.py`): both straight-alpha RGBA images composited over
/// white and over black, and on each background the mean absolute error over R, G and B
/// (0–255), the percentage of pixels whose largest channel difference exceeds 32, and that
/// percentage over half-block cells (the mean colour of 1×2 pixels; an odd last row is left out).
///
/// ```swift
/// let difference = FrameDifference(old.straightRGBA8(), new.straightRGBA8(), width: 160, height: 160)
/// difference.exceeds(FrameLimits())   // as score.py fails the frame
/// ```
package struct FrameDifference: Sendable, Equatable {
    /// The three measures on one background.
    package struct Measures: Sendable, Equatable {
        /// Mean absolute error over every pixel's R, G and B, 0–255 (score.py's `mae`).
        package var meanError: Double
        /// Percentage of pixels whose largest channel difference exceeds 32 (`pct_gt32`).
        package var pixelsOff: Double
        /// The same over half-block cells (`halfblock_pct_gt32`).
        package var cellsOff: Double

        package init(meanError: Double, pixelsOff: Double, cellsOff: Double) {
            self.meanError = meanError
            self.pixelsOff = pixelsOff
            self.cellsOff = cellsOff
        }

        func exceeds(_ limits: FrameLimits) -> Bool {
            meanError > limits.meanError || pixelsOff > limits.pixelsOff || cellsOff > limits.cellsOff
        }
    }

    /// Over white (255).
    package var white: Measures
    /// Over black (0).
    package var black: Measures

    package init(white: Measures, black: Measures) {
        self.white = white
        self.black = black
    }

    /// Measures two `width × height` images of straight 8-bit RGBA bytes (as PNG files hold
    /// them); missing bytes count as transparent.
    package init(_ old: [UInt8], _ new: [UInt8], width: Int, height: Int) {
        white = Self.measures(old, new, width: max(width, 0), height: max(height, 0), background: 255)
        black = Self.measures(old, new, width: max(width, 0), height: max(height, 0), background: 0)
    }

    /// Whether either background goes over any of `limits` (score.py fails such a frame).
    package func exceeds(_ limits: FrameLimits) -> Bool {
        white.exceeds(limits) || black.exceeds(limits)
    }

    /// The larger mean error of the two backgrounds.
    package var worstMeanError: Double { max(white.meanError, black.meanError) }

    // MARK: - Private

    /// A channel difference beyond which a pixel or cell counts as off (score.py's `DIFF_THRESH`).
    private static let offDifference = 32.0

    private static func measures(_ old: [UInt8], _ new: [UInt8], width: Int, height: Int, background: Double) -> Measures {
        let pixels = width * height
        guard pixels > 0 else { return Measures(meanError: 0, pixelsOff: 0, cellsOff: 0) }
        var errorSum = 0.0
        var pixelsOff = 0
        for index in 0..<pixels {
            let difference = absolute(composite(old, index, background) - composite(new, index, background))
            errorSum += difference.x + difference.y + difference.z
            if difference.max() > offDifference { pixelsOff += 1 }
        }
        // Half-block cells: the mean of each pixel and the one below it, as numpy's mean of two.
        let cellRows = height / 2
        var cellsOff = 0
        for row in 0..<cellRows {
            for x in 0..<width {
                let (top, bottom) = ((2 * row) * width + x, (2 * row + 1) * width + x)
                let a = (composite(old, top, background) + composite(old, bottom, background)) / 2
                let b = (composite(new, top, background) + composite(new, bottom, background)) / 2
                if absolute(a - b).max() > offDifference { cellsOff += 1 }
            }
        }
        let cells = cellRows * width
        return Measures(
            meanError: errorSum / Double(pixels * 3), pixelsOff: Double(pixelsOff) / Double(pixels) * 100,
            cellsOff: cells > 0 ? Double(cellsOff) / Double(cells) * 100 : 0)
    }

    @inline(__always)
    private static func absolute(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        vector.replacing(with: -vector, where: vector .< 0)
    }

    /// Pixel `index` of straight RGBA `bytes` over a grey `background`, as score.py composites:
    /// `rgb * a + bg * (1 - a)` with `a = alpha / 255`, in doubles.
    @inline(__always)
    private static func composite(_ bytes: [UInt8], _ index: Int, _ background: Double) -> SIMD3<Double> {
        let offset = index * 4
        guard offset + 3 < bytes.count else { return SIMD3(repeating: background) }
        let alpha = Double(bytes[offset + 3]) / 255
        let color = SIMD3(Double(bytes[offset]), Double(bytes[offset + 1]), Double(bytes[offset + 2]))
        return color * alpha + SIMD3(repeating: background * (1 - alpha))
    }
}

/// The limits a frame must stay within, on both backgrounds, to look the same as its
/// counterpart: by default the fidelity scoring's (`MAX_MAE`, `MAX_PCT_GT32` and
/// `MAX_HALFBLOCK_PCT_GT32` in `score.py`), the measured noise floor between two good renderers.
package struct FrameLimits: Sendable, Equatable {
    package var meanError = 1.5
    package var pixelsOff = 1.0
    package var cellsOff = 1.0

    /// The scoring's limits times `factor` (0: any change counts).
    package init(scale factor: Double = 1) {
        meanError *= factor
        pixelsOff *= factor
        cellsOff *= factor
    }
}

import AnimationDiff
import Testing

/// The frame measures on images small enough to work out by hand, and how compared frames
/// group into runs.
@Suite struct FrameDifferenceTests {
    /// Straight RGBA bytes of `pixels`, each `(r, g, b, a)`.
    static func image(_ pixels: [(UInt8, UInt8, UInt8, UInt8)]) -> [UInt8] {
        pixels.flatMap { [$0.0, $0.1, $0.2, $0.3] }
    }

    @Test func measuresAreTheScoringTools() {
        // A column of three pixels: opaque black, transparent, opaque red; then white, opaque
        // black, half-transparent red.
        let old = Self.image([(0, 0, 0, 255), (0, 0, 0, 0), (255, 0, 0, 255)])
        let new = Self.image([(255, 255, 255, 255), (0, 0, 0, 255), (255, 0, 0, 128)])
        let difference = FrameDifference(old, new, width: 1, height: 3)
        // Over white: 255 × 3 on the first pixel, 255 × 3 on the second, and the red pixel's
        // green and blue go from 0 to 255 × (1 - 128 / 255) = 127.
        let red = 255 * (1 - 128.0 / 255)
        #expect(abs(difference.white.meanError - (255 * 6 + 2 * red) / 9) < 1e-9)
        #expect(difference.white.pixelsOff == 100)
        // One half-block cell, the first two rows (the odd last row is left out): black over
        // the white background averages to the same grey as white over black.
        #expect(difference.white.cellsOff == 0)
        // Over black: only the first pixel (255 × 3) and the red's red channel, 255 → 128.
        #expect(abs(difference.black.meanError - (255 * 3 + (255 - 255 * (128.0 / 255))) / 9) < 1e-9)
        #expect(abs(difference.black.pixelsOff - 200.0 / 3) < 1e-9)
        #expect(difference.black.cellsOff == 100)
        #expect(difference.exceeds(FrameLimits()))
        #expect(!FrameDifference(old, old, width: 1, height: 3).exceeds(FrameLimits(scale: 0)))
    }

    @Test func differingFramesGroupIntoRuns() {
        let same = FrameDifference(white: .init(meanError: 0, pixelsOff: 0, cellsOff: 0), black: .init(meanError: 0, pixelsOff: 0, cellsOff: 0))
        func off(_ error: Double) -> FrameDifference {
            FrameDifference(white: .init(meanError: error, pixelsOff: 0, cellsOff: 0), black: .init(meanError: 0, pixelsOff: 0, cellsOff: 0))
        }
        var comparison = FrameComparison(limits: FrameLimits())
        for (frame, difference) in [(0.0, same), (2, off(3)), (4, off(5)), (6, off(5)), (8, same), (10, off(1.6)), (12, off(1.4))] {
            comparison.append(frame, difference)
        }
        #expect(comparison.frames == [0, 2, 4, 6, 8, 10, 12])
        #expect(comparison.runs.map { [$0.first, $0.last, Double($0.count), $0.worstFrame] } == [[2, 6, 3, 4], [10, 10, 1, 10]])
        #expect(comparison.differingCount == 4)
    }
}

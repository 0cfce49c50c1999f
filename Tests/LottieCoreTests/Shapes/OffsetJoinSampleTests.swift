import LottieGraphics
import Testing

/// `Samples/offset-joins.json`, pixel by pixel: a 40-unit square offset by 10 with each line
/// join, at corners where the joins differ (frame 30, when the amount has reached 10).
@Suite struct OffsetJoinSampleTests {
    static let sample = "offset-joins.json"

    /// Corners of the squares in composition space: miter, round, bevel, miter over its limit.
    static let corners = [(20, 20), (120, 20), (20, 120), (120, 120)]

    /// Whether the pixel (dx, dy) beyond the top-left corner of square `index` is covered.
    private func covered(_ frame: SampleFrame, _ index: Int, _ d: Int) -> Double {
        let (x, y) = Self.corners[index]
        return frame.alpha(x - d, y - d)
    }

    @Test func edgesMoveOutByTheAmount() throws {
        let frame = try SampleFrame(Self.sample, frame: 30)
        for (x, y) in Self.corners {
            #expect(frame.alpha(x - 9, y + 20) > 0.99)
            #expect(frame.alpha(x - 11, y + 20) < 0.01)
        }
    }

    @Test func miterJoinKeepsTheCornerSharp() throws {
        let frame = try SampleFrame(Self.sample, frame: 30)
        // Pixel centres 6.5 and 8.5 units out along the diagonal: inside the miter's tip (10, 10).
        #expect(covered(frame, 0, 7) > 0.99)
        #expect(covered(frame, 0, 9) > 0.99)
    }

    @Test func roundJoinIsAnArcOfTheAmount() throws {
        let frame = try SampleFrame(Self.sample, frame: 30)
        // 6.5·√2 = 9.2 from the corner: inside; 8.5·√2 = 12.0: outside.
        #expect(covered(frame, 1, 7) > 0.99)
        #expect(covered(frame, 1, 9) < 0.01)
    }

    @Test func bevelJoinCutsTheCorner() throws {
        let frame = try SampleFrame(Self.sample, frame: 30)
        // The bevel is the line dx + dy = 10: 3.5·2 = 7 is inside, 6.5·2 = 13 outside.
        #expect(covered(frame, 2, 4) > 0.99)
        #expect(covered(frame, 2, 7) < 0.01)
    }

    @Test func miterOverItsLimitBecomesABevel() throws {
        let frame = try SampleFrame(Self.sample, frame: 30)
        // A right angle needs a limit of √2; this one has 1.2.
        #expect(covered(frame, 3, 4) > 0.99)
        #expect(covered(frame, 3, 7) < 0.01)
    }

    @Test func puckerPullsEdgesInAndBloatPushesThemOut() throws {
        let square = try SampleFrame(Self.sample, frame: 30)
        let puckered = try SampleFrame(Self.sample, frame: 45)
        let bloated = try SampleFrame(Self.sample, frame: 59)
        // The middle of the octagon's left edge (x = 110, y = 140).
        #expect(square.alpha(111, 140) > 0.99)
        #expect(puckered.alpha(111, 140) < 0.01)
        #expect(bloated.alpha(109, 140) > 0.99)
    }
}

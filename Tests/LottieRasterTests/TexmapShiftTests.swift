import LottieGraphics
import LottieRaster
import Testing

/// Rotated images whose top is cut by the drawing region: the rows ThorVG's texture mapper
/// samples, which the image fidelity references (`pr_1930_r.json`, rotating images) show.
@Suite struct TexmapShiftTests {
    /// A 10 × 10 image turned 30° about its corner 0, which lands at y = `top`.
    private func turned(top: Double) -> AffineTransform {
        AffineTransform(rotation: .pi / 6).concatenating(AffineTransform(translationX: 20, y: top))
    }

    @Test func imagesInsideTheRegionAreNotShifted() {
        #expect(TexmapShift(imageToDevice: turned(top: 5), width: 10, height: 10, regionTop: 0) == nil)
        #expect(TexmapShift(imageToDevice: turned(top: 0), width: 10, height: 10, regionTop: 0) == nil)
    }

    @Test func aCutTriangleSamplesTheFractionOfItsTopRowLower() throws {
        // Corner 0 at y −2.7: the walk of triangle (0, 1, 3) starts 0.7 rows low (trunc(−2.7) + 2.7),
        // which is (sin 30°, cos 30°) · 0.7 in image space; triangle (1, 2, 3) lies below the top.
        let shift = try #require(TexmapShift(imageToDevice: turned(top: -2.7), width: 10, height: 10, regionTop: 0))
        let first = shift.triangles[0]
        #expect(abs(first.upper.x - 0.35) < 1e-9)
        #expect(abs(first.upper.y - 0.7 * (3.0).squareRoot() / 2) < 1e-9)
        #expect(first.lower == first.upper)
        #expect(shift.triangles[1].upper == .zero)
        #expect(shift.triangles[1].lower == .zero)
    }

    @Test func aRegionBelowTheCanvasTopCutsToo() throws {
        // The same image under a viewport starting at row 3, corner 0 at y 2.4: the samples move
        // by trunc(2.4) − 2.4 = −0.4 rows.
        let shift = try #require(TexmapShift(imageToDevice: turned(top: 2.4), width: 10, height: 10, regionTop: 3))
        #expect(abs(shift.triangles[0].upper.y + 0.4 * (3.0).squareRoot() / 2) < 1e-9)
    }
}

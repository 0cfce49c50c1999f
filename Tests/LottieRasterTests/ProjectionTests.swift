import LottieGraphics
import LottieRaster
import Testing

/// Planes seen through a camera: plain shapes go through the camera's map as geometry, other
/// paints are drawn flat and resampled; both must show the same picture.
@Suite struct ProjectionTests {
    /// Plane → device: 4 px a unit where the depth is 1.5, shrinking to the right (depth
    /// 1.5 + 0.05 x), so a 20-unit square spans about 32 px.
    private let camera = Homography([4, 0, 0, 0, 4, 0, 0.05, 0, 1.5])
    private let blue = Color(r: 0.1, g: 0.3, b: 0.9)

    /// The same colour as a gradient, which only the flat plane can draw.
    private var flatBlue: Paint {
        .gradient(
            Gradient(kind: .linear(start: .zero, end: Vector2(1, 0)), stops: [GradientStop(offset: 0, color: blue), GradientStop(offset: 1, color: blue)]))
    }

    private func plane(_ item: DisplayItem, opacity: Double = 1, camera: Homography? = nil) -> PixelBuffer {
        var group = GroupDraw(children: [item], opacity: opacity)
        group.projection = camera ?? self.camera
        return TestScene.render([.group(group)], width: 48, height: 48)
    }

    /// Both pictures cover the same area, and no pixel differs by more than an edge pixel's
    /// share of coverage.
    private func expectSamePicture(_ geometry: PixelBuffer, _ flat: PixelBuffer) {
        let a = TestScene.totalAlpha(geometry)
        let b = TestScene.totalAlpha(flat)
        #expect(a > 50, "geometry drew \(a)")
        #expect(abs(a - b) < 0.02 * b, "covered \(a) against \(b)")
        var largest: Float = 0
        for y in 0..<48 {
            for x in 0..<48 { largest = max(largest, abs(geometry.premultiplied(x: x, y: y).w - flat.premultiplied(x: x, y: y).w)) }
        }
        #expect(largest < 0.35, "largest alpha difference \(largest)")
    }

    @Test func aFilledEllipseAsGeometryMatchesTheResampledPlane() {
        let ellipse = BezierPath.ellipse(in: Rect(x: 1, y: 1, width: 20, height: 16))
        let geometry = plane(TestScene.fill(ellipse, paint: .solid(blue)))
        expectSamePicture(geometry, plane(TestScene.fill(ellipse, paint: flatBlue)))
        // Inside, the colour is the paint's.
        let c = geometry.straightColor(x: 10, y: 10)
        #expect(abs(c.b - 0.9) < TestScene.byteTolerance && abs(c.a - 1) < TestScene.byteTolerance, "\(c)")
    }

    @Test func aStrokeAsGeometryMatchesTheResampledPlane() {
        let square = TestScene.drawnRect(2, 2, 16, 16)
        let style = StrokeStyle(width: 2)
        expectSamePicture(
            plane(TestScene.stroke(square, style, paint: .solid(blue))), plane(TestScene.stroke(square, style, paint: flatBlue)))
    }

    @Test func whatComesNearerThanTheCutIsNotDrawn() {
        // Depth 1.5 + 0.05 x is below 1 (the cut) left of x = −10, which this camera shows at
        // device x = 8: the part to its left is cut away, the rest runs to x ≈ 44.
        let shifted = Homography([4, 0, 48, 0, 4, 0, 0.05, 0, 1.5])
        let wide = TestScene.drawnRect(-30, 2, 40, 4)
        let geometry = plane(TestScene.fill(wide, paint: .solid(blue)), camera: shifted)
        expectSamePicture(geometry, plane(TestScene.fill(wide, paint: flatBlue), camera: shifted))
        #expect(geometry.premultiplied(x: 6, y: 15).w == 0)
        #expect(geometry.premultiplied(x: 10, y: 15).w > 0.9)
    }

    @Test func opacityOfAPlaneWithOneShape() {
        let square = TestScene.drawnRect(4, 4, 10, 10)
        let c = plane(TestScene.fill(square, paint: .solid(blue)), opacity: 0.5).straightColor(x: 12, y: 12)
        #expect(abs(c.a - 0.5) < TestScene.byteTolerance, "\(c)")
    }
}

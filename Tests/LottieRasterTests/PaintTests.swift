import LottieGraphics
import LottieRaster
import Testing

@Suite struct PaintTests {
    private let blackToWhite = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]

    @Test func linearGradientAtKnownPoints() {
        let paint = Paint.linearGradient(start: Vector2(0, 0), end: Vector2(100, 0), stops: blackToWhite)
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 100, 10), paint: paint)], width: 100, height: 10)
        for x in [0, 24, 49, 74, 99] {
            let expected = (Double(x) + 0.5) / 100
            #expect(abs(b.straightColor(x: x, y: 5).r - expected) < 1.0 / 255 + 1e-6)
        }
    }

    @Test func gradientFollowsShapeTransform() {
        // Gradient defined in local space 0...10, scaled ×10 to the device.
        let shape = ShapeDraw(
            path: TestScene.rect(0, 0, 10, 1), transform: AffineTransform(scaleX: 10, y: 10),
            paint: .linearGradient(start: .zero, end: Vector2(10, 0), stops: blackToWhite), style: .fill(.nonZero))
        let b = TestScene.render([.shape(shape)], width: 100, height: 10)
        #expect(abs(b.straightColor(x: 49, y: 5).r - 0.495) < 1.0 / 255 + 1e-6)
    }

    @Test func radialGradientAtKnownPoints() {
        let paint = Paint.radialGradient(center: Vector2(50, 50), radius: 40, stops: blackToWhite)
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 100, 100), paint: paint)], width: 100, height: 100)
        #expect(b.straightColor(x: 50, y: 50).r < 0.02)
        // Pixel centre (70.5, 50.5) is 20.5 from the centre: offset ≈ 0.51.
        #expect(abs(b.straightColor(x: 70, y: 50).r - 20.5 / 40) < 2.0 / 255)
        #expect(abs(b.straightColor(x: 95, y: 50).r - 1) < 1e-6)
    }

    @Test func focalPointIsOffsetZero() {
        let paint = Paint.radialGradient(center: Vector2(50, 50), radius: 40, focalPoint: Vector2(30, 50), stops: blackToWhite)
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 100, 100), paint: paint)], width: 100, height: 100)
        #expect(b.straightColor(x: 30, y: 50).r < 0.03)
        // Towards the near edge (x = 10) the ramp is shorter than towards the far edge (x = 90).
        #expect(abs(b.straightColor(x: 19, y: 50).r - 0.5) < 0.06)
        #expect(abs(b.straightColor(x: 59, y: 50).r - 0.5) < 0.06)
    }

    @Test func imagePatternIsBilinear() {
        var image = PixelBuffer(width: 2, height: 1)
        image.setColor(.black, x: 0, y: 0)
        image.setColor(.white, x: 1, y: 0)
        // Scale the 2 × 1 image to 20 × 10: texel centres at x = 5 and x = 15.
        let paint = Paint.image(ImagePattern(image: image, transform: AffineTransform(scaleX: 10, y: 10)))
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 20, 10), paint: paint)], width: 20, height: 10)
        #expect(abs(b.straightColor(x: 9, y: 5).r - 0.45) < 1e-4)
        #expect(abs(b.straightColor(x: 2, y: 5).r - 0) < 1e-4)
        #expect(abs(b.straightColor(x: 17, y: 5).r - 1) < 1e-4)
        // Bilinear towards transparent outside the image: the left edge pixel is half faded.
        #expect(abs(TestScene.alpha(b, 0, 5) - 0.55 * 0.95) < 1e-4)  // also 5 % faded vertically
    }
}

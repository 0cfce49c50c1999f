import Foundation
import LottieGraphics
import LottieRaster
import Testing

@Suite struct PaintTests {
    private let blackToWhite = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]

    /// Pixel x samples the gradient at its corner, device coordinate x (as After Effects does).
    @Test func linearGradientAtKnownPoints() {
        let paint = Paint.linearGradient(start: Vector2(0, 0), end: Vector2(100, 0), stops: blackToWhite)
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 100, 10), paint: paint)], width: 100, height: 10)
        for x in [0, 24, 49, 74, 99] {
            let expected = Double(x) / 100
            #expect(abs(b.straightColor(x: x, y: 5).r - expected) < 1.0 / 255 + 1e-6)
        }
    }

    @Test func gradientFollowsShapeTransform() {
        // Gradient defined in local space 0...10, scaled ×10 to the device.
        let shape = ShapeDraw(
            path: TestScene.rect(0, 0, 10, 1), transform: AffineTransform(scaleX: 10, y: 10),
            paint: .linearGradient(start: .zero, end: Vector2(10, 0), stops: blackToWhite), style: .fill(.nonZero))
        let b = TestScene.render([.shape(shape)], width: 100, height: 10)
        #expect(abs(b.straightColor(x: 49, y: 5).r - 0.49) < 1.0 / 255 + 1e-6)
    }

    @Test func radialGradientAtKnownPoints() {
        let paint = Paint.radialGradient(center: Vector2(50, 50), radius: 40, stops: blackToWhite)
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 100, 100), paint: paint)], width: 100, height: 100)
        #expect(b.straightColor(x: 50, y: 50).r == 0)
        // Pixel (70, 50) samples (70, 50), 20 from the centre: offset 0.5.
        #expect(abs(b.straightColor(x: 70, y: 50).r - 20.0 / 40) < 2.0 / 255)
        #expect(abs(b.straightColor(x: 95, y: 50).r - 1) < 1e-6)
    }

    /// A radial gradient centred on a whole coordinate peaks on one pixel and falls off the
    /// same way on either side of it, along both axes (After Effects' renders do so).
    @Test func radialGradientIsSymmetricAboutThePixelAtItsCentre() {
        let paint = Paint.radialGradient(center: Vector2(40, 40), radius: 40, stops: blackToWhite)
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 80, 80), paint: paint)], width: 80, height: 80)
        for d in 1...20 {
            let right = b.straightColor(x: 40 + d, y: 40).r
            #expect(b.straightColor(x: 40 - d, y: 40).r == right)
            #expect(b.straightColor(x: 40, y: 40 - d).r == right)
            #expect(b.straightColor(x: 40, y: 40 + d).r == right)
            #expect(abs(right - Double(d) / 40) < 2.0 / 255)
        }
    }

    @Test func focalPointIsOffsetZero() {
        let paint = Paint.radialGradient(center: Vector2(50, 50), radius: 40, focalPoint: Vector2(30, 50), stops: blackToWhite)
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 100, 100), paint: paint)], width: 100, height: 100)
        #expect(b.straightColor(x: 30, y: 50).r < 0.03)
        // Towards the near edge (x = 10) the ramp is shorter than towards the far edge (x = 90).
        #expect(abs(b.straightColor(x: 19, y: 50).r - 0.5) < 0.06)
        #expect(abs(b.straightColor(x: 59, y: 50).r - 0.5) < 0.06)
    }

    @Test func upscaledImagesAreBilinearWithHardEdges() {
        var image = ImageBitmap(width: 2, height: 1)
        image.setColor(.black, x: 0, y: 0)
        image.setColor(.white, x: 1, y: 0)
        // Scale the 2 × 1 image to 20 × 10; as in ThorVG, pixel x samples texel x / 10 − 0.49.
        let paint = Paint.image(ImagePattern(image: image, transform: AffineTransform(scaleX: 10, y: 10)))
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 20, 10), paint: paint)], width: 20, height: 10)
        #expect(abs(b.straightColor(x: 9, y: 5).r - 0.41) < TestScene.byteTolerance)
        #expect(b.straightColor(x: 2, y: 5).r == 0)
        #expect(b.straightColor(x: 17, y: 5).r == 1)
        // The image ends where its texels end: no fade at the borders.
        #expect(TestScene.alpha(b, 0, 5) == 1 && TestScene.alpha(b, 19, 0) == 1 && TestScene.alpha(b, 19, 9) == 1)
    }

    @Test func unitScaleImagesAreCopied() {
        var image = ImageBitmap(width: 3, height: 1)
        for x in 0..<3 { image.setColor(Color(r: Double(x) / 2, g: 0, b: 0), x: x, y: 0) }
        let paint = Paint.image(ImagePattern(image: image, transform: AffineTransform(translationX: 2, y: 1)))
        let b = TestScene.render([TestScene.fill(TestScene.rect(2, 1, 3, 1), paint: paint)], width: 6, height: 3)
        // Images hold bytes: 0.5 is stored as 128.
        #expect(zip((2..<5).map { b.straightColor(x: $0, y: 1).r }, [0, 128.0 / 255, 1]).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(TestScene.alpha(b, 1, 1) == 0 && TestScene.alpha(b, 5, 1) == 0)
    }

    @Test func shrunkImagesAverageTheirFootprint() {
        // Black and white columns shrunk 8×: one grey pixel, where a point sample would be black or white.
        var image = ImageBitmap(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 { image.setColor(x % 2 == 0 ? .black : .white, x: x, y: y) } }
        let paint = Paint.image(ImagePattern(image: image, transform: AffineTransform(scaleX: 0.125, y: 0.125)))
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 1, 1), paint: paint)], width: 1, height: 1)
        #expect(abs(b.straightColor(x: 0, y: 0).r - 0.5) < TestScene.byteTolerance)
    }

    /// A rotated, shrunk image's edge is anti-aliased from its outline exactly as a shape's
    /// is (no periodic sawtooth along it), and the pixels along it show the image's own
    /// outermost texels, not a blend with the transparent outside.
    @Test func rotatedImageEdgesAreCoveredLikeTheirOutline() {
        var image = ImageBitmap(width: 40, height: 60)
        for y in 0..<60 { for x in 0..<40 { image.setColor(Color(r: 1, g: 0.5, b: 0), x: x, y: y) } }
        let angle = 30.0 * .pi / 180
        let turn = AffineTransform(a: 0.57 * cos(angle), b: 0.57 * sin(angle), c: -0.57 * sin(angle), d: 0.57 * cos(angle), tx: 20, ty: 4)
        let path = TestScene.rect(0, 0, 40, 60)
        let drawn = TestScene.render([.shape(ShapeDraw(path: path, transform: turn, paint: .image(ImagePattern(image: image)), style: .fill(.nonZero)))], width: 48, height: 48)
        let outline = TestScene.render(
            [.shape(ShapeDraw(path: path, transform: turn, paint: .solid(.white), style: .fill(.nonZero)))], width: 48, height: 48)
        var rim = 0
        for y in 0..<48 {
            for x in 0..<48 {
                let coverage = TestScene.alpha(outline, x, y)
                #expect(abs(TestScene.alpha(drawn, x, y) - coverage) <= TestScene.byteTolerance, "pixel \(x), \(y)")
                guard coverage > 0.05 else { continue }
                if coverage < 0.95 { rim += 1 }
                let color = drawn.premultiplied(x: x, y: y)
                let alpha = Double(color.w)
                #expect(abs(Double(color.x) - alpha) <= TestScene.byteTolerance, "pixel \(x), \(y)")
                #expect(abs(Double(color.y) - alpha / 2) <= TestScene.byteTolerance, "pixel \(x), \(y)")
                #expect(color.z == 0, "pixel \(x), \(y)")
            }
        }
        #expect(rim > 40)
    }

    /// A rotated image is sampled at each pixel's centre: turned 90° and scaled 10×, a black
    /// and a white texel meet halfway down, the rows on either side mirror each other, and
    /// the outermost rows take their texel's colour unmixed.
    @Test func rotatedImagesAreSampledAtPixelCentres() {
        var image = ImageBitmap(width: 2, height: 1)
        image.setColor(.black, x: 0, y: 0)
        image.setColor(.white, x: 1, y: 0)
        let turn = AffineTransform(a: 0, b: 10, c: -10, d: 0, tx: 10, ty: 0)
        let draw = ShapeDraw(path: TestScene.rect(0, 0, 2, 1), transform: turn, paint: .image(ImagePattern(image: image)), style: .fill(.nonZero))
        let b = TestScene.render([.shape(draw)], width: 10, height: 20)
        for y in 0..<20 {
            #expect(TestScene.alpha(b, 5, y) == 1)
            #expect(abs(b.straightColor(x: 5, y: y).r + b.straightColor(x: 5, y: 19 - y).r - 1) < 0.01, "row \(y)")
        }
        #expect(b.straightColor(x: 5, y: 0).r < 0.005)
        #expect(abs(b.straightColor(x: 5, y: 9).r - 0.45) < 0.01)
    }

    @Test func hostileImageTransformsDrawNothingOrSomethingButNeverTrap() {
        var image = ImageBitmap(width: 2, height: 2)
        image.setColor(.white, x: 0, y: 0)
        let transforms = [
            AffineTransform(scaleX: 1e300, y: 1e300), AffineTransform(scaleX: 1e-300, y: 1e-300),
            AffineTransform(a: 1e200, b: 3, c: -3, d: 1e-200, tx: -1e300, ty: 1e300),
            AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), AffineTransform(a: 0.3, b: 1e-8, c: -1e-8, d: 0.3, tx: 1e15, ty: 0),
        ]
        for transform in transforms {
            for shape in [AffineTransform.identity, AffineTransform(a: 0.7, b: 0.7, c: -0.7, d: 0.7, tx: 5, ty: 0)] {
                let draw = ShapeDraw(
                    path: TestScene.rect(0, 0, 10, 10), transform: shape, paint: .image(ImagePattern(image: image, transform: transform)),
                    style: .fill(.nonZero))
                let b = TestScene.render([.shape(draw)], width: 12, height: 12)
                #expect(b.storage.count == b.width * b.height * 4)
            }
        }
    }
}

import LottieGraphics
import LottieRaster
import Testing

@Suite struct EffectTests {
    /// A 10 × 10 square of `color` at (20, 20) on a 60 × 60 canvas, with `effects` on its group.
    private func square(_ effects: [LayerEffect], color: Color = .black) -> PixelBuffer {
        let shape = TestScene.fill(TestScene.rect(20, 20, 10, 10), paint: .solid(color))
        return TestScene.render([.group(GroupDraw(children: [shape], effects: effects))], width: 60, height: 60)
    }

    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }

    @Test func blurSpreadsAlphaAndKeepsItsTotal() {
        let b = square([.gaussianBlur(sigma: 3, axes: .both)])
        #expect(close(TestScene.totalAlpha(b), 100, 0.5))
        #expect(TestScene.alpha(b, 20, 25) < 0.9 && TestScene.alpha(b, 25, 20) < 0.9)
        #expect(TestScene.alpha(b, 17, 25) > 0.05 && TestScene.alpha(b, 25, 17) > 0.05)
        // Symmetric about the square's centre.
        #expect(close(TestScene.alpha(b, 17, 25), TestScene.alpha(b, 32, 25), 1e-4))
        #expect(TestScene.alpha(b, 5, 5) == 0)
    }

    @Test func horizontalBlurLeavesRowsAboveAndBelowEmpty() {
        let b = square([.gaussianBlur(sigma: 3, axes: .horizontal)])
        #expect(TestScene.alpha(b, 17, 25) > 0.05)
        #expect(TestScene.alpha(b, 25, 18) == 0 && TestScene.alpha(b, 25, 31) == 0)
        #expect(close(TestScene.alpha(b, 25, 25), 1, 1e-4))
        let v = square([.gaussianBlur(sigma: 3, axes: .vertical)])
        #expect(TestScene.alpha(v, 25, 17) > 0.05 && TestScene.alpha(v, 17, 25) == 0)
    }

    @Test func tinyOrInvalidBlursChangeNothing() {
        let plain = square([])
        for sigma in [0, 0.05, -3, .nan, .infinity] {
            let b = square([.gaussianBlur(sigma: sigma, axes: .both)])
            #expect(b.storage == plain.storage, "sigma \(sigma)")
        }
    }

    @Test func hardDropShadowSitsUnderTheLayerAtItsOffset() {
        let red = Color(r: 1, g: 0, b: 0, a: 0.5)
        let b = square([.dropShadow(color: red, offset: Vector2(5, 5), sigma: 0, shadowOnly: false)])
        // The layer itself is unchanged and opaque on top.
        #expect(b.straightColor(x: 22, y: 22) == .black)
        #expect(b.straightColor(x: 27, y: 27) == .black)
        // The shadow shows where the layer does not cover it.
        let shadow = b.straightColor(x: 32, y: 32)
        #expect(close(shadow.r, 1, 1e-4) && close(shadow.a, 0.5, TestScene.byteTolerance))
        #expect(TestScene.alpha(b, 36, 36) == 0 && TestScene.alpha(b, 18, 18) == 0)
    }

    @Test func shadowOnlyHidesTheLayer() {
        let b = square([.dropShadow(color: .black, offset: Vector2(5, 0), sigma: 0, shadowOnly: true)])
        #expect(TestScene.alpha(b, 22, 25) == 0)
        #expect(close(TestScene.alpha(b, 27, 25), 1, 1e-5) && close(TestScene.alpha(b, 33, 25), 1, 1e-5))
    }

    @Test func softShadowIsBlurredAndReachesPastTheCanvasOfItsContent() {
        let b = square([.dropShadow(color: .black, offset: Vector2(0, 10), sigma: 2, shadowOnly: true)])
        // Centred 10 px below the square, soft at its edges, and drawn outside the square's bounds.
        #expect(TestScene.alpha(b, 25, 35) > 0.9)
        #expect(TestScene.alpha(b, 25, 41) > 0.02 && TestScene.alpha(b, 25, 41) < 0.5)
        #expect(close(TestScene.totalAlpha(b), 100, 0.5))
    }

    @Test func fillRecoloursAndScalesAlpha() {
        let green = Color(r: 0, g: 1, b: 0)
        let b = square([.fill(color: green, opacity: 0.5)], color: Color(r: 1, g: 0, b: 0))
        let c = b.straightColor(x: 25, y: 25)
        #expect(close(c.g, 1) && close(c.r, 0) && close(c.a, 0.5))
        #expect(TestScene.alpha(b, 5, 5) == 0)
    }

    @Test func tintMapsLuminanceBetweenTwoColours() {
        let red = Color(r: 1, g: 0, b: 0)
        let blue = Color(r: 0, g: 0, b: 1)
        let white = square([.tint(black: red, white: blue, amount: 1)], color: .white).straightColor(x: 25, y: 25)
        #expect(close(white.b, 1) && close(white.r, 0))
        let black = square([.tint(black: red, white: blue, amount: 1)], color: .black).straightColor(x: 25, y: 25)
        #expect(close(black.r, 1) && close(black.b, 0))
        // Half the amount: halfway between the original white and the mapped blue.
        let half = square([.tint(black: red, white: blue, amount: 0.5)], color: .white).straightColor(x: 25, y: 25)
        #expect(close(half.r, 0.5) && close(half.g, 0.5) && close(half.b, 1))
    }

    @Test func tritoneMapsShadowsMidtonesAndHighlights() {
        let effect = LayerEffect.tritone(
            highlights: Color(r: 1, g: 1, b: 0), midtones: Color(r: 0, g: 1, b: 0), shadows: Color(r: 0, g: 0, b: 1),
            blendWithOriginal: 0)
        let grey = square([effect], color: Color(r: 0.5, g: 0.5, b: 0.5)).straightColor(x: 25, y: 25)
        #expect(close(grey.g, 1) && close(grey.r, 0) && close(grey.b, 0))
        let black = square([effect], color: .black).straightColor(x: 25, y: 25)
        #expect(close(black.b, 1) && close(black.g, 0))
        let white = square([effect], color: .white).straightColor(x: 25, y: 25)
        #expect(close(white.r, 1) && close(white.g, 1) && close(white.b, 0))
    }
}

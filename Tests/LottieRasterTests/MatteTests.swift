import LottieGraphics
import LottieRaster
import Testing

@Suite struct MatteTests {
    /// Opaque red content over the whole 20 × 20 canvas, matted by `source`; alpha left and right.
    private func leftRight(_ source: GroupDraw, _ mode: MatteMode) -> (Double, Double) {
        let red = TestScene.fill(TestScene.rect(0, 0, 20, 20), paint: .solid(Color(r: 1, g: 0, b: 0)))
        let group = GroupDraw(children: [red], matte: MatteDraw(source: source, mode: mode))
        let b = TestScene.render([.group(group)], width: 20, height: 20)
        #expect(b.straightColor(x: 5, y: 5).a == 0 || abs(b.straightColor(x: 5, y: 5).r - 1) < 1e-5)
        return (TestScene.alpha(b, 5, 5), TestScene.alpha(b, 15, 5))
    }

    private func leftHalf(_ color: Color, opacity: Double = 1) -> GroupDraw {
        GroupDraw(children: [TestScene.fill(TestScene.rect(0, 0, 10, 20), paint: .solid(color))], opacity: opacity)
    }

    @Test func alphaMattes() {
        let source = leftHalf(Color(r: 0, g: 0, b: 1, a: 0.8))
        let (l, r) = leftRight(source, .alpha)
        #expect(abs(l - 0.8) < 1e-5 && r < 1e-6)
        let (li, ri) = leftRight(source, .alphaInverted)
        #expect(abs(li - 0.2) < 1e-5 && abs(ri - 1) < 1e-6)
    }

    @Test func lumaMattes() {
        let grey = leftHalf(Color(r: 0.5, g: 0.5, b: 0.5))
        let (l, r) = leftRight(grey, .luma)
        #expect(abs(l - 0.5) < TestScene.byteTolerance && r < 1e-6)
        let (li, ri) = leftRight(grey, .lumaInverted)
        #expect(abs(li - 0.5) < TestScene.byteTolerance && abs(ri - 1) < 1e-6)
        // Rec.709 weights on premultiplied colour: pure green at alpha 0.5 → 0.7152 × 0.5.
        let (g, _) = leftRight(leftHalf(Color(r: 0, g: 1, b: 0, a: 0.5)), .luma)
        #expect(abs(g - 0.3576) < TestScene.byteTolerance)
    }

    @Test func sourceOpacityApplies() {
        let (l, _) = leftRight(leftHalf(.white, opacity: 0.5), .alpha)
        #expect(abs(l - 0.5) < TestScene.byteTolerance)
    }

    @Test func emptySourceHidesOrShows() {
        let empty = GroupDraw(children: [])
        #expect(leftRight(empty, .alpha) == (0, 0))
        let (l, r) = leftRight(empty, .alphaInverted)
        #expect(abs(l - 1) < 1e-6 && abs(r - 1) < 1e-6)
    }
}

import LottieGraphics
import LottieRaster
import Testing

@Suite struct CompositingTests {
    private let backdrop = TestScene.fill(TestScene.rect(0, 0, 10, 10), paint: .solid(Color(r: 0.2, g: 0.4, b: 0.6)))

    private func blended(_ mode: BlendMode, _ source: Color) -> Color {
        let top = GroupDraw(
            children: [TestScene.fill(TestScene.rect(0, 0, 10, 10), paint: .solid(source))], blendMode: mode)
        return TestScene.render([backdrop, .group(top)], width: 10, height: 10).straightColor(x: 5, y: 5)
    }

    private func expectColor(_ c: Color, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        #expect(abs(c.r - r) < TestScene.byteTolerance && abs(c.g - g) < TestScene.byteTolerance && abs(c.b - b) < TestScene.byteTolerance && abs(c.a - a) < TestScene.byteTolerance, "\(c)")
    }

    @Test func separableModes() {
        let grey = Color(r: 0.5, g: 0.5, b: 0.5)
        expectColor(blended(.multiply, grey), 0.1, 0.2, 0.3)
        expectColor(blended(.screen, grey), 0.6, 0.7, 0.8)
        expectColor(blended(.difference, grey), 0.3, 0.1, 0.1)
        expectColor(blended(.darken, grey), 0.2, 0.4, 0.5)
        expectColor(blended(.add, grey), 0.7, 0.9, 1)
        expectColor(blended(.normal, grey), 0.5, 0.5, 0.5)
    }

    @Test func nonSeparableLuminosity() {
        // SetLum(Cb, Lum(Cs)) with Lum(Cs) = 0.5 and Lum(Cb) = 0.3·0.2 + 0.59·0.4 + 0.11·0.6 = 0.362.
        let d = 0.5 - 0.362
        expectColor(blended(.luminosity, Color(r: 0.5, g: 0.5, b: 0.5)), 0.2 + d, 0.4 + d, 0.6 + d)
    }

    @Test func blendWithTransparentSourceAlpha() {
        // Half-transparent multiply: co = cs(1 − αb) + cb(1 − αs) + αs·αb·B.
        let c = blended(.multiply, Color(r: 0.5, g: 0.5, b: 0.5, a: 0.5))
        expectColor(c, 0.2 * 0.5 + 0.1 * 0.5, 0.4 * 0.5 + 0.2 * 0.5, 0.6 * 0.5 + 0.3 * 0.5)
    }

    @Test func groupOpacityAppliesToFlattenedResult() {
        let overlapping = GroupDraw(
            children: [TestScene.fill(TestScene.rect(0, 0, 6, 10)), TestScene.fill(TestScene.rect(4, 0, 6, 10))],
            opacity: 0.5)
        let b = TestScene.render([.group(overlapping)], width: 10, height: 10)
        #expect(abs(TestScene.alpha(b, 5, 5) - 0.5) < TestScene.byteTolerance)
        #expect(abs(TestScene.alpha(b, 1, 5) - 0.5) < TestScene.byteTolerance)
        let disjoint = GroupDraw(
            children: [TestScene.fill(TestScene.rect(0, 0, 4, 10)), TestScene.fill(TestScene.rect(6, 0, 4, 10))],
            opacity: 0.5)
        let d = TestScene.render([.group(disjoint)], width: 10, height: 10)
        #expect(abs(TestScene.alpha(d, 1, 5) - 0.5) < TestScene.byteTolerance && TestScene.alpha(d, 5, 5) < 1e-6)
    }

    @Test func wideLayerOfBytesInsideALayerOfFloats() {
        // Group opacity over overlapping children takes a layer of bytes; the tint effect around
        // it a layer of floats. 1,500 pixels is wider than the float copy of a row is made at once.
        let red = Paint.solid(Color(r: 1, g: 0, b: 0))
        let overlapping = GroupDraw(
            children: [TestScene.fill(TestScene.rect(0, 0, 1500, 4), paint: red), TestScene.fill(TestScene.rect(0, 0, 1500, 4), paint: red)],
            opacity: 0.5)
        let tinted = GroupDraw(children: [.group(overlapping)], effects: [.tint(black: .black, white: .white, amount: 0)])
        let b = TestScene.render([.group(tinted)], width: 1500, height: 4)
        for x in [0, 1023, 1024, 1499] {
            expectColor(b.straightColor(x: x, y: 2), 1, 0, 0, 0.5)
        }
    }

    @Test func blendModesAreIsolatedInGroups() {
        // A multiply child inside a normal group only sees the group's own content (nothing).
        let inner = GroupDraw(
            children: [TestScene.fill(TestScene.rect(0, 0, 10, 10), paint: .solid(Color(r: 0.5, g: 0.5, b: 0.5)))],
            blendMode: .multiply)
        let b = TestScene.render([backdrop, .group(GroupDraw(children: [.group(inner)]))], width: 10, height: 10)
        expectColor(b.straightColor(x: 5, y: 5), 0.5, 0.5, 0.5)
    }

    @Test func clipToCompositionWithBoxCoverage() {
        // 100 × 33 composition fitted into 160 × 160: scale 1.6, y from 53.6 to 106.4.
        let list = DisplayList(width: 100, height: 33, items: [TestScene.fill(TestScene.rect(-50, -50, 200, 200))])
        let b = Renderer().render(list, width: 160, height: 160)
        #expect(TestScene.alpha(b, 80, 52) == 0)
        #expect(abs(TestScene.alpha(b, 80, 53) - 0.4) < 1e-4)
        #expect(abs(TestScene.alpha(b, 80, 80) - 1) < 1e-6)
        #expect(abs(TestScene.alpha(b, 80, 106) - 0.4) < 1e-4)
        #expect(TestScene.alpha(b, 80, 107) == 0)
        #expect(abs(TestScene.alpha(b, 0, 80) - 1) < 1e-6)
    }

    @Test func rendererIsReusableAcrossFrames() {
        let renderer = Renderer()
        let list = DisplayList(width: 20, height: 20, items: [TestScene.fill(TestScene.rect(2.5, 2.5, 10, 10))])
        var a = PixelBuffer(width: 20, height: 20)
        renderer.render(list, into: &a, transform: .identity)
        var b = PixelBuffer(width: 20, height: 20)
        renderer.render(DisplayList(width: 20, height: 20, items: []), into: &b, transform: .identity)
        renderer.render(list, into: &b, transform: .identity)
        #expect(a == b)
    }
}

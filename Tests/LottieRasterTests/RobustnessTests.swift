import LottieGraphics
import LottieRaster
import Testing

/// Hostile geometry must neither trap nor hang.
@Suite struct RobustnessTests {
    private func path(_ values: [Double]) -> BezierPath {
        var p = BezierPath()
        p.move(to: Vector2(values[0], values[1]))
        p.addCurve(to: Vector2(values[6], values[7]), control1: Vector2(values[2], values[3]), control2: Vector2(values[4], values[5]))
        p.addLine(to: Vector2(values[1], values[0]))
        p.close()
        return p
    }

    /// Rows whose only edges lie on or past the right border (kept in the extra column past the
    /// last pixel) must not make the sweep build an empty range such as `width...width - 1`. A
    /// long fuzzing run trapped on that range in the sweep before its rewrite; the input was lost
    /// (Swift's crash handler ended the process before libFuzzer saved it; `.ci/fuzz` now turns
    /// it off), so these shapes put edges exactly there.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func rowsWithEdgesOnlyPastTheRightBorderDrawNothingThere(rule: FillRule) {
        let shapes = [
            TestScene.polyline([(20, 0), (60, 0), (60, 32)], closed: true),
            TestScene.polyline([(32, 0), (32, 32), (40, 32), (40, 0)], closed: true),
            TestScene.polyline([(31.999, 0), (32.001, 32), (33, 0)], closed: true),
            TestScene.polyline([(0, 0), (32, 0), (32, 32), (32.5, 16)], closed: true),
        ]
        for shape in shapes {
            let b = TestScene.render([TestScene.fill(shape, rule: rule)], width: 32, height: 32)
            #expect(b.width == 32)
            for y in 0..<32 { #expect(TestScene.alpha(b, 31, y) <= 1) }
        }
        let triangle = TestScene.render([TestScene.fill(shapes[0], rule: rule)], width: 32, height: 32)
        #expect(TestScene.alpha(triangle, 30, 2) > 0.99 && TestScene.alpha(triangle, 30, 28) == 0)
    }

    @Test func hostilePathsDoNotTrap() {
        let nasty: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, 0, 5, .greatestFiniteMagnitude]
        var items: [DisplayItem] = []
        for i in 0..<nasty.count {
            let values = (0..<8).map { nasty[($0 * 3 + i) % nasty.count] }
            let p = path(values)
            items.append(TestScene.fill(p))
            items.append(TestScene.stroke(p, StrokeStyle(width: 3, cap: .round, join: .miter, miterLimit: 1e300, dashes: [1, 2])))
            items.append(TestScene.stroke(p, StrokeStyle(width: nasty[i], cap: .square, join: .round, dashes: [nasty[i]])))
            items.append(
                .shape(
                    ShapeDraw(
                        path: TestScene.rect(0, 0, 10, 10), transform: AffineTransform(a: nasty[i], b: 0, c: 0, d: 1, tx: 0, ty: 0),
                        paint: .radialGradient(center: .zero, radius: nasty[i], focalPoint: Vector2(nasty[i], 0), stops: []),
                        style: .fill(.evenOdd), opacity: nasty[i])))
            items.append(
                .group(
                    GroupDraw(
                        children: [TestScene.fill(p)], opacity: nasty[i], blendMode: .hue,
                        masks: [MaskDraw(path: p, mode: .difference, isInverted: true, opacity: nasty[i])])))
        }
        let list = DisplayList(width: 64, height: 64, items: items)
        let b = Renderer().render(list, width: 64, height: 64)
        #expect(b.width == 64)
        for transform in [AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), AffineTransform(scaleX: 1e300, y: 1e300), AffineTransform(scaleX: 0, y: 0)] {
            var buffer = PixelBuffer(width: 16, height: 16)
            Renderer().render(list, into: &buffer, transform: transform)
        }
        _ = Renderer().render(DisplayList(width: .nan, height: -1, items: items), width: 8, height: 8)
    }

    @Test func hugeCircleAroundTheCanvasIsFilled() {
        let r = 1e8
        let circle = BezierPath.ellipse(in: Rect(x: 20 - r, y: 20 - r, width: 2 * r, height: 2 * r))
        let b = TestScene.render([TestScene.fill(circle)])
        #expect(abs(TestScene.alpha(b, 20, 20) - 1) < 1e-4)
    }

    @Test func deepNestingIsBounded() {
        var item = TestScene.fill(TestScene.rect(0, 0, 10, 10))
        for i in 0..<500 {
            item = .group(GroupDraw(children: [item], opacity: 0.999, blendMode: i % 7 == 0 ? .screen : .normal))
        }
        _ = TestScene.render([item])
    }

    @Test func emptyAndDegenerateInputs() {
        let items: [DisplayItem] = [
            TestScene.fill(BezierPath()),
            TestScene.stroke(BezierPath(elements: [.close, .close]), StrokeStyle(width: 2, cap: .round)),
            TestScene.stroke(BezierPath(elements: [.line(Vector2(5, 5))]), StrokeStyle(width: 2)),
            .group(GroupDraw(children: [], masks: [MaskDraw(path: BezierPath())])),
        ]
        _ = TestScene.render(items)
        _ = Renderer().render(DisplayList(width: 10, height: 10, items: items), width: 0, height: 0)
        #expect(PixelBuffer(width: 1 << 20, height: 1 << 20).width == 0)
    }
}

import LottieGraphics
import LottieRaster
import Testing

@Suite struct CoverageTests {
    @Test(arguments: [(0.0, 0.0), (0.3, 0.7), (5.25, 3.5), (12.9, 0.01)])
    func squareAreaIsExact(offset: (Double, Double)) {
        let b = TestScene.render([TestScene.fill(TestScene.rect(5 + offset.0, 5 + offset.1, 10, 10))])
        #expect(abs(TestScene.totalAlpha(b) - 100) < 1e-3)
    }

    @Test func rotatedSquareAreaIsExact() {
        let path = TestScene.rect(-5, -5, 10, 10).transformed(
            by: AffineTransform(rotation: 0.4).concatenating(AffineTransform(translationX: 20.3, y: 19.1)))
        let b = TestScene.render([TestScene.fill(path)])
        #expect(abs(TestScene.totalAlpha(b) - 100) < 1e-3)
    }

    @Test func circleAreaMatches() {
        let r = 15.0
        let b = TestScene.render([TestScene.fill(.ellipse(in: Rect(x: 20.2 - r, y: 19.7 - r, width: 2 * r, height: 2 * r)))])
        let expected = Double.pi * r * r
        #expect(abs(TestScene.totalAlpha(b) - expected) / expected < 0.005)
    }

    @Test func halfCoveredEdgePixel() {
        let b = TestScene.render([TestScene.fill(TestScene.rect(10.5, 10, 10, 10))])
        #expect(abs(TestScene.alpha(b, 10, 15) - 0.5) < 1e-4)
        #expect(abs(TestScene.alpha(b, 11, 15) - 1) < 1e-4)
        #expect(TestScene.alpha(b, 9, 15) < 1e-4)
    }

    @Test func fillRulesOnSelfOverlap() {
        // Two same-direction squares overlapping in [15, 20) × [10, 20).
        var path = TestScene.rect(10, 10, 10, 10)
        path.append(TestScene.rect(15, 10, 10, 10))
        let nonZero = TestScene.render([TestScene.fill(path, rule: .nonZero)])
        let evenOdd = TestScene.render([TestScene.fill(path, rule: .evenOdd)])
        #expect(abs(TestScene.alpha(nonZero, 17, 15) - 1) < 1e-4)
        #expect(TestScene.alpha(evenOdd, 17, 15) < 1e-4)
        #expect(abs(TestScene.alpha(evenOdd, 12, 15) - 1) < 1e-4)
        #expect(abs(TestScene.totalAlpha(nonZero) - 150) < 1e-3)
        #expect(abs(TestScene.totalAlpha(evenOdd) - 100) < 1e-3)
    }

    @Test func openSubpathIsClosedForFill() {
        let b = TestScene.render([TestScene.fill(TestScene.polyline([(10, 10), (20, 10), (20, 20), (10, 20)]))])
        #expect(abs(TestScene.totalAlpha(b) - 100) < 1e-3)
    }

    @Test func shapeOutsideCanvasStillCoversByWinding() {
        // A rectangle extending far to the left and below the canvas.
        let b = TestScene.render([TestScene.fill(TestScene.rect(-1e6, 5, 1e6 + 10.5, 1e6))])
        #expect(abs(TestScene.alpha(b, 0, 20) - 1) < 1e-4)
        #expect(abs(TestScene.alpha(b, 10, 20) - 0.5) < 1e-4)
        #expect(abs(TestScene.totalAlpha(b) - 10.5 * 35) < 1e-2)
    }

    @Test func opacityScalesAlpha() {
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 40, 40), opacity: 0.25)])
        #expect(abs(TestScene.alpha(b, 3, 3) - 0.25) < 1e-5)
    }
}

import LottieGraphics
import LottieRaster
import Testing

@Suite struct CoverageTests {
    @Test(arguments: [(0.0, 0.0), (0.3, 0.7), (5.25, 3.5), (12.9, 0.01)])
    func squareAreaIsExact(offset: (Double, Double)) {
        // Edge pixels are partly covered and each rounds to a byte: at most half a step each.
        let b = TestScene.render([TestScene.fill(TestScene.rect(5 + offset.0, 5 + offset.1, 10, 10))])
        #expect(abs(TestScene.totalAlpha(b) - 100) < 44 * 0.5 / 255)
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
        // A pentagon whose left edge runs down the middle of column 10.
        let pentagon = TestScene.polyline([(10.5, 10), (20.5, 10), (25, 15), (20.5, 20), (10.5, 20)])
        let b = TestScene.render([TestScene.fill(pentagon)])
        #expect(abs(TestScene.alpha(b, 10, 15) - 0.5) < TestScene.byteTolerance)
        #expect(abs(TestScene.alpha(b, 11, 15) - 1) < 1e-4)
        #expect(TestScene.alpha(b, 9, 15) < 1e-4)
    }

    @Test func axisAlignedRectanglesKeepExactCoverage() {
        // x 10.4–20.6 covers 60 % of column 10 and 60 % of column 20, as After Effects draws
        // a rectangle (no snapping to whole pixels), drawn with lines or with straight cubics.
        for path in [TestScene.rect(10.4, 10, 10.2, 10), TestScene.drawnRect(10.4, 10, 10.2, 10)] {
            let b = TestScene.render([TestScene.fill(path)])
            #expect(abs(TestScene.alpha(b, 10, 15) - 0.6) < TestScene.byteTolerance)
            #expect(abs(TestScene.alpha(b, 20, 15) - 0.6) < TestScene.byteTolerance)
            #expect(TestScene.alpha(b, 21, 15) < 1e-6)
            #expect(abs(TestScene.totalAlpha(b) - 102) < 1e-3)
        }
    }

    @Test func rectanglesInsideMasksKeepExactCoverage() {
        // A mask drawn as a path (straight cubics, as `sh` masks are) masks the layer.
        let mask = MaskDraw(path: TestScene.drawnRect(0, 0, 40, 40))
        let group = GroupDraw(children: [TestScene.fill(TestScene.rect(10.5, 10, 10, 10))], masks: [mask])
        let b = TestScene.render([.group(group)])
        #expect(abs(TestScene.alpha(b, 10, 15) - 0.5) < TestScene.byteTolerance)
    }

    @Test func rectangularClipsRoundToPixels() {
        // A lone add mask that is a rectangle of lines (a precomposition's bounds) clips x
        // 5.4–30.6 to columns 5 to 30; the band inside keeps its soft edges (y 10.4–20.4: 60 %
        // of row 10, 40 % of row 20).
        let clip = MaskDraw(path: TestScene.rect(5.4, 0, 25.2, 40))
        let group = GroupDraw(children: [TestScene.fill(TestScene.rect(0, 10.4, 40, 10))], masks: [clip])
        let b = TestScene.render([.group(group)])
        #expect(TestScene.alpha(b, 4, 15) == 0)
        #expect(abs(TestScene.alpha(b, 5, 15) - 1) < 1e-6)
        #expect(abs(TestScene.alpha(b, 30, 15) - 1) < 1e-6)
        #expect(TestScene.alpha(b, 31, 15) == 0)
        #expect(abs(TestScene.alpha(b, 5, 10) - 0.6) < TestScene.byteTolerance)
        #expect(abs(TestScene.totalAlpha(b) - 26 * 10) < 1e-3)
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
        // A polygon extending far to the left and below the canvas (five corners, so it is
        // not snapped as a rectangle).
        let polygon = TestScene.polyline([(-1e6, 5), (10.5, 5), (10.5, 1e6), (-1e6, 1e6), (-1e6, 5e5)])
        let b = TestScene.render([TestScene.fill(polygon)])
        #expect(abs(TestScene.alpha(b, 0, 20) - 1) < 1e-4)
        #expect(abs(TestScene.alpha(b, 10, 20) - 0.5) < TestScene.byteTolerance)
        #expect(abs(TestScene.totalAlpha(b) - 10.5 * 35) < 0.5)
    }

    /// A shape that goes on past the right side of what it is drawn in covers the last column
    /// too, also when its last edge inside ends one column before.
    @Test func coverageReachesTheLastColumnWhenTheShapeGoesOnPastIt() {
        let polygon = TestScene.polyline([(1.5, 0), (1e6, 0), (1e6, 3), (1.5, 3), (1.4, 1.5)])
        let b = TestScene.render([TestScene.fill(polygon)], width: 3, height: 3)
        for y in 0..<3 {
            #expect(TestScene.alpha(b, 0, y) == 0)
            #expect(TestScene.alpha(b, 1, y) > 0.4 && TestScene.alpha(b, 1, y) < 0.7)
            #expect(abs(TestScene.alpha(b, 2, y) - 1) < 1e-6, "row \(y)")
        }
    }

    @Test func opacityScalesAlpha() {
        let b = TestScene.render([TestScene.fill(TestScene.rect(0, 0, 40, 40), opacity: 0.25)])
        #expect(abs(TestScene.alpha(b, 3, 3) - 0.25) < TestScene.byteTolerance)
    }
}

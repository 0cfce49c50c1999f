import LottieGraphics
import LottieRaster
import Testing

@Suite struct StrokerTests {
    private func area(_ path: BezierPath, _ style: StrokeStyle, size: Int = 100) -> Double {
        TestScene.totalAlpha(TestScene.render([TestScene.stroke(path, style)], width: size, height: size))
    }

    @Test func horizontalLineHasStrokeWidth() {
        let b = TestScene.render(
            [TestScene.stroke(TestScene.polyline([(10, 50), (90, 50)]), StrokeStyle(width: 4))], width: 100, height: 100)
        var column = 0.0
        for y in 0..<100 { column += TestScene.alpha(b, 50, y) }
        #expect(abs(column - 4) < 1e-4)
        #expect(abs(TestScene.alpha(b, 50, 48) - 1) < 1e-4 && TestScene.alpha(b, 50, 47) < 1e-4)
        #expect(abs(TestScene.totalAlpha(b) - 320) < 1e-2)
    }

    @Test func capsMatchAnalyticArea() {
        let line = TestScene.polyline([(10, 50), (90, 50)])
        #expect(abs(area(line, StrokeStyle(width: 4, cap: .butt)) - 320) < 1e-2)
        #expect(abs(area(line, StrokeStyle(width: 4, cap: .square)) - 336) < 1e-2)
        let round = area(line, StrokeStyle(width: 4, cap: .round))
        #expect(abs(round - (320 + Double.pi * 4)) < 0.1)
    }

    @Test func joinsMatchAnalyticArea() {
        let corner = TestScene.polyline([(20, 20), (80, 20), (80, 80)])
        // Two 60 × 10 bars overlapping in a 5 × 5 square: 1175, plus the outer corner piece.
        #expect(abs(area(corner, StrokeStyle(width: 10, join: .miter)) - 1200) < 1e-2)
        #expect(abs(area(corner, StrokeStyle(width: 10, join: .bevel)) - 1187.5) < 1e-2)
        #expect(abs(area(corner, StrokeStyle(width: 10, join: .round)) - (1175 + Double.pi * 25 / 4)) < 0.1)
        // A right angle needs a miter limit of √2; below that it becomes a bevel.
        #expect(abs(area(corner, StrokeStyle(width: 10, join: .miter, miterLimit: 1.4)) - 1187.5) < 1e-2)
        #expect(abs(area(corner, StrokeStyle(width: 10, join: .miter, miterLimit: 1.42)) - 1200) < 1e-2)
    }

    @Test func closedSquareStroke() {
        let square = TestScene.rect(20, 20, 60, 60)
        // Outer 70 × 70 minus inner 50 × 50 with miter joins.
        #expect(abs(area(square, StrokeStyle(width: 10, join: .miter)) - 2400) < 1e-2)
        let b = TestScene.render([TestScene.stroke(square, StrokeStyle(width: 10))], width: 100, height: 100)
        #expect(TestScene.alpha(b, 50, 50) < 1e-4)
    }

    @Test func circleStrokeIsAnnulus() {
        let r = 30.0
        let path = BezierPath.ellipse(in: Rect(x: 50 - r, y: 50 - r, width: 2 * r, height: 2 * r))
        let expected = Double.pi * ((r + 3) * (r + 3) - (r - 3) * (r - 3))
        #expect(abs(area(path, StrokeStyle(width: 6, join: .round)) - expected) / expected < 0.005)
    }

    @Test func degenerateSegmentsAreSkipped() {
        let path = TestScene.polyline([(10, 50), (10, 50), (50, 50), (50, 50), (90, 50)])
        #expect(abs(area(path, StrokeStyle(width: 4)) - 320) < 1e-2)
        // A zero-length subpath with round caps is a dot.
        let dot = TestScene.polyline([(50, 50), (50, 50)])
        #expect(abs(area(dot, StrokeStyle(width: 10, cap: .round)) - Double.pi * 25) < 0.2)
        #expect(area(dot, StrokeStyle(width: 10, cap: .butt)) < 1e-6)
    }

    @Test func nonUniformScaleDistortsStroke() {
        // Stroke width 2 in local space, scaled ×3 vertically: 6 px tall on screen.
        let shape = ShapeDraw(
            path: TestScene.polyline([(10, 10), (90, 10)]), transform: AffineTransform(scaleX: 1, y: 3),
            paint: TestScene.black, style: .stroke(StrokeStyle(width: 2)))
        let b = TestScene.render([.shape(shape)], width: 100, height: 100)
        var column = 0.0
        for y in 0..<100 { column += TestScene.alpha(b, 50, y) }
        #expect(abs(column - 6) < 1e-4)
    }

    @Test func dashesSplitTheLine() {
        let line = TestScene.polyline([(0, 50), (100, 50)])
        let b = TestScene.render([TestScene.stroke(line, StrokeStyle(width: 2, dashes: [10, 10]))], width: 100, height: 100)
        #expect(abs(TestScene.totalAlpha(b) - 100) < 1e-2)
        #expect(abs(TestScene.alpha(b, 5, 49) - 1) < 1e-4)
        #expect(TestScene.alpha(b, 15, 49) < 1e-4)
        let shifted = TestScene.render(
            [TestScene.stroke(line, StrokeStyle(width: 2, dashes: [10, 10], dashOffset: 5))], width: 100, height: 100)
        #expect(abs(TestScene.alpha(shifted, 2, 49) - 1) < 1e-4)
        #expect(TestScene.alpha(shifted, 7, 49) < 1e-4)
        #expect(abs(TestScene.alpha(shifted, 17, 49) - 1) < 1e-4)
        // Odd patterns repeat with roles swapped: [10] ≡ [10, 10].
        let odd = TestScene.render([TestScene.stroke(line, StrokeStyle(width: 2, dashes: [10]))], width: 100, height: 100)
        #expect(odd == b)
    }

    @Test func nonPositiveDashTotalMeansSolid() {
        let line = TestScene.polyline([(0, 50), (100, 50)])
        for dashes in [[0.0, 0.0], [-5.0, -5.0], [Double.nan]] {
            let b = TestScene.render([TestScene.stroke(line, StrokeStyle(width: 2, dashes: dashes))], width: 100, height: 100)
            #expect(abs(TestScene.totalAlpha(b) - 200) < 1e-2)
        }
    }

    @Test func tinyDashPatternIsBounded() {
        let line = TestScene.polyline([(0, 50), (1e7, 50)])
        _ = TestScene.render([TestScene.stroke(line, StrokeStyle(width: 2, dashes: [1e-6, 1e-6]))], width: 100, height: 100)
    }

    /// A closed path of cubics (`move`, cubics, `close`) run the other way from the same point.
    private func backwards(_ path: BezierPath) -> BezierPath {
        guard case .move(let start) = path.elements.first else { return path }
        var points = [start]
        var controls: [(Vector2, Vector2)] = []
        for case .cubic(let c1, let c2, let end) in path.elements {
            controls.append((c1, c2))
            points.append(end)
        }
        var reversed = BezierPath()
        reversed.move(to: points[points.count - 1])
        for i in stride(from: controls.count - 1, through: 0, by: -1) {
            reversed.addCurve(to: points[i], control1: controls[i].1, control2: controls[i].0)
        }
        reversed.close()
        return reversed
    }

    private func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        var largest = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width { largest = max(largest, abs(TestScene.alpha(a, x, y) - TestScene.alpha(b, x, y))) }
        }
        return largest
    }

    /// A path that holds an outline twice (an eye drawn closed as two copies of one outline)
    /// strokes the pixels of one copy: the copy's anti-aliased edges are not counted twice.
    @Test func retracedSubpathsAreStrokedOnce() {
        let circle = BezierPath.ellipse(in: Rect(x: 20.3, y: 20.3, width: 59.4, height: 59.4))
        func render(_ path: BezierPath, _ style: StrokeStyle) -> PixelBuffer {
            TestScene.render([TestScene.stroke(path, style)], width: 100, height: 100)
        }
        let plain = StrokeStyle(width: 3)
        let once = render(circle, plain)
        var twice = circle
        twice.append(circle)
        var there = circle
        there.append(backwards(circle))
        #expect(largestDifference(render(twice, plain), once) < 1e-6)
        #expect(largestDifference(render(there, plain), once) < 1e-6)
        // A copy a tenth of a pixel away is another outline: its edges add coverage.
        var moved = circle
        moved.append(circle.transformed(by: AffineTransform(translationX: 0.1, y: 0)))
        #expect(TestScene.totalAlpha(render(moved, plain)) > TestScene.totalAlpha(once) + 1)
        // Dashes follow the path's direction: a copy run backwards puts its dashes elsewhere.
        let dashed = StrokeStyle(width: 3, dashes: [7, 5])
        let dashedOnce = render(circle, dashed)
        #expect(largestDifference(render(twice, dashed), dashedOnce) < 1e-6)
        #expect(TestScene.totalAlpha(render(there, dashed)) > TestScene.totalAlpha(dashedOnce) + 50)
    }
}

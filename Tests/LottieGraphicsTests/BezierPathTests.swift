import LottieGraphics
import Testing

@Suite struct BezierPathTests {
    @Test func boundsIncludeControlPointsAndSkipNonFinite() {
        var p = BezierPath()
        p.move(to: Vector2(0, 0))
        p.addCurve(to: Vector2(10, 0), control1: Vector2(2, -5), control2: Vector2(8, 5))
        p.addLine(to: Vector2(.nan, 100))
        #expect(p.bounds == Rect(x: 0, y: -5, width: 10, height: 10))
        #expect(BezierPath().bounds == nil)
    }

    @Test func transformedMapsEveryPoint() {
        let p = BezierPath.rectangle(Rect(x: 1, y: 2, width: 3, height: 4))
        let moved = p.transformed(by: AffineTransform(translationX: 10, y: 0))
        #expect(moved.bounds == Rect(x: 11, y: 2, width: 3, height: 4))
        #expect(moved.elements.count == p.elements.count)
    }

    @Test func ellipseTouchesItsRect() {
        let e = BezierPath.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(e.bounds == Rect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func rectHelpers() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
        #expect(a.applying(AffineTransform(scaleX: 2, y: -1)) == Rect(x: 0, y: -10, width: 20, height: 10))
    }
}

import LottieCore
import LottieGraphics
import Testing

@Suite("PathMeasure")
struct PathMeasureTests {
    typealias F = GeometryFixtures

    @Test func measuresLinesExactlyIncludingTheClosingSegment() {
        let measure = PathMeasure(F.square(0, 0, 10))
        #expect(measure.length == 40)
        #expect(measure.contourCount == 1)
        #expect(measure.isContourClosed(0))
        #expect(measure.point(atDistance: 35) == Vector2(0, 5))
        #expect(measure.tangent(atDistance: 35) == Vector2(0, -1))
    }

    @Test func measuresACircleWithinTolerance() {
        let circle = PathGenerator.ellipse(center: .zero, size: Vector2(200, 200), reversed: false)
        let measure = PathMeasure(circle, tolerance: 0.01)
        #expect(F.close(measure.length, 2 * Double.pi * 100, 0.05))
        let quarter = measure.point(atDistance: measure.length / 4) ?? .zero
        #expect(F.close(quarter, Vector2(100, 0), 0.05))
    }

    @Test func segmentSplitsCurvesAsCubics() {
        let circle = PathGenerator.ellipse(center: .zero, size: Vector2(200, 200), reversed: false)
        let measure = PathMeasure(circle, tolerance: 0.01)
        let piece = measure.segment(from: measure.length * 0.1, to: measure.length * 0.6)
        #expect(piece.elements.allSatisfy { if case .line = $0 { false } else { true } })
        #expect(piece.elements.filter { if case .cubic = $0 { true } else { false } }.count == 3)
        #expect(F.close(F.length(piece), measure.length * 0.5, 0.1))
        #expect(!F.isClosed(piece))
    }

    @Test func segmentAcrossSubpathsStartsEachPieceWithAMove() {
        var path = F.line(Vector2(0, 0), Vector2(10, 0))
        path.append(F.line(Vector2(0, 10), Vector2(10, 10)))
        let measure = PathMeasure(path)
        let piece = measure.segment(from: 5, to: 15)
        #expect(
            piece.elements == [
                .move(Vector2(5, 0)), .line(Vector2(10, 0)), .move(Vector2(0, 10)), .line(Vector2(5, 10)),
            ])
    }

    @Test func emptyAndDegenerateQueries() {
        let empty = PathMeasure(BezierPath())
        #expect(empty.length == 0)
        #expect(empty.point(atDistance: 1) == nil)
        #expect(empty.segment(from: 0, to: 1).isEmpty)
        let measure = PathMeasure(F.line(.zero, Vector2(10, 0)))
        #expect(measure.segment(from: 6, to: 6).isEmpty)
        #expect(measure.segment(from: 8, to: 2).isEmpty)
        #expect(measure.point(atDistance: .nan) == Vector2(0, 0))
        #expect(measure.point(atDistance: 1e300) == Vector2(10, 0))
    }
}

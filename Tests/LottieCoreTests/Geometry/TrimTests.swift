import LottieCore
import LottieGraphics
import Testing

@Suite("PathModifier.trim")
struct TrimTests {
    typealias F = GeometryFixtures
    let line = GeometryFixtures.line(Vector2(0, 0), Vector2(100, 0))

    private func trim(
        _ paths: [BezierPath], _ s: Double, _ e: Double, _ o: Double = 0, individually: Bool = false
    ) -> [BezierPath] {
        PathModifier.trim(paths, start: s, end: e, offset: o, individually: individually)
    }

    @Test func keepsTheRequestedFractionOfALine() {
        let result = trim([line], 10, 60)
        #expect(result.count == 1)
        #expect(result[0].elements == [.move(Vector2(10, 0)), .line(Vector2(60, 0))])
        #expect(F.length(result[0]) == 50)
    }

    @Test func startAfterEndIsSwapped() {
        #expect(trim([line], 60, 10) == trim([line], 10, 60))
    }

    @Test func equalStartAndEndKeepNothing() {
        let result = trim([line, F.square(0, 0, 10)], 30, 30)
        #expect(result.count == 2)
        #expect(result.allSatisfy { $0.isEmpty })
    }

    @Test func fullRangeKeepsPathsUnchangedIncludingClose() {
        let square = F.square(0, 0, 10)
        #expect(trim([square], 0, 100) == [square])
        #expect(trim([square], -20, 300) == [square])
    }

    @Test func offsetWrapsIntoTwoPieces() {
        // 50°/360 ≈ 0.1389 turns; [0.5, 0.9] shifted to [0.6389, 1.0389] wraps past the end.
        let result = trim([line], 50, 90, 50)
        #expect(F.subpathCount(result[0]) == 2)
        let f = 50.0 / 360
        let pieces = F.anchors(result[0])
        #expect(F.close(pieces[0].x, (0.5 + f) * 100))
        #expect(pieces[1] == Vector2(100, 0))
        #expect(pieces[2] == Vector2(0, 0))
        #expect(F.close(pieces[3].x, (0.9 + f - 1) * 100))
        #expect(F.close(F.length(result[0]), 40, 1e-9))
    }

    @Test func negativeAndLargeOffsetsWrapIntoOneTurn() {
        #expect(trim([line], 10, 20, -360) == trim([line], 10, 20))
        let shifted = F.anchors(trim([line], 10, 20, 720 + 36)[0])
        #expect(shifted.count == 2)
        #expect(zip(shifted, [Vector2(20, 0), Vector2(30, 0)]).allSatisfy { F.close($0, $1, 1e-9) })
    }

    @Test func closedPathIsTrimmedAlongItsConstructionOrder() {
        let rect = PathGenerator.rectangle(
            center: Vector2(50, 50), size: Vector2(100, 100), roundness: 0, reversed: false)
        let result = trim([rect], 0, 25)
        #expect(result[0].elements == [.move(Vector2(100, 0)), .line(Vector2(100, 100))])
        let reversed = PathGenerator.rectangle(
            center: Vector2(50, 50), size: Vector2(100, 100), roundness: 0, reversed: true)
        #expect(trim([reversed], 0, 25)[0].elements == [.move(Vector2(100, 0)), .line(Vector2(0, 0))])
        #expect(!F.isClosed(result[0]))
    }

    @Test func simultaneousTrimsEachPathOnItsOwn() {
        let short = F.line(Vector2(0, 10), Vector2(10, 10))
        let result = trim([line, short], 0, 50)
        #expect(F.length(result[0]) == 50)
        #expect(F.length(result[1]) == 5)
    }

    @Test func simultaneousTrimsEachSubpathOfAPathOnItsOwn() {
        var path = line
        path.append(F.line(Vector2(0, 10), Vector2(10, 10)))
        let result = trim([path], 0, 50)
        #expect(F.subpathCount(result[0]) == 2)
        #expect(F.length(result[0]) == 55)
    }

    @Test func individuallyTreatsAllPathsAsOneSequence() {
        let short = F.line(Vector2(0, 10), Vector2(100, 10))
        let result = trim([line, short], 25, 75, individually: true)
        #expect(result[0].elements == [.move(Vector2(50, 0)), .line(Vector2(100, 0))])
        #expect(result[1].elements == [.move(Vector2(0, 10)), .line(Vector2(50, 10))])
        let firstOnly = trim([line, short], 0, 50, individually: true)
        #expect(F.length(firstOnly[0]) == 100)
        #expect(firstOnly[1].isEmpty)
    }

    @Test func trimmedCurvesStayCubics() {
        let circle = PathGenerator.ellipse(center: .zero, size: Vector2(100, 100), reversed: false)
        let result = trim([circle], 0, 50)
        let elements = result[0].elements
        #expect(elements.count == 3)
        #expect(F.close(F.anchors(result[0]).last ?? .zero, Vector2(0, 50), 0.05))
        #expect(elements.dropFirst().allSatisfy { if case .cubic = $0 { true } else { false } })
    }

    @Test func nonFiniteParametersDoNotTrap() {
        #expect(trim([line], .nan, .nan, .nan) == [line])
        #expect(F.length(trim([line], 0, .infinity, .infinity)[0]) == 100)
        #expect(trim([line], -.infinity, 50, 1e308)[0] == trim([line], 0, 50)[0])
        #expect(trim([], 10, 20).isEmpty)
        #expect(trim([BezierPath()], 10, 20) == [BezierPath()])
    }
}

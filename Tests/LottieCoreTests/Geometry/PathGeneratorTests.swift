import LottieCore
import LottieGraphics
import LottieModel
import Testing

@Suite("PathGenerator")
struct PathGeneratorTests {
    typealias F = GeometryFixtures

    // MARK: - sh

    @Test func bezierWithRelativeTangentsBecomesAbsoluteCubics() {
        let bezier = Bezier(
            isClosed: true, vertices: [Vector2(0, 0), Vector2(10, 0), Vector2(10, 10)],
            inTangents: [Vector2(0, 0), Vector2(-2, 0), Vector2(0, 0)],
            outTangents: [Vector2(3, 0), Vector2(0, 0), Vector2(0, 0)])
        let path = PathGenerator.path(from: bezier)
        #expect(
            path.elements == [
                .move(Vector2(0, 0)), .cubic(Vector2(3, 0), Vector2(8, 0), Vector2(10, 0)),
                .cubic(Vector2(10, 0), Vector2(10, 10), Vector2(10, 10)),
                .cubic(Vector2(10, 10), Vector2(0, 0), Vector2(0, 0)), .close,
            ])
    }

    @Test func openBezierHasNoClosingSegmentAndMissingTangentsAreZero() {
        let bezier = Bezier(isClosed: false, vertices: [Vector2(1, 1), Vector2(5, 1)], inTangents: [], outTangents: [])
        #expect(PathGenerator.path(from: bezier).elements == [.move(Vector2(1, 1)), .cubic(Vector2(1, 1), Vector2(5, 1), Vector2(5, 1))])
        #expect(PathGenerator.path(from: .empty).isEmpty)
    }

    // MARK: - rc

    @Test func sharpRectangleStartsTopRightClockwise() {
        let path = PathGenerator.rectangle(
            center: Vector2(50, 50), size: Vector2(40, 20), roundness: 0, reversed: false)
        #expect(F.anchors(path) == [Vector2(70, 40), Vector2(70, 60), Vector2(30, 60), Vector2(30, 40)])
        #expect(path.elements.last == .close)
    }

    @Test func sharpRectangleReversedKeepsStartAndRunsTowardTopLeft() {
        let path = PathGenerator.rectangle(center: Vector2(50, 50), size: Vector2(40, 20), roundness: 0, reversed: true)
        #expect(F.anchors(path) == [Vector2(70, 40), Vector2(30, 40), Vector2(30, 60), Vector2(70, 60)])
    }

    @Test func roundedRectangleStartsBelowTopRightWithKappaHandles() {
        let path = PathGenerator.rectangle(
            center: Vector2(0, 0), size: Vector2(100, 60), roundness: 10, reversed: false)
        let anchors = F.anchors(path)
        #expect(anchors.first == Vector2(50, -20))
        #expect(anchors[1] == Vector2(50, 20))  // down the right edge
        #expect(anchors[2] == Vector2(40, 30))  // bottom-right corner arc end
        #expect(anchors.last == Vector2(50, -20))
        guard case .cubic(let c1, let c2, _) = path.elements[2] else {
            Issue.record("expected the bottom-right corner cubic")
            return
        }
        let k = 10 * PathGenerator.ellipseKappa
        #expect(F.close(c1, Vector2(50, 20 + k)))
        #expect(F.close(c2, Vector2(40 + k, 30)))
        #expect(path.elements.filter { if case .cubic = $0 { true } else { false } }.count == 4)
    }

    @Test func roundedRectangleReversedRunsUpFromTheSameStart() {
        let path = PathGenerator.rectangle(center: Vector2(0, 0), size: Vector2(100, 60), roundness: 10, reversed: true)
        let anchors = F.anchors(path)
        #expect(anchors[0] == Vector2(50, -20))
        #expect(anchors[1] == Vector2(40, -30))  // top-right corner first
        #expect(anchors[2] == Vector2(-40, -30))
        #expect(anchors.last == Vector2(50, -20))
    }

    @Test func roundnessIsClampedToHalfTheShorterSide() {
        let path = PathGenerator.rectangle(
            center: Vector2(0, 0), size: Vector2(100, 20), roundness: 500, reversed: false)
        let anchors = F.anchors(path)
        #expect(anchors.first == Vector2(50, 0))
        #expect(anchors.contains(Vector2(40, 10)))
        #expect(F.close(F.length(path), 2 * 80 + 2 * Double.pi * 10, 0.05))
    }

    // MARK: - el

    @Test func ellipseStartsAtTopAndRunsClockwise() {
        let path = PathGenerator.ellipse(center: Vector2(10, 20), size: Vector2(40, 20), reversed: false)
        #expect(
            F.anchors(path) == [Vector2(10, 10), Vector2(30, 20), Vector2(10, 30), Vector2(-10, 20), Vector2(10, 10)])
        guard case .cubic(let c1, let c2, _) = path.elements[1] else {
            Issue.record("expected a cubic")
            return
        }
        #expect(F.close(c1, Vector2(10 + 20 * 0.5519150244935106, 10)))
        #expect(F.close(c2, Vector2(30, 20 - 10 * 0.5519150244935106)))
    }

    @Test func ellipseReversedRunsTopLeftBottomRight() {
        let path = PathGenerator.ellipse(center: Vector2(0, 0), size: Vector2(20, 20), reversed: true)
        #expect(F.anchors(path) == [Vector2(0, -10), Vector2(-10, 0), Vector2(0, 10), Vector2(10, 0), Vector2(0, -10)])
        #expect(F.close(F.length(path), 2 * Double.pi * 10, 0.01))
    }

    // MARK: - sr

    @Test func polygonVerticesStartAtTopAndStepClockwise() {
        let path = PathGenerator.polystar(
            center: Vector2(0, 0), points: 5, outerRadius: 10, innerRadius: 0, outerRoundness: 0, innerRoundness: 0,
            rotation: 0, isStar: false, reversed: false)
        let anchors = F.anchors(path)
        #expect(anchors.count == 6)  // 5 vertices + exact return to the start
        #expect(anchors.first == anchors.last)
        for (k, p) in anchors.dropLast().enumerated() {
            var expected = -90.0 + 72.0 * Double(k)
            if expected > 180 { expected -= 360 }
            #expect(F.close(F.degrees(p, about: .zero), expected, 1e-9))
            #expect(F.close(p.length, 10, 1e-9))
        }
    }

    @Test func reversedPolygonWithRotationStepsCounterClockwise() {
        let path = PathGenerator.polystar(
            center: Vector2(5, 5), points: 4, outerRadius: 10, innerRadius: 0, outerRoundness: 0, innerRoundness: 0,
            rotation: 45, isStar: false, reversed: true)
        let angles = F.anchors(path).dropLast().map { F.degrees($0, about: Vector2(5, 5)) }
        #expect(zip(angles, [-45.0, -135, 135, 45]).allSatisfy { F.close($0, $1, 1e-9) })
    }

    @Test func starAlternatesOuterAndInnerHalfAStepApart() {
        let path = PathGenerator.polystar(
            center: .zero, points: 5, outerRadius: 20, innerRadius: 8, outerRoundness: 0, innerRoundness: 0,
            rotation: 0, isStar: true, reversed: false)
        let anchors = F.anchors(path)
        #expect(anchors.count == 11)
        for (k, p) in anchors.dropLast().enumerated() {
            var expected = -90.0 + 36.0 * Double(k)
            if expected > 180 { expected -= 360 }
            #expect(F.close(F.degrees(p, about: .zero), expected, 1e-9))
            #expect(F.close(p.length, k % 2 == 0 ? 20 : 8, 1e-9))
        }
    }

    @Test func polygonRoundnessHandlesArePerpendicularWithLottieWebLength() {
        let path = PathGenerator.polystar(
            center: .zero, points: 4, outerRadius: 10, innerRadius: 0, outerRoundness: 100, innerRoundness: 0,
            rotation: 0, isStar: false, reversed: false)
        guard case .cubic(let c1, _, _) = path.elements[1] else {
            Issue.record("expected a cubic")
            return
        }
        // First vertex (0, −10), travelling clockwise: the out-handle points +x.
        #expect(F.close(c1, Vector2(2 * Double.pi * 10 / 16, -10), 1e-9))
    }

    @Test func starRoundnessUsesThorVGFactor() {
        let path = PathGenerator.polystar(
            center: .zero, points: 5, outerRadius: 10, innerRadius: 5, outerRoundness: 50, innerRoundness: 0,
            rotation: 0, isStar: true, reversed: false)
        guard case .cubic(let c1, _, _) = path.elements[1] else {
            Issue.record("expected a cubic")
            return
        }
        #expect(F.close(c1, Vector2(10 * 0.5 * (0.47829 / 0.28) / 5, -10), 1e-9))
    }

    @Test func fractionalStarAddsPartialPointAndPolygonFloors() {
        let star = PathGenerator.polystar(
            center: .zero, points: 4.5, outerRadius: 10, innerRadius: 5, outerRoundness: 0, innerRoundness: 0,
            rotation: 0, isStar: true, reversed: false)
        #expect(F.anchors(star).count == 11)  // ⌈4.5⌉·2 vertices + return
        #expect(F.close(F.anchors(star)[0].length, 7.5, 1e-9))  // partial point radius
        let polygon = PathGenerator.polystar(
            center: .zero, points: 4.9, outerRadius: 10, innerRadius: 5, outerRoundness: 0, innerRoundness: 0,
            rotation: 0, isStar: false, reversed: false)
        #expect(F.anchors(polygon).count == 5)
    }
}

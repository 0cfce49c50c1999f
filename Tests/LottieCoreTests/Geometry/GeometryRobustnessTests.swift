import LottieCore
import LottieGraphics
import LottieModel
import Testing

/// Degenerate and hostile inputs: nothing may trap or hang, and results stay finite.
@Suite("Geometry robustness", .timeLimit(.minutes(1)))
struct GeometryRobustnessTests {
    typealias F = GeometryFixtures
    static let bad: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -5]

    static let degeneratePaths: [BezierPath] = [
        BezierPath(),
        BezierPath(elements: [.move(.zero)]),
        BezierPath(elements: [.close, .close, .line(Vector2(1, 1)), .close]),
        BezierPath(elements: [.move(.zero), .line(.zero), .cubic(.zero, .zero, .zero), .close]),
        BezierPath(elements: [.move(.zero), .line(Vector2(.nan, 1)), .line(Vector2(3, 3))]),
        BezierPath(elements: [.move(Vector2(.infinity, 0)), .line(Vector2(1, 1)), .close]),
        BezierPath(elements: [.move(.zero), .line(Vector2(10, 0)), .line(Vector2(10, 0)), .line(.zero), .close]),
        BezierPath(elements: [.move(.zero), .line(Vector2(10, 0)), .line(.zero)]),
        BezierPath(elements: [.move(.zero), .cubic(Vector2(10, 10), Vector2(-10, 10), .zero), .close]),
        BezierPath(elements: [
            .move(Vector2(1e300, 1e300)), .line(Vector2(-1e300, 1e300)), .line(Vector2(0, -1e300)), .close,
        ]),
    ]

    @Test func generatorsRejectNonFiniteInput() {
        for v in Self.bad {
            let rect = PathGenerator.rectangle(
                center: Vector2(v, 0), size: Vector2(10, v), roundness: v, reversed: false)
            #expect((rect).isFinite)
            #expect(
                (PathGenerator.rectangle(center: .zero, size: Vector2(10, 10), roundness: v, reversed: true)).isFinite)
            #expect(PathGenerator.ellipse(center: Vector2(0, v), size: Vector2(v, 4), reversed: false).isFinite)
            for isStar in [true, false] {
                let star = PathGenerator.polystar(
                    center: .zero, points: v, outerRadius: v, innerRadius: v, outerRoundness: v, innerRoundness: v,
                    rotation: v, isStar: isStar, reversed: isStar)
                #expect((star).isFinite)
            }
        }
        #expect(PathGenerator.ellipse(center: .zero, size: .zero, reversed: false).isEmpty)
        #expect(
            PathGenerator.rectangle(center: Vector2(.nan, 0), size: Vector2(1, 1), roundness: 0, reversed: false)
                .isEmpty)
        let bezier = Bezier(isClosed: true, vertices: [.zero, Vector2(.nan, 1)], inTangents: [.zero], outTangents: [])
        #expect(PathGenerator.path(from: bezier).isEmpty)
    }

    @Test func polystarPointCountsAreClamped() {
        let star = PathGenerator.polystar(
            center: .zero, points: 1e12, outerRadius: 10, innerRadius: 5, outerRoundness: 10, innerRoundness: 10,
            rotation: 0, isStar: true, reversed: false)
        #expect(F.anchors(star).count == 2 * Int(PathGenerator.maxPolystarPoints) + 1)
        for points in [0.0, 0.5, 1, 2, 2.5] {
            let shape = PathGenerator.polystar(
                center: .zero, points: points, outerRadius: 10, innerRadius: 5, outerRoundness: 50, innerRoundness: 50,
                rotation: 0, isStar: points != 2, reversed: false)
            #expect((shape).isFinite)
        }
    }

    @Test(arguments: degeneratePaths)
    func measureAndModifiersSurviveDegeneratePaths(path: BezierPath) {
        let measure = PathMeasure(path)
        #expect(measure.length.isFinite)
        _ = measure.point(atDistance: 1)
        _ = measure.tangent(atDistance: .nan)
        #expect((measure.segment(from: 0.1, to: 1e300)).isFinite)
        for individually in [false, true] {
            for result in PathModifier.trim([path, path], start: 10, end: 95, offset: 200, individually: individually) {
                #expect(result.isFinite)
            }
        }
        #expect((PathModifier.roundCorners(path, radius: 5)).isFinite)
        #expect((PathModifier.puckerBloat(path, amount: 40)).isFinite)
        #expect((PathModifier.zigZag(path, amplitude: 3, ridges: 4, smooth: true)).isFinite)
        #expect((PathModifier.twist(path, angle: 45, center: .zero)).isFinite)
        for join in [LineJoin.miter, .round, .bevel] {
            #expect((PathModifier.offset(path, amount: 3, join: join, miterLimit: 4)).isFinite)
            #expect((PathModifier.offset(path, amount: -3, join: join, miterLimit: .nan)).isFinite)
        }
    }

    @Test func modifiersIgnoreNonFiniteParameters() {
        let square = F.square(0, 0, 10)
        for v in [Double.nan, .infinity, -.infinity] {
            #expect(PathModifier.roundCorners(square, radius: v) == square)
            #expect(PathModifier.puckerBloat(square, amount: v) == square)
            #expect(PathModifier.zigZag(square, amplitude: v, ridges: 3, smooth: false) == square)
            #expect((PathModifier.zigZag(square, amplitude: 2, ridges: v, smooth: false)).isFinite)
            #expect(PathModifier.offset(square, amount: v, join: .miter, miterLimit: 4) == square)
            #expect(PathModifier.twist(square, angle: v, center: .zero) == square)
            #expect((PathModifier.twist(square, angle: 30, center: Vector2(v, 0))).isFinite)
        }
        for v in [1e300, -1e300] {
            #expect((PathModifier.roundCorners(square, radius: v)).isFinite)
            #expect((PathModifier.puckerBloat(square, amount: v)).isFinite)
            #expect((PathModifier.zigZag(square, amplitude: v, ridges: 3, smooth: true)).isFinite)
            #expect((PathModifier.offset(square, amount: v, join: .round, miterLimit: 4)).isFinite)
            #expect((PathModifier.twist(square, angle: v, center: .zero)).isFinite)
        }
    }

    @Test func largePathsStayBounded() {
        var path = BezierPath()
        path.move(to: .zero)
        for k in 1...50_000 {
            path.addCurve(
                to: Vector2(Double(k), 0), control1: Vector2(Double(k) - 0.7, 1), control2: Vector2(Double(k) - 0.3, -1)
            )
        }
        let trimmed = PathModifier.trim([path], start: 25, end: 75, offset: 0, individually: false)
        #expect(F.close(F.length(trimmed[0]), PathMeasure(path).length / 2, 1))
        let zig = PathModifier.zigZag(path, amplitude: 1, ridges: 1e6, smooth: false)
        #expect(F.anchors(zig).count <= PathModifier.maxZigZagPoints + 50_001)
    }
}

import LottieCore
import LottieGraphics
import Testing

@Suite("PathModifier")
struct PathModifierTests {
    typealias F = GeometryFixtures
    let square = GeometryFixtures.square(0, 0, 100)

    // MARK: - Rounded corners

    @Test func roundedSquareHasEightVerticesAtTheRadiusFromEachCorner() {
        let rounded = PathModifier.roundCorners(square, radius: 10)
        let anchors = F.anchors(rounded)
        #expect(anchors.count == 9)
        #expect(anchors.first == anchors.last)
        let corners = [Vector2(0, 0), Vector2(100, 0), Vector2(100, 100), Vector2(0, 100)]
        for p in anchors.dropLast() {
            let nearest = corners.map { ($0 - p).length }.min() ?? 0
            #expect(F.close(nearest, 10))
        }
        #expect(rounded.elements.filter { if case .cubic = $0 { true } else { false } }.count == 4)
        #expect(F.close(F.length(rounded), 320 + 2 * Double.pi * 10, 0.1))
        guard case .cubic(let c1, let c2, let end) = rounded.elements[1] else {
            Issue.record("expected the first corner cubic")
            return
        }
        #expect(end == Vector2(10, 0))
        #expect(F.close(c1, Vector2(0, 10 - 10 * PathModifier.roundedCornerKappa)))
        #expect(F.close(c2, Vector2(10 - 10 * PathModifier.roundedCornerKappa, 0)))
    }

    @Test func roundingClampsToHalfTheEdgeAndKeepsCurvedVerticesAndOpenEnds() {
        let tight = PathModifier.roundCorners(square, radius: 500)
        #expect(F.anchors(tight).contains(Vector2(50, 0)))
        let circle = PathGenerator.ellipse(center: .zero, size: Vector2(10, 10), reversed: false)
        #expect(PathModifier.roundCorners(circle, radius: 3) == circle)
        let open = BezierPath(elements: [.move(Vector2(0, 0)), .line(Vector2(50, 0)), .line(Vector2(50, 50))])
        #expect(
            F.anchors(PathModifier.roundCorners(open, radius: 10)) == [
                Vector2(0, 0), Vector2(40, 0), Vector2(50, 10), Vector2(50, 50),
            ])
        #expect(PathModifier.roundCorners(square, radius: 0) == square)
    }

    // MARK: - Pucker / bloat

    /// The centre is that of the box around the vertices, not their mean: for this triangle,
    /// (50, 50) rather than (33.3, 50).
    @Test func puckerBloatCentresOnTheVerticesBox() {
        let triangle = BezierPath(elements: [.move(Vector2(0, 0)), .line(Vector2(100, 50)), .line(Vector2(0, 100)), .close])
        let moved = PathModifier.puckerBloat(triangle, amount: 50)
        #expect(F.anchors(moved).prefix(3) == [Vector2(25, 25), Vector2(75, 50), Vector2(25, 75)])
    }

    @Test func positiveAmountPullsVerticesToTheCentreAndPushesHandlesOut() {
        let puckered = PathModifier.puckerBloat(square, amount: 50)
        #expect(F.anchors(puckered).dropLast() == [Vector2(25, 25), Vector2(75, 25), Vector2(75, 75), Vector2(25, 75)])
        guard case .cubic(let c1, _, _) = puckered.elements[1] else {
            Issue.record("expected cubics")
            return
        }
        #expect(c1 == Vector2(-25, -25))
    }

    @Test func negativeAmountPushesVerticesAway() {
        let bloated = PathModifier.puckerBloat(square, amount: -50)
        #expect(
            F.anchors(bloated).dropLast() == [
                Vector2(-25, -25), Vector2(125, -25), Vector2(125, 125), Vector2(-25, 125),
            ])
        #expect(PathModifier.puckerBloat(square, amount: 0) == square)
    }

    // MARK: - Zig-zag

    @Test func zigZagInsertsRidgesEvenlyAndAlternatesSides() {
        let line = F.line(.zero, Vector2(100, 0))
        let zig = PathModifier.zigZag(line, amplitude: 5, ridges: 3, smooth: false)
        #expect(
            F.anchors(zig) == [Vector2(0, 5), Vector2(25, -5), Vector2(50, 5), Vector2(75, -5), Vector2(100, 5)])
        #expect(zig.elements.dropFirst().allSatisfy { if case .line = $0 { true } else { false } })
    }

    @Test func smoothZigZagHasTangentsOfAQuarterRidge() {
        let zig = PathModifier.zigZag(F.line(.zero, Vector2(100, 0)), amplitude: 5, ridges: 1, smooth: true)
        guard case .cubic(let c1, let c2, let end) = zig.elements[1] else {
            Issue.record("expected cubics")
            return
        }
        #expect(end == Vector2(50, -5))
        #expect(F.close(c1, Vector2(25, 5)))
        #expect(F.close(c2, Vector2(25, -5)))
    }

    @Test func zigZagOnAClosedSquareCountsRidgesPerSide() {
        let zig = PathModifier.zigZag(square, amplitude: 4, ridges: 2, smooth: false)
        #expect(F.anchors(zig).count == 4 * 3 + 1)
        #expect(F.isClosed(zig))
        let huge = PathModifier.zigZag(square, amplitude: 4, ridges: 5e9, smooth: false)
        #expect(F.anchors(huge).count == 4 * (PathModifier.maxZigZagRidges + 1) + 1)
    }

    // MARK: - Offset

    @Test(arguments: [LineJoin.miter, .round, .bevel])
    func offsetGrowsASquareByTheAmount(join: LineJoin) {
        let grown = PathModifier.offset(square, amount: 10, join: join, miterLimit: 4)
        let anchors = F.anchors(grown)
        #expect(F.close(anchors.map(\.x).min() ?? 0, -10))
        #expect(F.close(anchors.map(\.x).max() ?? 0, 110))
        #expect(F.close(anchors.map(\.y).min() ?? 0, -10))
        #expect(F.close(anchors.map(\.y).max() ?? 0, 110))
        if join == .miter {
            #expect(grown.bounds == Rect(x: -10, y: -10, width: 120, height: 120))
            #expect(F.close(F.length(grown), 480, 1e-9))
        }
        if join == .round { #expect(F.close(F.length(grown), 400 + 2 * Double.pi * 10, 0.05)) }
        #expect(F.isClosed(grown))
    }

    @Test func offsetGrowsWhateverTheDirectionAndShrinksWithNegativeAmounts() {
        let reversed = PathGenerator.rectangle(
            center: Vector2(50, 50), size: Vector2(100, 100), roundness: 0, reversed: true)
        #expect(
            PathModifier.offset(reversed, amount: 10, join: .miter, miterLimit: 4).bounds
                == Rect(x: -10, y: -10, width: 120, height: 120))
        let shrunk = PathModifier.offset(square, amount: -10, join: .miter, miterLimit: 4)
        #expect(shrunk.bounds == Rect(x: 10, y: 10, width: 80, height: 80))
        #expect(F.close(F.length(shrunk), 320, 1e-9))
    }

    @Test func miterBeyondTheLimitBecomesABevel() {
        let beveled = PathModifier.offset(square, amount: 10, join: .miter, miterLimit: 1)
        #expect(F.anchors(beveled).count == 9)
        #expect(F.close(F.length(beveled), 400 + 4 * 10 * 2.0.squareRoot(), 1e-9))
    }

    @Test func offsetCircleStaysCircular() {
        let circle = PathGenerator.ellipse(center: .zero, size: Vector2(100, 100), reversed: false)
        let grown = PathModifier.offset(circle, amount: 10, join: .round, miterLimit: 4)
        let measure = PathMeasure(grown)
        for k in 0..<16 {
            let p = measure.point(atDistance: measure.length * Double(k) / 16) ?? .zero
            #expect(F.close(p.length, 60, 0.05))
        }
    }

    /// After Effects' rule (shape-modifiers/offset-path of its test files): an open subpath
    /// becomes the outline of a band as wide as the amount on each side, with flat ends.
    @Test func openPathsBecomeABandWithFlatEnds() {
        let line = F.line(Vector2(0, 0), Vector2(100, 0))
        let moved = PathModifier.offset(line, amount: 5, join: .miter, miterLimit: 4)
        #expect(
            moved.elements == [
                .move(Vector2(0, -5)), .line(Vector2(100, -5)), .line(Vector2(100, 5)), .line(Vector2(0, 5)), .line(Vector2(0, -5)), .close,
            ])
        // A negative amount draws the same band.
        #expect(PathModifier.offset(line, amount: -5, join: .miter, miterLimit: 4).elements == moved.elements)
        let corner = BezierPath(elements: [.move(Vector2(0, 0)), .line(Vector2(50, 0)), .line(Vector2(50, 50))])
        let rounded = PathModifier.offset(corner, amount: 5, join: .round, miterLimit: 4)
        #expect(F.isClosed(rounded))
        // Out round the outer corner, cut at the inner one: the outer side, a flat end, the
        // inner side (45 + 45) and the other flat end.
        #expect(F.close(F.length(rounded), 50 + 50 + Double.pi * 5 / 2 + 10 + 45 + 45 + 10, 0.01))
    }

    // MARK: - Twist

    @Test func twistTurnsPointsNearTheCentreMost() {
        let line = F.line(.zero, Vector2(90, 0))
        let twisted = PathModifier.twist(line, angle: 90, center: .zero)
        #expect(F.anchors(twisted) == [Vector2(0, 0), Vector2(90, 0)])
        guard case .cubic(let c1, _, _) = twisted.elements[1] else {
            Issue.record("expected a cubic")
            return
        }
        // The control point at 30 has weight 2/3: turned by 60° clockwise (y down).
        #expect(F.close(c1, Vector2(15, 15 * 3.0.squareRoot()), 1e-9))
        #expect(PathModifier.twist(line, angle: 0, center: .zero) == line)
    }
}

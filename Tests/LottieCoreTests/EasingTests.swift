import LottieCore
import LottieGraphics
import LottieModel
import Testing

@Suite struct EasingTests {
    @Test func linearIsIdentity() {
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(Easing.linear.value(at: x) == x)
        }
    }

    @Test func endpointsAreFixed() {
        let easing = Easing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        #expect(easing.value(at: 0) == 0)
        #expect(easing.value(at: 1) == 1)
        #expect(abs(easing.value(at: 0.5) - 0.5) < 1e-6)  // symmetric ease-in-out
    }

    /// Reference values of CSS `ease` (0.25, 0.1, 0.25, 1) computed by bisection to 1e-12.
    @Test(arguments: [(0.1, 0.0947963), (0.25, 0.4085106), (0.5, 0.8024034), (0.75, 0.960459), (0.9, 0.9943165)])
    func matchesTheCSSEaseCurve(_ sample: (Double, Double)) {
        let ease = Easing(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        #expect(abs(ease.value(at: sample.0) - sample.1) < 1e-5)
    }

    @Test func overshootIsKeptAndXIsClamped() {
        let back = Easing(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
        #expect(back.value(at: 0.1) < 0)
        #expect(back.value(at: 0.9) > 1)
        let wild = Easing(x1: -3, y1: 0, x2: 7, y2: 1)
        #expect(wild.x1 == 0 && wild.x2 == 1)
        #expect(wild.value(at: 0.5).isFinite)
    }

    @Test func nonFiniteHandlesDoNotTrap() {
        let easing = Easing(x1: .nan, y1: .infinity, x2: 0.5, y2: .nan)
        #expect(easing.value(at: 0.3).isFinite)
    }
}

@Suite struct KeyframeEvaluationTests {
    private func keyframes(_ values: [(Double, Double)], hold: Set<Int> = [], eased: Bool = false) -> Property<Double> {
        Property(
            .keyframed(
                values.enumerated().map { index, pair in
                    Keyframe(
                        time: pair.0, value: pair.1, isHold: hold.contains(index),
                        easeOut: eased ? EasingHandle(x: 0.42, y: 0) : nil, easeIn: eased ? EasingHandle(x: 0.58, y: 1) : nil)
                }))
    }

    @Test func linearBetweenAndClampedOutside() {
        let property = keyframes([(10, 0), (20, 100)])
        #expect(property.value(at: 0, default: -1) == 0)
        #expect(property.value(at: 15, default: -1) == 50)
        #expect(property.value(at: 17.5, default: -1) == 75)
        #expect(property.value(at: 25, default: -1) == 100)
    }

    @Test func holdJumpsAtTheNextKeyframe() {
        let property = keyframes([(0, 1), (10, 5), (20, 9)], hold: [0])
        #expect(property.value(at: 9.99, default: 0) == 1)
        #expect(property.value(at: 10, default: 0) == 5)
        #expect(property.value(at: 15, default: 0) == 7)
    }

    @Test func easedMidpointOfASymmetricCurve() {
        let property = keyframes([(0, 0), (10, 100)], eased: true)
        #expect(abs(property.value(at: 5, default: 0) - 50) < 1e-4)
        #expect(property.value(at: 2, default: 0) < 20)
    }

    @Test func emptyKeyframesUseTheDefault() {
        let property = Property<Double>(.keyframed([]))
        #expect(property.value(at: 3, default: 42) == 42)
    }

    @Test func equalTimesTakeTheLaterValue() {
        let property = keyframes([(0, 0), (10, 5), (10, 50), (20, 60)])
        #expect(property.value(at: 10, default: 0) == 50)
        #expect(property.value(at: 9.999, default: 0) < 5)
    }

    @Test func perDimensionEasing() {
        let out = EasingHandle(x: 0, y: 0, dimensions: [Vector2(0, 0), Vector2(0.9, 0)])
        let into = EasingHandle(x: 1, y: 1, dimensions: [Vector2(1, 1), Vector2(1, 0.1)])
        let property = Property<Vector3>(
            .keyframed([
                Keyframe(time: 0, value: Vector3(0, 0), easeOut: out, easeIn: into), Keyframe(time: 10, value: Vector3(100, 100)),
            ]))
        let value = property.value(at: 5, default: .zero)
        #expect(abs(value.x - 50) < 1e-6)  // linear in x
        #expect(value.y < 10)  // slow start in y
    }

    @Test func spatialPositionFollowsTheCurveByArcLength() {
        // A quarter-circle-like arc from (0,0) to (100,100) bulging through (100,0).
        let property = Property<Vector3>(
            .keyframed([
                Keyframe(time: 0, value: Vector3(0, 0), spatialOut: Vector3(55, 0), spatialIn: Vector3(0, -55)),
                Keyframe(time: 10, value: Vector3(100, 100)),
            ]))
        let middle = property.spatialValue(at: 5, default: .zero)
        #expect(abs(middle.x - middle.y - 41.4) < 1.5)  // on the arc, not the chord (x == y)
        #expect(abs((middle.xy - Vector2(0, 100)).length - 100) < 1.5)  // radius 100 around (0,100)
        #expect(property.spatialValue(at: 10, default: .zero) == Vector3(100, 100))
    }
}

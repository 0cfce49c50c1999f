import LottieGraphics
import Testing

@Suite struct AffineTransformTests {
    private func close(_ a: Vector2, _ b: Vector2) -> Bool { (a - b).length < 1e-9 }

    @Test func applyUsesColumnVectors() {
        let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.apply(to: Vector2(1, 1)) == Vector2(1 + 3 + 5, 2 + 4 + 6))
        #expect(t.applyToVector(Vector2(1, 1)) == Vector2(4, 6))
    }

    @Test func concatenationAppliesSelfFirst() {
        let scale = AffineTransform(scaleX: 2, y: 3)
        let move = AffineTransform(translationX: 10, y: 20)
        #expect(scale.concatenating(move).apply(to: Vector2(1, 1)) == Vector2(12, 23))
        #expect(move.concatenating(scale).apply(to: Vector2(1, 1)) == Vector2(22, 63))
    }

    @Test func inverseRoundTrips() throws {
        let t = AffineTransform(rotation: 0.7).concatenating(AffineTransform(a: 2, b: 0.3, c: -1, d: 0.5, tx: 4, ty: -7))
        let inv = try #require(t.inverted)
        let p = Vector2(3.5, -2)
        #expect(close(inv.apply(to: t.apply(to: p)), p))
        #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
    }

    @Test func rotationIsAccurate() {
        let quarter = AffineTransform(rotation: Double.pi / 2)
        #expect(close(quarter.apply(to: Vector2(1, 0)), Vector2(0, 1)))
        let t = AffineTransform(rotation: 1)
        #expect(abs(t.a - 0.5403023058681398) < 1e-14 && abs(t.b - 0.8414709848078965) < 1e-14)
        #expect(close(AffineTransform(rotation: 100).apply(to: Vector2(1, 0)), Vector2(0.8623188722876839, -0.5063656411097588)))
    }

    @Test func scaleEstimates() {
        let t = AffineTransform(scaleX: 4, y: 1).concatenating(AffineTransform(rotation: 0.3))
        #expect(abs(t.scaleFactor - 2) < 1e-12)
        #expect(abs(t.maxScale - 4) < 1e-12)
        #expect(AffineTransform(scaleX: .infinity, y: 1).scaleFactor == 0)
    }
}

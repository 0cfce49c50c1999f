import LottieCore
import LottieGraphics
import LottieModel
import Testing

@Suite struct TransformTests {
    private func close(_ a: Vector2, _ b: Vector2) -> Bool { (a - b).length < 1e-9 }

    @Test func anchorScaleRotationPosition() {
        var transform = Transform()
        transform.anchor = Property(constant: Vector3(10, 0))
        transform.scale = Property(constant: Vector3(200, 100))
        transform.rotation = Property(constant: 90)
        transform.position = .combined(Property(constant: Vector3(50, 50)))
        let matrix = transform.matrix(at: 0)
        // (20, 0): minus anchor → (10, 0); scale → (20, 0); rotate 90° clockwise (y down) → (0, 20); + position.
        #expect(close(matrix.apply(to: Vector2(20, 0)), Vector2(50, 70)))
        #expect(close(matrix.apply(to: Vector2(10, 0)), Vector2(50, 50)))
    }

    @Test func skewShearsAlongTheAxis() {
        var transform = Transform()
        transform.skew = Property(constant: 45)
        transform.skewAxis = Property(constant: 0)
        let matrix = transform.matrix(at: 0)
        // x' = x − y·tan(45°)
        #expect(close(matrix.apply(to: Vector2(0, 10)), Vector2(-10, 10)))
    }

    @Test func splitPositionAndOpacity() {
        var transform = Transform()
        transform.position = .split(x: Property(constant: 3), y: Property(constant: 4), z: nil)
        transform.opacity = Property(constant: 250)
        #expect(close(transform.matrix(at: 0).apply(to: .zero), Vector2(3, 4)))
        #expect(transform.opacity(at: 0) == 1)
    }

    @Test func autoOrientFacesTheDirectionOfMotion() {
        var transform = Transform()
        transform.position = .combined(
            Property(
                .keyframed([
                    Keyframe(time: 0, value: Vector3(0, 0)), Keyframe(time: 10, value: Vector3(0, 100)),
                ])))
        let matrix = transform.matrix(at: 5, autoOrient: true)
        // Moving down (+y) = 90°: the x axis turns to point down.
        #expect(close(matrix.applyToVector(Vector2(1, 0)), Vector2(0, 1)))
    }

    @Test func threeDRotationFlattensOrthographically() {
        var transform = Transform()
        transform.rotationY = Property(constant: 60)
        let matrix = transform.matrix(at: 0)
        #expect(abs(matrix.applyToVector(Vector2(1, 0)).x - 0.5) < 1e-9)  // cos 60°
    }
}

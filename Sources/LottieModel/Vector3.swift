import LottieGraphics

/// A 1- to 3-component vector as Lottie stores positions, anchors, scales and sizes.
/// Missing components read as 0.
package struct Vector3: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var z: Double

    package init(_ x: Double, _ y: Double, _ z: Double = 0) {
        self.x = x
        self.y = y
        self.z = z
    }

    package static let zero = Vector3(0, 0, 0)

    package var xy: Vector2 { Vector2(x, y) }
}

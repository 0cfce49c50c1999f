import LottieGraphics

/// A 1- to 3-component vector as Lottie stores positions, anchors, scales and sizes.
/// Missing components read as 0.
public struct Vector3: Hashable, Sendable {
    public package(set) var x: Double
    public package(set) var y: Double
    public package(set) var z: Double

    public init(_ x: Double, _ y: Double, _ z: Double = 0) {
        self.x = x
        self.y = y
        self.z = z
    }

    public static let zero = Vector3(0, 0, 0)

    public var xy: Vector2 { Vector2(x, y) }
}

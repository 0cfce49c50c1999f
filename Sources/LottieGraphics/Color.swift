/// A straight (not premultiplied) RGBA colour with components in 0...1.
///
/// ```swift
/// let red = Color(r: 1, g: 0, b: 0)
/// red.with(alpha: 0.5)
/// ```
public struct Color: Hashable, Sendable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 1, g: 1, b: 1)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    public func with(alpha: Double) -> Color { Color(r: r, g: g, b: b, a: alpha) }

    /// Component-wise linear interpolation (no gamma), as Lottie players do.
    package func lerp(to other: Color, _ t: Double) -> Color {
        Color(
            r: r + (other.r - r) * t, g: g + (other.g - g) * t,
            b: b + (other.b - b) * t, a: a + (other.a - a) * t)
    }
}

/// A straight (not premultiplied) RGBA colour with components in 0...1.
///
/// ```swift
/// let red = Color(r: 1, g: 0, b: 0)
/// red.with(alpha: 0.5)
/// ```
public struct Color: Hashable, Sendable {
    /// Red, 0–1.
    public var r: Double
    /// Green, 0–1.
    public var g: Double
    /// Blue, 0–1.
    public var b: Double
    /// Alpha (opacity), 0–1; 1 is opaque.
    public var a: Double

    /// A colour from components in 0...1 (opaque unless `a` is given).
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = Color(r: 1, g: 1, b: 1)
    /// Transparent black.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// This colour with its alpha replaced by `alpha`.
    public func with(alpha: Double) -> Color { Color(r: r, g: g, b: b, a: alpha) }

    /// Component-wise linear interpolation (no gamma), as Lottie players do.
    package func lerp(to other: Color, _ t: Double) -> Color {
        Color(
            r: r + (other.r - r) * t, g: g + (other.g - g) * t,
            b: b + (other.b - b) * t, a: a + (other.a - a) * t)
    }
}

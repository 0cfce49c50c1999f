import RealModule

/// sRGB transfer functions, for averaging in linear light and for perceptual distances.
enum ColorSpace {
    /// The linear-light value of an sRGB component (0...1).
    @inline(__always)
    static func linear(_ value: Float) -> Float {
        value <= 0.04045 ? value / 12.92 : Float.pow((value + 0.055) / 1.055, 2.4)
    }

    /// The sRGB component of a linear-light value (0...1).
    @inline(__always)
    static func encoded(_ value: Float) -> Float {
        value <= 0.0031308 ? value * 12.92 : 1.055 * Float.pow(value, 1 / 2.4) - 0.055
    }
}

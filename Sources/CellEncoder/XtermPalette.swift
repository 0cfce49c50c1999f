/// The xterm palette: 16 theme colours (xterm's defaults), the 6 × 6 × 6 cube (16–231) and the
/// 24-step grey ramp (232–255). `PaletteQuantizer` finds the nearest entries.
package enum XtermPalette {
    /// The channel levels of the 6 × 6 × 6 cube.
    package static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default values of the 16 theme colours (terminals vary; the nearest match is a guess).
    package static let basic: [SIMD3<Int>] = [
        SIMD3(0, 0, 0), SIMD3(205, 0, 0), SIMD3(0, 205, 0), SIMD3(205, 205, 0),
        SIMD3(0, 0, 238), SIMD3(205, 0, 205), SIMD3(0, 205, 205), SIMD3(229, 229, 229),
        SIMD3(127, 127, 127), SIMD3(255, 0, 0), SIMD3(0, 255, 0), SIMD3(255, 255, 0),
        SIMD3(92, 92, 255), SIMD3(255, 0, 255), SIMD3(0, 255, 255), SIMD3(255, 255, 255),
    ]

    /// The RGB value of palette entry `index`.
    package static func rgb(_ index: UInt8) -> SIMD3<Int> {
        switch index {
        case 0..<16:
            return basic[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return SIMD3(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let grey = 8 + 10 * (Int(index) - 232)
            return SIMD3(grey, grey, grey)
        }
    }

    /// The colour of palette entry `index` with components in 0...1.
    package static func unitRGB(_ index: UInt8) -> SIMD3<Float> {
        let value = rgb(index)
        return SIMD3(Float(value.x), Float(value.y), Float(value.z)) / 255
    }
}

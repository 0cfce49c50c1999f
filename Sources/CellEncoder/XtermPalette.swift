/// The xterm palette: 16 theme colours (xterm's defaults), the 6 × 6 × 6 cube (16–231) and the
/// 24-step grey ramp (232–255), with nearest-colour lookups used to quantize cell colours.
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

    /// The nearest entry of the cube or the grey ramp (16–255; the theme colours are skipped
    /// because their values depend on the terminal's theme).
    package static func nearest256(_ color: SIMD3<Int>) -> UInt8 {
        let levels = SIMD3(cubeIndex(color.x), cubeIndex(color.y), cubeIndex(color.z))
        let cube = SIMD3(cubeLevels[levels.x], cubeLevels[levels.y], cubeLevels[levels.z])
        let mean = (color.x + color.y + color.z) / 3
        let step = min(max((mean - 8 + 5) / 10, 0), 23)
        let grey = 8 + 10 * step
        let cubeIndex = 16 + 36 * levels.x + 6 * levels.y + levels.z
        if distance(color, SIMD3(grey, grey, grey)) < distance(color, cube) { return UInt8(232 + step) }
        return UInt8(cubeIndex)
    }

    /// The nearest of the 16 theme colours (by xterm's default values).
    package static func nearest16(_ color: SIMD3<Int>) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in basic.enumerated() {
            let d = distance(color, candidate)
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return UInt8(best)
    }

    // MARK: - Private

    /// The index of the cube level nearest to a 0–255 channel (midpoints between levels round up).
    package static func cubeIndex(_ value: Int) -> Int {
        switch value {
        case ..<48: 0
        case ..<115: 1
        case ..<155: 2
        case ..<195: 3
        case ..<235: 4
        default: 5
        }
    }

    private static func distance(_ a: SIMD3<Int>, _ b: SIMD3<Int>) -> Int {
        let d = a &- b
        return d.x * d.x + d.y * d.y + d.z * d.z
    }
}

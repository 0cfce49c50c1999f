extension ColorMode {
    /// The cell colour that shows the 8-bit sRGB colour `red`, `green`, `blue` in this mode.
    ///
    /// Truecolor keeps the value; 256 picks the nearest entry of the 6 × 6 × 6 cube (levels 0, 95,
    /// 135, 175, 215, 255) or the grey ramp (8 + 10k); 16 the nearest of xterm's 16 default
    /// colours; monochrome has no colours and gives `.terminalDefault`.
    public func cellColor(red: UInt8, green: UInt8, blue: UInt8) -> CellColor {
        switch self {
        case .trueColor: .rgb(red, green, blue)
        case .palette256: .palette(XtermPalette.nearest256(SIMD3(Int(red), Int(green), Int(blue))))
        case .palette16: .palette(XtermPalette.nearest16(SIMD3(Int(red), Int(green), Int(blue))))
        case .monochrome: .terminalDefault
        }
    }

    /// The cell colour of a straight (un-premultiplied) colour with components in 0...1.
    package func cellColor(_ straight: SIMD3<Float>) -> CellColor {
        cellColor(red: Self.byte(straight.x), green: Self.byte(straight.y), blue: Self.byte(straight.z))
    }

    private static func byte(_ value: Float) -> UInt8 {
        guard value > 0 else { return 0 }  // also NaN
        return value >= 1 ? 255 : UInt8(value * 255 + 0.5)
    }
}

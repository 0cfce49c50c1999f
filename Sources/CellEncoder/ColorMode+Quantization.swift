extension ColorMode {
    /// The cell colour that shows the 8-bit sRGB colour `red`, `green`, `blue` in this mode.
    ///
    /// Truecolor keeps the value; the palettes pick their perceptually nearest entry (OKLab);
    /// monochrome has no colours and gives `.terminalDefault`.
    package func cellColor(red: UInt8, green: UInt8, blue: UInt8) -> CellColor {
        cellColor(SIMD3(Float(red), Float(green), Float(blue)) / 255)
    }

    /// The cell colour of a straight colour with components in 0...1. In palette modes, a
    /// `threshold` (an ordered-dither offset in -0.5 ..< 0.5) mixes the nearest entry with the
    /// one beyond it in the direction of the error, in the proportion that averages to the
    /// colour: colours the palette has exactly never change, and a pattern only ever mixes two
    /// neighbouring entries.
    package func cellColor(_ straight: SIMD3<Float>, threshold: Float? = nil) -> CellColor {
        let quantizer: PaletteQuantizer
        switch self {
        case .trueColor: return .rgb(Self.byte(straight.x), Self.byte(straight.y), Self.byte(straight.z))
        case .monochrome: return .terminalDefault
        case .palette256: quantizer = .xterm256
        case .palette240: quantizer = .xterm240
        case .palette16: quantizer = .xterm16
        }
        let nearest = quantizer.nearest(straight)
        guard let threshold else { return .palette(nearest) }
        let near = XtermPalette.unitRGB(nearest)
        let error = straight - near
        let beyond = quantizer.nearest(straight + error)
        guard beyond != nearest else { return .palette(nearest) }
        let step = XtermPalette.unitRGB(beyond) - near
        let length = (step * step).sum()
        let share = length > 0 ? min(max((error * step).sum() / length, 0), 1) : 0
        // Mix only partners whose mixture explains most of the error (no hue noise from an
        // entry off to one side).
        let residual = error - share * step
        guard (residual * residual).sum() <= Self.partnerResidual * (error * error).sum() else { return .palette(nearest) }
        return .palette(share > Self.ditherStrength * threshold + 0.5 ? beyond : nearest)
    }

    /// How much of the way between two entries is dithered: 1 mixes them in every proportion,
    /// 0.5 keeps colours within a quarter step of an entry on that entry (fewer speckles in
    /// nearly flat areas, and a per-pixel error close to the nearest entry's).
    static let ditherStrength: Float = 0.5

    /// The share of the squared error a mix may leave unexplained.
    static let partnerResidual: Float = 0.25

    /// Whether colours are palette entries (which dithering helps) rather than exact.
    var isPalette: Bool { self != .trueColor && self != .monochrome }

    private static func byte(_ value: Float) -> UInt8 {
        guard value > 0 else { return 0 }  // also NaN
        return value >= 1 ? 255 : UInt8(value * 255 + 0.5)
    }
}

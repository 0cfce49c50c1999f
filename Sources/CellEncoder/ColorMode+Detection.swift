extension ColorMode {
    /// The colour mode a terminal supports, from its environment and (when known) its terminfo entry.
    ///
    /// In order: `NO_COLOR` set and non-empty → monochrome, unless `CLICOLOR_FORCE` is set to
    /// anything but empty or `0` (colour forced); `COLORTERM` of `truecolor` or `24bit`, an
    /// `RGB` terminfo capability, or 2^24 terminfo colours → truecolor; 256 or more terminfo colours,
    /// or no terminfo facts → 256; 8–255 → 16; fewer (or a missing `colors` capability, -1) → monochrome.
    ///
    /// - Parameters:
    ///   - environment: the process environment (`NO_COLOR`, `CLICOLOR_FORCE`, `COLORTERM` are read).
    ///   - terminfoColors: terminfo's `colors` number, or nil when terminfo was not consulted.
    ///   - terminfoHasRGB: whether terminfo has the `RGB` (direct colour) capability.
    package static func detect(
        environment: [String: String], terminfoColors: Int? = nil, terminfoHasRGB: Bool = false
    ) -> ColorMode {
        let isForced = environment["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty, !isForced { return .monochrome }
        let colorTerm = environment["COLORTERM"]?.lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || terminfoHasRGB { return .trueColor }
        guard let colors = terminfoColors else { return .palette256 }
        switch colors {
        case (1 << 24)...: return .trueColor
        case 256...: return .palette256
        case 8...: return .palette16
        default: return .monochrome
        }
    }
}

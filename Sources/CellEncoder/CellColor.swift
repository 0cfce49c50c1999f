/// The colour of one side of a terminal cell.
package enum CellColor: Hashable, Sendable {
    /// The terminal's own foreground or background (whatever its theme shows).
    case terminalDefault
    /// A 24-bit colour (truecolor terminals).
    case rgb(UInt8, UInt8, UInt8)
    /// An entry of the terminal palette: 0–15 the theme's colours, 16–231 the 6×6×6 cube,
    /// 232–255 the grey ramp.
    case palette(UInt8)
}

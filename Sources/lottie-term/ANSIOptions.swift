import ArgumentParser
import CellEncoder
import Foundation
import Lottie
import PlayerUI

/// The options of `render --format ansi`: grid size, cell mode and colours.
struct ANSIOptions: ParsableArguments {
    /// The largest grid side accepted (in cells).
    static let maxCells = 1000

    @Option(help: "Columns of the text frame, 1...1000 (default: the terminal's width; required when stdout is not a terminal).")
    var cols: Int?

    @Option(help: "Rows of the text frame, 1...1000 (default: the composition's aspect ratio, cells twice as tall as wide).")
    var rows: Int?

    @Option(
        help: """
            Cell mode: half (the default, 1x2 pixels per cell in half blocks), quadrant (2x2), sextant (2x3), octant (2x4) \
            or braille (2x4 dots); each cell draws the two-colour split of its pixels with the least error.
            """)
    var cells: CellMode?

    @Option(
        help: """
            Colours: auto (truecolor if COLORTERM says so, else 256; mono when NO_COLOR is set), truecolor, 256 (the xterm \
            palette), 240 (its colour cube and grey ramp, the same on every theme), 16 (the theme's colours) or mono \
            (the terminal's foreground, dithered).
            """
    )
    var color: ColorChoice?

    @OptionGroup var style: CellStyleOptions

    @Option(
        help: "Dim all but this layer, group or path (a keypath), as the player's inspector shows a selection; a keypath that matches none exits 64.")
    var highlight: String?

    /// Whether any of these options was given.
    var isGiven: Bool {
        cols != nil || rows != nil || cells != nil || color != nil || highlight != nil || style.supersample != CellEncoder.defaultSupersampling || style.terminalBackground != .auto
            || style.backdrop != .terminal || style.dither != .ordered || style.linearLight
    }

    func validate() throws {
        for (name, value) in [("--cols", cols), ("--rows", rows)] {
            if let value, !(1...Self.maxCells).contains(value) {
                throw ValidationError("\(name) must be between 1 and \(Self.maxCells)")
            }
        }
    }

    /// The rows to use for `columns` columns: `--rows`, or what keeps the composition's aspect
    /// ratio with cells twice as tall as wide.
    func rows(columns: Int, compositionWidth: Double, compositionHeight: Double) -> Int {
        if let rows { return rows }
        guard compositionWidth > 0, compositionHeight > 0 else { return max(1, columns / 2) }
        let fitted = (Double(columns) * compositionHeight / compositionWidth / 2).rounded()
        return fitted.isFinite ? Int(min(max(fitted, 1), Double(Self.maxCells))) : 1
    }

    /// The encoder for these options (colour `auto` resolved against `environment`, the
    /// terminal's background asked of the terminal when `--terminal-bg` is `auto`).
    func encoder(environment: [String: String]) -> CellEncoder {
        style.style(environment: environment).encoder(
            cellMode: cells ?? .halfBlock, colorMode: (color ?? .auto).resolve(environment: environment), backdrop: style.backdrop)
    }
}

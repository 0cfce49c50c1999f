import CellEncoder
import LottieGraphics

/// How the viewport turns pixels into cells, apart from the cell, colour and backdrop modes
/// the player's keys switch.
package struct ViewportStyle: Equatable, Sendable {
    /// The terminal's background colour, found by asking the terminal or assumed.
    package var terminalBackground: Color
    /// Rendered pixels per cell pixel along each axis.
    package var supersampling: Int
    /// Whether palette and monochrome modes dither.
    package var dithers: Bool
    /// Whether supersampled pixels are averaged in linear light.
    package var averagesInLinearLight: Bool

    package init(
        terminalBackground: Color = .black, supersampling: Int = CellEncoder.defaultSupersampling, dithers: Bool = true, averagesInLinearLight: Bool = false
    ) {
        self.terminalBackground = terminalBackground
        self.supersampling = supersampling
        self.dithers = dithers
        self.averagesInLinearLight = averagesInLinearLight
    }

    /// The encoder for these settings and modes.
    package func encoder(cellMode: CellMode, colorMode: ColorMode, backdrop: BackdropMode) -> CellEncoder {
        var encoder = CellEncoder(
            cellMode: cellMode, colorMode: colorMode, backdrop: backdrop.backdrop(terminalBackground: terminalBackground),
            supersampling: supersampling)
        encoder.dithers = dithers
        encoder.averagesInLinearLight = averagesInLinearLight
        return encoder
    }
}

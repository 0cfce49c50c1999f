import CellEncoder
import LottieGraphics

/// How the viewport turns pixels into cells, apart from the cell, colour and backdrop modes
/// the player's keys switch.
public struct ViewportStyle: Equatable, Sendable {
    /// The terminal's background colour, found by asking the terminal or assumed.
    public var terminalBackground: Color
    /// Rendered pixels per cell pixel along each axis.
    public var supersampling: Int
    /// Whether palette and monochrome modes dither.
    public var dithers: Bool
    /// Whether supersampled pixels are averaged in linear light.
    public var averagesInLinearLight: Bool

    public init(
        terminalBackground: Color = .black, supersampling: Int = CellEncoder.defaultSupersampling, dithers: Bool = true, averagesInLinearLight: Bool = false
    ) {
        self.terminalBackground = terminalBackground
        self.supersampling = supersampling
        self.dithers = dithers
        self.averagesInLinearLight = averagesInLinearLight
    }

    /// The encoder for these settings and modes.
    public func encoder(cellMode: CellMode, colorMode: ColorMode, backdrop: BackdropMode) -> CellEncoder {
        var encoder = CellEncoder(
            cellMode: cellMode, colorMode: colorMode, backdrop: backdrop.backdrop(terminalBackground: terminalBackground),
            supersampling: supersampling)
        encoder.dithers = dithers
        encoder.averagesInLinearLight = averagesInLinearLight
        return encoder
    }
}

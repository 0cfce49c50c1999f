import LottieGraphics

/// Turns a frame's pixels into terminal cells: half blocks (1 × 2 pixels per cell), quadrants
/// (2 × 2), sextants (2 × 3), octants (2 × 4) or braille (2 × 4 dots), with colours for what the
/// terminal shows.
///
/// Render the frame at ``pixelSize(columns:rows:)``: ``supersampling`` times the grid's own
/// pixels along each axis. Each cell pixel is then the area average of the rendered pixels it
/// covers, blended over the ``backdrop``. Over the terminal's own background, fully transparent
/// pixels keep its default colour, so the theme shows through. Palette and monochrome modes use
/// ordered dithering tied to screen positions, so still areas do not shimmer.
///
/// ```swift
/// let encoder = CellEncoder(cellMode: .halfBlock, colorMode: .trueColor, backdrop: .terminal(.black))
/// let size = encoder.pixelSize(columns: 80, rows: 40)       // 160 × 160: 2× supersampled
/// let pixels = renderer.render(frame: 0, width: size.width, height: size.height)
/// let grid = encoder.encode(pixels, columns: 80, rows: 40)
/// ```
package struct CellEncoder: Sendable {
    /// The most cells a side of a grid may have (larger requests are clamped).
    package static let maxCellsPerSide = 1 << 14
    /// The largest supersampling factor.
    package static let maxSupersampling = 8

    /// The glyphs and the pixels per cell.
    package var cellMode: CellMode
    /// The colours the cells may use.
    package var colorMode: ColorMode
    /// What transparent and translucent pixels are blended over.
    package var backdrop: Backdrop
    /// Rendered pixels per cell pixel along each axis (clamped to 1...``maxSupersampling``).
    package var supersampling: Int
    /// Whether palette and monochrome modes use ordered dithering.
    package var dithers = true
    /// Whether supersampled pixels are averaged in linear light (sRGB averaging otherwise, as
    /// image scalers and the reference renderers do).
    package var averagesInLinearLight = false
    /// Braille and block-pattern cells whose colours span less than this (0...1, per channel) are one colour.
    package var contrastThreshold: Float = 0.02

    /// The share of its pixel a raised braille dot is taken to cover, so that a dot's colour
    /// is chosen to look right mixed with the background around it.
    static let dotCoverage: Float = 0.5

    /// An encoder for `cellMode` cells with colours quantized to `colorMode`.
    package init(
        cellMode: CellMode = .halfBlock, colorMode: ColorMode = .palette256, backdrop: Backdrop = .dark,
        supersampling: Int = defaultSupersampling
    ) {
        self.cellMode = cellMode
        self.colorMode = colorMode
        self.backdrop = backdrop
        self.supersampling = supersampling
    }

    // MARK: - Public API

    /// The pixel size to render at for a grid of `columns` × `rows` cells (sides clamped to
    /// 0...``maxCellsPerSide``): the cell mode's square ``CellMode/renderedPixelsPerCell`` times
    /// ``supersampling``.
    package func pixelSize(columns: Int, rows: Int) -> (width: Int, height: Int) {
        let perCell = cellMode.renderedPixelsPerCell
        let (columns, rows) = (Self.clamp(columns), Self.clamp(rows))
        return (columns * perCell.width * factor, rows * perCell.height * factor)
    }

    /// The supersampling the player and `render --format ansi` use: each cell pixel is the
    /// average of 2 × 2 rendered pixels. Finer factors (`--supersample 4`) cost 4× the render
    /// time and scored no closer to the reference renders (see the README).
    package static let defaultSupersampling = 2

    /// The `columns` × `rows` cells showing `pixels` (premultiplied), rendered at
    /// ``pixelSize(columns:rows:)``. A grid larger than the pixels allow is cut to what they cover.
    package func encode(_ pixels: PixelBuffer, columns: Int, rows: Int) -> CellGrid {
        let perCell = cellMode.renderedPixelsPerCell
        let columns = min(Self.clamp(columns), pixels.width / (perCell.width * factor))
        let rows = min(Self.clamp(rows), pixels.height / (perCell.height * factor))
        guard columns > 0, rows > 0, pixels.storage.count >= pixels.width * pixels.height * 4 else {
            return CellGrid(columns: columns, rows: rows)
        }
        let samples = CellSamples(pixels, columns: columns, rows: rows, factor: factor, encoder: self)
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        switch cellMode {
        case .halfBlock: appendHalfBlocks(samples, to: &cells)
        case .braille: appendBraille(samples, to: &cells)
        case .quadrant, .sextant, .octant: appendBlockPatterns(samples, to: &cells)
        }
        return CellGrid(columns: columns, rows: rows, cells: cells)
    }

    // MARK: - Shared helpers

    /// The supersampling factor in use.
    var factor: Int { min(max(supersampling, 1), Self.maxSupersampling) }

    private static func clamp(_ side: Int) -> Int { min(max(side, 0), maxCellsPerSide) }

    /// The cell colour of a straight colour at pixel (`x`, `y`) of the grid (dithered in palette modes).
    @inline(__always)
    func quantize(_ color: SIMD3<Float>, x: Int, y: Int) -> CellColor {
        colorMode.cellColor(color, threshold: dithers && colorMode.isPalette ? OrderedDither.offset(x: x, y: y) : nil)
    }

    /// Whether a monochrome pixel at (`x`, `y`) is drawn in the terminal's foreground: by its
    /// contrast with the terminal's background, against a dithered threshold.
    @inline(__always)
    func isLit(_ sample: SIMD4<Float>, x: Int, y: Int, backgroundIsLight: Bool) -> Bool {
        guard sample.w > 0 else { return false }
        let luma = 0.2126 * sample.x + 0.7152 * sample.y + 0.0722 * sample.z
        let ink = backgroundIsLight ? 1 - luma : luma
        return ink > 0.5 + (dithers ? OrderedDither.offset(x: x, y: y) : 0)
    }
}

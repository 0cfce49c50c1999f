import LottieGraphics

/// Turns a frame's pixels into terminal cells: half blocks (1 × 2 pixels per cell) or braille
/// (2 × 4), with colours quantized to what the terminal shows.
///
/// Render the frame at ``pixelSize(columns:rows:cellMode:)``, so each pixel is already the area
/// average of what it covers, then encode it. Transparent areas keep the terminal's own
/// background; cells of one colour become spaces with a background colour.
///
/// ```swift
/// let encoder = CellEncoder(cellMode: .halfBlock, colorMode: .trueColor)
/// let size = CellEncoder.pixelSize(columns: 80, rows: 40, cellMode: .halfBlock)
/// let pixels = renderer.render(frame: 0, width: size.width, height: size.height)
/// let grid = encoder.encode(pixels)   // 80 × 40 cells
/// ```
public struct CellEncoder: Sendable {
    /// The most cells a side of a grid may have (larger requests are clamped).
    public static let maxCellsPerSide = 1 << 14

    /// Half blocks (1 × 2 pixels per cell) or braille (2 × 4).
    public var cellMode: CellMode
    /// The colours the cells may use.
    public var colorMode: ColorMode
    /// Pixels whose alpha is at least this are drawn (half blocks) or lit (braille dots).
    public var alphaThreshold: Float = 0.5
    /// Braille cells whose dots are all opaque become a pattern only when the luma (0...1) of
    /// their lightest and darkest dots differ by at least this; otherwise they are a space.
    public var contrastThreshold: Float = 0.05

    /// An encoder for `cellMode` cells with colours quantized to `colorMode`.
    public init(cellMode: CellMode = .halfBlock, colorMode: ColorMode = .palette256) {
        self.cellMode = cellMode
        self.colorMode = colorMode
    }

    // MARK: - Public API

    /// The pixel size to render at for a grid of `columns` × `rows` cells (sides clamped to
    /// 0...``maxCellsPerSide``).
    public static func pixelSize(columns: Int, rows: Int, cellMode: CellMode) -> (width: Int, height: Int) {
        let perCell = cellMode.pixelsPerCell
        let clamp = { (value: Int) in min(max(value, 0), maxCellsPerSide) }
        return (clamp(columns) * perCell.width, clamp(rows) * perCell.height)
    }

    /// The cells showing `pixels` (premultiplied): `width / w` × `height / h` cells for this
    /// mode's `w` × `h` pixels per cell; leftover pixel rows and columns are ignored.
    public func encode(_ pixels: PixelBuffer) -> CellGrid {
        let pixels = colorMode == .monochrome ? monochromeMask(pixels) : pixels
        let perCell = cellMode.pixelsPerCell
        let columns = pixels.width / perCell.width
        let rows = pixels.height / perCell.height
        guard columns > 0, rows > 0, pixels.storage.count >= pixels.width * pixels.height * 4 else {
            return CellGrid(columns: columns, rows: rows)
        }
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        pixels.storage.withUnsafeBufferPointer { storage in
            switch cellMode {
            case .halfBlock: appendHalfBlocks(storage, width: pixels.width, rows: rows, to: &cells)
            case .braille: appendBraille(storage, width: pixels.width, columns: columns, rows: rows, to: &cells)
            }
        }
        return CellGrid(columns: columns, rows: rows, cells: cells)
    }

    // MARK: - Shared helpers

    /// The quantized colour of a premultiplied colour (or a premultiplied sum of several).
    func color(_ premultiplied: SIMD4<Float>) -> CellColor {
        guard premultiplied.w > 0 else { return .terminalDefault }
        let straight = SIMD3(premultiplied.x, premultiplied.y, premultiplied.z) / premultiplied.w
        return colorMode.cellColor(straight)
    }

    /// The premultiplied pixel whose red component is at `index`.
    @inline(__always)
    static func pixel(_ storage: UnsafeBufferPointer<Float>, _ index: Int) -> SIMD4<Float> {
        SIMD4(storage[index], storage[index + 1], storage[index + 2], storage[index + 3])
    }
}

import LottieGraphics

/// TEMPORARY stand-in until the cells branch lands: half-block only, truecolor only.
public struct CellEncoder: Sendable {
    public let cellMode: CellMode
    public let colorMode: ColorMode

    public init(cellMode: CellMode, colorMode: ColorMode) {
        self.cellMode = cellMode
        self.colorMode = colorMode
    }

    public static func pixelSize(columns: Int, rows: Int, cellMode: CellMode) -> (width: Int, height: Int) {
        (max(0, columns) * cellMode.pixelsPerCell.width, max(0, rows) * cellMode.pixelsPerCell.height)
    }

    public func encode(_ pixels: PixelBuffer) -> CellGrid {
        let (pw, ph) = cellMode.pixelsPerCell
        var grid = CellGrid(columns: pixels.width / pw, rows: pixels.height / ph)
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let top = pixels.straightColor(x: column * pw, y: row * ph)
                let bottom = pixels.straightColor(x: column * pw, y: row * ph + ph - 1)
                func rgb(_ c: Color) -> CellColor {
                    c.a < 0.5 ? .terminalDefault : .rgb(UInt8(c.r * 255), UInt8(c.g * 255), UInt8(c.b * 255))
                }
                let t = rgb(top)
                let b = rgb(bottom)
                grid[column, row] = t == b ? Cell(character: " ", background: t) : Cell(character: "▀", foreground: t, background: b)
            }
        }
        return grid
    }
}

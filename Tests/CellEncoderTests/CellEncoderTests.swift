import CellEncoder
import LottieGraphics
import Testing

/// The cell encoder on hand-made bitmaps: what glyph and colours each cell shows.
@Suite struct CellEncoderTests {
    static let red = Color(r: 1, g: 0, b: 0)
    static let blue = Color(r: 0, g: 0, b: 1)
    static let white = Color(r: 1, g: 1, b: 1)
    static let black = Color(r: 0, g: 0, b: 0)

    /// A `width` × `height` bitmap with the given straight colours (others transparent).
    static func bitmap(width: Int, height: Int, _ pixels: [(x: Int, y: Int, color: Color)]) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        for pixel in pixels { buffer.setColor(pixel.color, x: pixel.x, y: pixel.y) }
        return buffer
    }

    /// An encoder that takes the bitmap's pixels as they are (no supersampling).
    static func encoder(
        _ cellMode: CellMode = .halfBlock, _ colorMode: ColorMode = .trueColor, backdrop: Backdrop = .dark
    ) -> CellEncoder {
        CellEncoder(cellMode: cellMode, colorMode: colorMode, backdrop: backdrop, supersampling: 1)
    }

    static func encode(_ pixels: PixelBuffer, with encoder: CellEncoder) -> CellGrid {
        let perCell = encoder.cellMode.pixelsPerCell
        return encoder.encode(
            pixels, columns: pixels.width / (perCell.width * encoder.supersampling),
            rows: pixels.height / (perCell.height * encoder.supersampling))
    }

    static func halfBlock(top: Color?, bottom: Color?, colorMode: ColorMode = .trueColor, backdrop: Backdrop = .dark) -> Cell {
        let pixels = bitmap(width: 1, height: 2, [top.map { (0, 0, $0) }, bottom.map { (0, 1, $0) }].compactMap { $0 })
        return encode(pixels, with: encoder(.halfBlock, colorMode, backdrop: backdrop))[0, 0]
    }

    // MARK: - Sizes and supersampling

    @Test func pixelSizesIncludeSupersampling() {
        #expect(Self.encoder(.halfBlock).pixelSize(columns: 80, rows: 40) == (80, 80))
        #expect(Self.encoder(.braille).pixelSize(columns: 80, rows: 40) == (160, 160))
        #expect(CellEncoder(cellMode: .halfBlock).pixelSize(columns: 80, rows: 40) == (160, 160))
        #expect(CellEncoder(cellMode: .braille, supersampling: 3).pixelSize(columns: 10, rows: 5) == (60, 60))
        #expect(Self.encoder(.braille).pixelSize(columns: -3, rows: 2) == (0, 8))
    }

    @Test func gridIsCutToWhatThePixelsCover() {
        let grid = Self.encoder(.halfBlock).encode(PixelBuffer(width: 3, height: 5), columns: 10, rows: 10)
        #expect(grid.columns == 3 && grid.rows == 2)
        #expect(Self.encoder().encode(PixelBuffer(width: 0, height: 0), columns: 4, rows: 4).cells.isEmpty)
    }

    @Test func supersampledPixelsAreAreaAveraged() {
        // A 2 × 4 bitmap at 2× makes one half-block cell: top = mean of red, red, blue, blue.
        let pixels = Self.bitmap(
            width: 2, height: 4,
            [
                (0, 0, Self.red), (1, 0, Self.red), (0, 1, Self.blue), (1, 1, Self.blue),
                (0, 2, Self.white), (1, 2, Self.white), (0, 3, Self.white), (1, 3, Self.white),
            ])
        let cell = CellEncoder(colorMode: .trueColor, supersampling: 2).encode(pixels, columns: 1, rows: 1)[0, 0]
        #expect(cell == Cell(character: "▀", foreground: .rgb(128, 0, 128), background: .rgb(255, 255, 255)))
    }

    @Test func supersampledEdgesBlendOverTheTerminalBackground() {
        // Half of the top pixel's area is white: over black it is mid grey, and the empty
        // bottom keeps the terminal's own background.
        let pixels = Self.bitmap(width: 2, height: 4, [(0, 0, Self.white), (0, 1, Self.white)])
        let cell = CellEncoder(colorMode: .trueColor, supersampling: 2).encode(pixels, columns: 1, rows: 1)[0, 0]
        #expect(cell == Cell(character: "▀", foreground: .rgb(128, 128, 128)))
    }

    @Test func linearLightAveragingIsBrighter() {
        let pixels = Self.bitmap(width: 2, height: 4, [(0, 0, Self.white), (1, 0, Self.white), (0, 1, Self.black), (1, 1, Self.black)])
        var encoder = CellEncoder(colorMode: .trueColor, supersampling: 2)
        encoder.averagesInLinearLight = true
        #expect(encoder.encode(pixels, columns: 1, rows: 1)[0, 0].foreground == .rgb(188, 188, 188))
    }

    // MARK: - Half blocks

    @Test func transparentCellsAreBlank() {
        #expect(Self.halfBlock(top: nil, bottom: nil) == .blank)
        #expect(Self.halfBlock(top: Color(r: 1, g: 0, b: 0, a: 0.001), bottom: nil) == .blank)
    }

    @Test func uniformCellsAreSpacesWithABackground() {
        #expect(Self.halfBlock(top: Self.red, bottom: Self.red) == Cell(character: " ", background: .rgb(255, 0, 0)))
    }

    @Test func twoColoursMakeAnUpperHalfBlock() {
        #expect(
            Self.halfBlock(top: Self.red, bottom: Self.blue)
                == Cell(character: "▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func oneTransparentHalfKeepsTheTerminalBackground() {
        #expect(Self.halfBlock(top: Self.red, bottom: nil) == Cell(character: "▀", foreground: .rgb(255, 0, 0)))
        #expect(Self.halfBlock(top: nil, bottom: Self.blue) == Cell(character: "▄", foreground: .rgb(0, 0, 255)))
    }

    @Test func translucentPixelsBlendOverTheTerminalsColour() {
        let green = Color(r: 0, g: 1, b: 0, a: 0.6)
        #expect(Self.halfBlock(top: green, bottom: nil) == Cell(character: "▀", foreground: .rgb(0, 153, 0)))
        let light = Backdrop.terminal(.white)
        #expect(Self.halfBlock(top: green, bottom: nil, backdrop: light) == Cell(character: "▀", foreground: .rgb(102, 255, 102)))
    }

    @Test func solidAndCheckerboardBackdropsFillTransparentAreas() {
        #expect(Self.halfBlock(top: nil, bottom: nil, backdrop: .solid(.white)) == Cell(character: " ", background: .rgb(255, 255, 255)))
        let grid = Self.encode(PixelBuffer(width: 4, height: 4), with: Self.encoder(backdrop: .checkerboard))
        #expect(grid[0, 0] == Cell(character: " ", background: .rgb(153, 153, 153)))
        #expect(grid[2, 0] == Cell(character: " ", background: .rgb(102, 102, 102)))
        #expect(grid[0, 1] == Cell(character: " ", background: .rgb(102, 102, 102)))
    }

    @Test func coloursEqualAfterQuantizationMakeASpace() {
        let a = Color(r: 250.0 / 255, g: 0, b: 0)
        let b = Color(r: 1, g: 5.0 / 255, b: 0)
        var encoder = Self.encoder(.halfBlock, .palette240)
        encoder.dithers = false
        let cell = Self.encode(Self.bitmap(width: 1, height: 2, [(0, 0, a), (0, 1, b)]), with: encoder)[0, 0]
        #expect(cell == Cell(character: " ", background: .palette(196)))
        #expect(Self.halfBlock(top: a, bottom: b, colorMode: .trueColor).character == "▀")
    }

    @Test func cellsAreLaidOutRowMajor() {
        let pixels = Self.bitmap(width: 2, height: 4, [(1, 0, Self.white), (0, 3, Self.white)])
        var encoder = Self.encoder(.halfBlock, .monochrome)
        encoder.dithers = false
        #expect(Self.encode(pixels, with: encoder).text == " ▀\n▄ ")
    }

    // MARK: - Dithering and monochrome

    /// A flat `width` × `height` bitmap of one colour.
    static func flat(_ color: Color, width: Int = 16, height: Int = 16) -> PixelBuffer {
        var pixels: [(x: Int, y: Int, color: Color)] = []
        for y in 0..<height { for x in 0..<width { pixels.append((x, y, color)) } }
        return bitmap(width: width, height: height, pixels)
    }

    @Test func paletteColoursTheCubeHasAreNeverDithered() {
        let exact = Color(r: 95.0 / 255, g: 135.0 / 255, b: 175.0 / 255)
        let grid = Self.encode(Self.flat(exact), with: Self.encoder(.halfBlock, .palette240))
        #expect(Set(grid.cells) == [Cell(character: " ", background: .palette(67))])
    }

    @Test func inBetweenColoursMixTwoNeighbouringEntriesStably() {
        // Halfway between cube levels 95 and 135 on every channel: a pattern of two entries.
        let between = Color(r: 115.0 / 255, g: 115.0 / 255, b: 115.0 / 255)
        let encoder = Self.encoder(.halfBlock, .palette240)
        let first = Self.encode(Self.flat(between), with: encoder)
        let colours = Set(first.cells.flatMap { [$0.foreground, $0.background] }).subtracting([.terminalDefault])
        #expect(colours.count == 2)
        // The same pixels give the same cells on every frame (no shimmer).
        #expect(Self.encode(Self.flat(between), with: encoder) == first)
        var plain = encoder
        plain.dithers = false
        #expect(Set(Self.encode(Self.flat(between), with: plain).cells).count == 1)
    }

    @Test func ditheredGreyAveragesToItsLevel() {
        // 16 colours: a 50 % grey between black (0) and grey (8, 127) keeps its brightness on average.
        let grey = Color(r: 0.25, g: 0.25, b: 0.25)
        let grid = Self.encode(Self.flat(grey), with: Self.encoder(.halfBlock, .palette16))
        var sum = 0.0
        var count = 0.0
        for cell in grid.cells {
            for color in [cell.foreground, cell.background] where color != .terminalDefault {
                guard case .palette(let index) = color else { continue }
                sum += Double(XtermPalette.rgb(index).x)
                count += 1
            }
        }
        #expect(count > 0 && abs(sum / count - 64) < 20, "mean \(sum / count)")
    }

    @Test func monochromeShowsShadingByDithering() {
        func litShare(_ level: Double) -> Double {
            let grid = Self.encode(Self.flat(Color(r: level, g: level, b: level)), with: Self.encoder(.halfBlock, .monochrome))
            let halves = grid.cells.reduce(0) { total, cell in
                total + (cell.character == "█" ? 2 : cell.character == "▀" || cell.character == "▄" ? 1 : 0)
            }
            return Double(halves) / Double(grid.cells.count * 2)
        }
        #expect(litShare(0) == 0)
        #expect(abs(litShare(0.25) - 0.25) < 0.05)
        #expect(abs(litShare(0.75) - 0.75) < 0.05)
        #expect(litShare(1) == 1)
    }

    @Test func monochromeInkIsDarkOnALightTerminal() {
        var encoder = Self.encoder(.halfBlock, .monochrome, backdrop: .terminal(.white))
        encoder.dithers = false
        let grid = Self.encode(Self.bitmap(width: 1, height: 2, [(0, 0, Self.black), (0, 1, Self.white)]), with: encoder)
        #expect(grid[0, 0] == Cell(character: "▀"))
    }

    // MARK: - Braille

    static func brailleCell(
        _ pixels: [(x: Int, y: Int, color: Color)], colorMode: ColorMode = .trueColor, backdrop: Backdrop = .dark
    ) -> Cell {
        var encoder = encoder(.braille, colorMode, backdrop: backdrop)
        encoder.dithers = false
        return encode(bitmap(width: 2, height: 4, pixels), with: encoder)[0, 0]
    }

    @Test(
        arguments: [
            (0, 0, "⠁"), (0, 1, "⠂"), (0, 2, "⠄"), (1, 0, "⠈"), (1, 1, "⠐"), (1, 2, "⠠"), (0, 3, "⡀"), (1, 3, "⢀"),
        ] as [(Int, Int, Unicode.Scalar)])
    func eachDotHasItsBit(x: Int, y: Int, glyph: Unicode.Scalar) {
        #expect(Self.brailleCell([(x, y, Self.red)]) == Cell(character: glyph, foreground: .rgb(255, 0, 0)))
    }

    @Test func theInkGroupOverTheTerminalBackground() {
        let column = (0..<4).map { (0, $0, Self.white) }
        #expect(Self.brailleCell(column) == Cell(character: "⡇", foreground: .rgb(255, 255, 255)))
        #expect(Self.brailleCell([]) == .blank)
    }

    @Test func inkIsPushedAwayFromTheBackgroundForTheDotsSmallArea() {
        // A dim grey dot over black: raised dots cover half their pixel, so the ink is twice as bright.
        let dim = Color(r: 0.2, g: 0.2, b: 0.2)
        #expect(Self.brailleCell([(0, 0, dim)]) == Cell(character: "⠁", foreground: .rgb(102, 102, 102)))
    }

    @Test func opaqueUniformBlocksAreSpaces() {
        let all = (0..<8).map { ($0 % 2, $0 / 2, Self.blue) }
        #expect(Self.brailleCell(all) == Cell(character: " ", background: .rgb(0, 0, 255)))
    }

    @Test func twoColourFittingFindsTheGroups() {
        // Red on the top row, blue below: one group each; the two red dots are the ink.
        let all = (0..<8).map { ($0 % 2, $0 / 2, $0 < 2 ? Self.red : Self.blue) }
        let cell = Self.brailleCell(all)
        #expect(cell.character == "⠉")
        #expect(cell.background == .rgb(0, 0, 255))
        #expect(cell.foreground == .rgb(255, 0, 0))
        // Three colours: the split keeps the two closest together.
        let three = (0..<8).map { ($0 % 2, $0 / 2, $0 < 2 ? Self.white : $0 < 4 ? Color(r: 0.9, g: 0.9, b: 0.9) : Self.black) }
        #expect(Self.brailleCell(three).character == "⠛")
    }

    @Test func lowContrastBlocksAreSpacesWithTheMean() {
        let grey = Color(r: 100.0 / 255, g: 100.0 / 255, b: 100.0 / 255)
        let lighter = Color(r: 104.0 / 255, g: 100.0 / 255, b: 100.0 / 255)
        let all = (0..<8).map { ($0 % 2, $0 / 2, $0 < 4 ? grey : lighter) }
        #expect(Self.brailleCell(all) == Cell(character: " ", background: .rgb(102, 100, 100)))
    }

    @Test func monochromeBrailleLightsBrightDots() {
        let dots = [(0, 0, Self.red), (1, 3, Self.white)]
        #expect(Self.brailleCell(dots, colorMode: .monochrome) == Cell(character: "⢀"))
        let all = (0..<8).map { ($0 % 2, $0 / 2, $0 < 2 ? Self.white : Self.black) }
        #expect(Self.brailleCell(all, colorMode: .monochrome) == Cell(character: "⠉"))
    }
}

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

    static func halfBlock(top: Color?, bottom: Color?, colorMode: ColorMode = .trueColor) -> Cell {
        let pixels = bitmap(width: 1, height: 2, [top.map { (0, 0, $0) }, bottom.map { (0, 1, $0) }].compactMap { $0 })
        return CellEncoder(cellMode: .halfBlock, colorMode: colorMode).encode(pixels)[0, 0]
    }

    // MARK: - Half blocks

    @Test func pixelSizes() {
        #expect(CellEncoder.pixelSize(columns: 80, rows: 40, cellMode: .halfBlock) == (80, 80))
        #expect(CellEncoder.pixelSize(columns: 80, rows: 40, cellMode: .braille) == (160, 160))
        #expect(CellEncoder.pixelSize(columns: -3, rows: 2, cellMode: .braille) == (0, 8))
    }

    @Test func gridSizeFollowsTheBitmapAndIgnoresLeftoverPixels() {
        let grid = CellEncoder(cellMode: .halfBlock).encode(PixelBuffer(width: 3, height: 5))
        #expect(grid.columns == 3 && grid.rows == 2)
        let braille = CellEncoder(cellMode: .braille).encode(PixelBuffer(width: 5, height: 9))
        #expect(braille.columns == 2 && braille.rows == 2)
        #expect(CellEncoder().encode(PixelBuffer(width: 0, height: 0)).cells.isEmpty)
    }

    @Test func transparentCellsAreBlank() {
        #expect(Self.halfBlock(top: nil, bottom: nil) == .blank)
        #expect(Self.halfBlock(top: Color(r: 1, g: 0, b: 0, a: 0.4), bottom: nil) == .blank)
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

    @Test func translucentPixelsShowTheirStraightColour() {
        let cell = Self.halfBlock(top: Color(r: 0, g: 1, b: 0, a: 0.6), bottom: nil)
        #expect(cell == Cell(character: "▀", foreground: .rgb(0, 255, 0)))
    }

    @Test func coloursEqualAfterQuantizationMakeASpace() {
        let a = Color(r: 250.0 / 255, g: 0, b: 0)
        let b = Color(r: 1, g: 5.0 / 255, b: 0)
        #expect(Self.halfBlock(top: a, bottom: b, colorMode: .palette256) == Cell(character: " ", background: .palette(196)))
        #expect(Self.halfBlock(top: a, bottom: b, colorMode: .trueColor).character == "▀")
    }

    @Test func monochromeHalfBlocksHaveNoColours() {
        let twoOpaque = Self.bitmap(width: 1, height: 4, [(0, 0, Self.red), (0, 1, Self.blue)])
        #expect(CellEncoder(colorMode: .monochrome).encode(twoOpaque)[0, 0] == Cell(character: "█"))
        #expect(Self.halfBlock(top: Self.red, bottom: nil, colorMode: .monochrome) == Cell(character: "▀"))
        #expect(Self.halfBlock(top: nil, bottom: Self.red, colorMode: .monochrome) == Cell(character: "▄"))
    }

    @Test func cellsAreLaidOutRowMajor() {
        let pixels = Self.bitmap(width: 2, height: 4, [(1, 0, Self.red), (0, 3, Self.blue)])
        let grid = CellEncoder(colorMode: .monochrome).encode(pixels)
        #expect(grid.text == " ▀\n▄ ")
    }

    // MARK: - Braille

    static func brailleCell(_ pixels: [(x: Int, y: Int, color: Color)], colorMode: ColorMode = .trueColor) -> Cell {
        CellEncoder(cellMode: .braille, colorMode: colorMode).encode(bitmap(width: 2, height: 4, pixels))[0, 0]
    }

    @Test(arguments: [
        (0, 0, "⠁"), (0, 1, "⠂"), (0, 2, "⠄"), (1, 0, "⠈"), (1, 1, "⠐"), (1, 2, "⠠"), (0, 3, "⡀"), (1, 3, "⢀"),
    ] as [(Int, Int, Unicode.Scalar)])
    func eachDotHasItsBit(x: Int, y: Int, glyph: Unicode.Scalar) {
        #expect(Self.brailleCell([(x, y, Self.red)]) == Cell(character: glyph, foreground: .rgb(255, 0, 0)))
    }

    @Test func litDotsCombine() {
        let column = (0..<4).map { (0, $0, Self.white) }
        #expect(Self.brailleCell(column).character == "⡇")
        #expect(Self.brailleCell([]) == .blank)
    }

    @Test func foregroundIsTheAlphaWeightedMeanOfLitDots() {
        let cell = Self.brailleCell([(0, 0, Self.red), (1, 0, Color(r: 0, g: 0, b: 1, a: 0.6))])
        #expect(cell == Cell(character: "⠉", foreground: .rgb(159, 0, 96)))
        let even = Self.brailleCell([(0, 0, Self.red), (1, 0, Self.blue)])
        #expect(even.foreground == .rgb(128, 0, 128))
    }

    @Test func opaqueUniformBlocksAreSpaces() {
        let all = (0..<8).map { ($0 % 2, $0 / 2, Self.blue) }
        #expect(Self.brailleCell(all) == Cell(character: " ", background: .rgb(0, 0, 255)))
    }

    @Test func opaqueTwoToneBlocksSplitAtTheLumaMidpoint() {
        let all = (0..<8).map { ($0 % 2, $0 / 2, $0 < 2 ? Self.white : Self.black) }
        #expect(Self.brailleCell(all) == Cell(character: "⠉", foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)))
        let mostlyWhite = (0..<8).map { ($0 % 2, $0 / 2, $0 < 2 ? Self.black : Self.white) }
        #expect(
            Self.brailleCell(mostlyWhite)
                == Cell(character: "⠉", foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)))
    }

    @Test func lowContrastBlocksAreSpacesWithTheMean() {
        let grey = Color(r: 100.0 / 255, g: 100.0 / 255, b: 100.0 / 255)
        let lighter = Color(r: 104.0 / 255, g: 100.0 / 255, b: 100.0 / 255)
        let all = (0..<8).map { ($0 % 2, $0 / 2, $0 < 4 ? grey : lighter) }
        #expect(Self.brailleCell(all) == Cell(character: " ", background: .rgb(102, 100, 100)))
    }

    @Test func monochromeBrailleShowsLitDotsOnly() {
        let dots = [(0, 0, Self.red), (1, 3, Self.blue)]
        #expect(Self.brailleCell(dots, colorMode: .monochrome) == Cell(character: "⢁"))
        // Opaque everywhere: the background (the most common luma, black) is not drawn.
        let all = (0..<8).map { ($0 % 2, $0 / 2, $0 < 2 ? Self.white : Self.black) }
        #expect(Self.brailleCell(all, colorMode: .monochrome) == Cell(character: "⠉"))
    }

    @Test func monochromeDrawsWhatDiffersFromAnOpaqueBackground() {
        // 4 × 4 cells of white with a black 2 × 2-cell square: not a solid block.
        var pixels = [(x: Int, y: Int, color: Color)]()
        for y in 0..<8 {
            for x in 0..<4 { pixels.append((x, y, (1...2).contains(x) && (2...5).contains(y) ? Self.black : Self.white)) }
        }
        let grid = CellEncoder(colorMode: .monochrome).encode(Self.bitmap(width: 4, height: 8, pixels))
        #expect(grid.text == "    \n ██ \n ██ \n    ")
    }
}

import CellEncoder
import LottieGraphics
import Testing

/// Quadrant, sextant and octant cells on hand-made bitmaps: the glyph and the two colours each
/// cell is fitted with, and the character tables.
@Suite struct BlockPatternTests {
    static let (red, blue, white, black) = (CellEncoderTests.red, CellEncoderTests.blue, CellEncoderTests.white, CellEncoderTests.black)

    /// The one cell of `mode` for a 2 × 4 bitmap (the square pixels a cell is rendered at),
    /// each pixel the colour `pick` gives it (nil: transparent).
    static func cell(_ mode: CellMode, _ colorMode: ColorMode = .trueColor, pick: (Int, Int) -> Color?) -> Cell {
        var pixels = PixelBuffer(width: 2, height: 4)
        for y in 0..<4 {
            for x in 0..<2 { if let color = pick(x, y) { pixels.setColor(color, x: x, y: y) } }
        }
        let encoder = CellEncoder(cellMode: mode, colorMode: colorMode, backdrop: .dark, supersampling: 1)
        return encoder.encode(pixels, columns: 1, rows: 1)[0, 0]
    }

    @Test func everyPatternHasItsOwnCharacter() {
        for (mode, bits) in [(CellMode.quadrant, 4), (.sextant, 6), (.octant, 8)] {
            let characters = (0..<(1 << bits)).map { BlockGlyphs.character($0, mode: mode) }
            #expect(Set(characters).count == 1 << bits, "\(mode)")
        }
        let octants = (0..<256).map { BlockGlyphs.character($0, mode: .octant).value }.filter { $0 >= 0x1CD00 && $0 <= 0x1CDE5 }
        #expect(Set(octants).count == 230)
        let sextants = (0..<64).map { BlockGlyphs.character($0, mode: .sextant).value }.filter { $0 >= 0x1FB00 && $0 <= 0x1FB3B }
        #expect(Set(sextants).count == 60)
    }

    @Test func patternsEncodedBeforeUseTheirOlderCharacters() {
        // Octant bits 1 2 / 3 4 / 5 6 / 7 8 of the Unicode names are bits 0...7.
        #expect(BlockGlyphs.character(0b0000_0100, mode: .octant) == "\u{1CD00}")  // BLOCK OCTANT-3, the first
        #expect(BlockGlyphs.character(0b1111_1110, mode: .octant) == "\u{1CDE5}")  // BLOCK OCTANT-2345678, the last
        #expect(BlockGlyphs.character(0b0000_1111, mode: .octant) == "▀")
        #expect(BlockGlyphs.character(0b1111_1010, mode: .octant) == "▟")
        #expect(BlockGlyphs.character(0b1100_0000, mode: .octant) == "▂")
        #expect(BlockGlyphs.character(0b0001_0100, mode: .octant) == "\u{1FBE6}")  // MIDDLE LEFT ONE QUARTER BLOCK
        #expect(BlockGlyphs.character(0b000001, mode: .sextant) == "\u{1FB00}")  // BLOCK SEXTANT-1
        #expect(BlockGlyphs.character(0b010110, mode: .sextant) == "\u{1FB14}")  // BLOCK SEXTANT-235, after 135 = ▌
        #expect(BlockGlyphs.character(0b010101, mode: .sextant) == "▌")
        #expect(BlockGlyphs.character(0b111110, mode: .sextant) == "\u{1FB3B}")
        #expect(BlockGlyphs.character(0b1001, mode: .quadrant) == "▚")
    }

    @Test func cellsRenderAtSquarePixels() {
        for mode in [CellMode.quadrant, .sextant, .octant] {
            #expect(CellEncoder(cellMode: mode, supersampling: 1).pixelSize(columns: 80, rows: 40) == (160, 160))
        }
    }

    @Test func octantsTakeTheTwoColoursOfTheirPixels() {
        // Octant 1378 red, the rest blue: the group with the top-left pixel is the ink.
        let lit: Set<Int> = [0, 2, 6, 7]
        let cell = Self.cell(.octant) { x, y in lit.contains(y * 2 + x) ? Self.red : Self.blue }
        #expect(cell == Cell(character: BlockGlyphs.character(0b1100_0101, mode: .octant), foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func transparentPixelsKeepTheTerminalBackground() {
        // White on the right column only; the clear left column (with pixel 0) is the background.
        let cell = Self.cell(.octant) { x, _ in x == 1 ? Self.white : nil }
        #expect(cell == Cell(character: "▐", foreground: .rgb(255, 255, 255)))
        #expect(Self.cell(.quadrant) { _, _ in nil } == .blank)
    }

    @Test func quadrantPixelsAverageTwoRenderedRows() {
        // The upper-left quadrant covers rendered rows 0 and 1: red over blue is purple.
        let cell = Self.cell(.quadrant) { x, y in x == 0 && y == 0 ? Self.red : Self.blue }
        #expect(cell == Cell(character: "▘", foreground: .rgb(128, 0, 128), background: .rgb(0, 0, 255)))
    }

    @Test func sextantThirdsTakeRenderedRowsByArea() {
        // Rows 0-2 white, row 3 black: the bottom third (rows 2⅔...4) is ¼ white, ¾ black.
        let cell = Self.cell(.sextant) { _, y in y < 3 ? Self.white : Self.black }
        #expect(cell == Cell(character: "\u{1FB0E}", foreground: .rgb(255, 255, 255), background: .rgb(64, 64, 64)))  // SEXTANT-1234
    }

    @Test func uniformCellsAreSpaces() {
        #expect(Self.cell(.sextant) { _, _ in Self.red } == Cell(character: " ", background: .rgb(255, 0, 0)))
        // Colours that round to one palette entry need no glyph either.
        let near = Color(r: 1, g: 0.01, b: 0)
        #expect(Self.cell(.octant, .palette240) { x, _ in x == 0 ? Self.red : near } == Cell(character: " ", background: .palette(196)))
    }

    @Test func monochromeLightsThePixelsThatStandOut() {
        let cell = Self.cell(.octant, .monochrome) { _, y in y >= 2 ? Self.white : nil }
        #expect(cell == Cell(character: "▄"))
    }
}

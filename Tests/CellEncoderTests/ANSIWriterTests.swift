import CellEncoder
import Testing

/// The escape bytes written for small grids, in full and as differences.
@Suite struct ANSIWriterTests {
    static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func grid(columns: Int, rows: Int, _ cells: [(column: Int, row: Int, cell: Cell)]) -> CellGrid {
        var grid = CellGrid(columns: columns, rows: rows)
        for entry in cells { grid[entry.column, entry.row] = entry.cell }
        return grid
    }

    static let x = Cell(character: "x")

    @Test func fullFramePositionsEachRowAndSendsColoursOnChange() {
        let grid = Self.grid(
            columns: 3, rows: 2,
            [
                (0, 0, Cell(character: "▀", foreground: .rgb(255, 0, 0), background: .palette(4))),
                (1, 0, Cell(character: "▀", foreground: .rgb(255, 0, 0), background: .palette(4))),
                (0, 1, Cell(character: " ", background: .palette(196))),
            ])
        let expected =
            "\u{1B}[1;1H\u{1B}[0;38;2;255;0;0;44m▀▀\u{1B}[49m " + "\u{1B}[2;1H\u{1B}[48;5;196m \u{1B}[49m  \u{1B}[0m"
        #expect(Self.string(ANSIWriter().frame(grid)) == expected)
    }

    @Test(
        arguments: [
            (CellColor.palette(1), CellColor.palette(9), "31;101"), (.palette(15), .palette(0), "97;40"),
            (.palette(16), .palette(255), "38;5;16;48;5;255"), (.rgb(1, 22, 133), .rgb(0, 0, 0), "38;2;1;22;133;48;2;0;0;0"),
        ] as [(CellColor, CellColor, String)])
    func colourParameters(foreground: CellColor, background: CellColor, parameters: String) {
        let grid = Self.grid(columns: 1, rows: 1, [(0, 0, Cell(character: "a", foreground: foreground, background: background))])
        #expect(Self.string(ANSIWriter().frame(grid)) == "\u{1B}[1;1H\u{1B}[0;\(parameters)ma\u{1B}[0m")
    }

    @Test func attributesAreSetAndResetWhenRemoved() {
        let grid = Self.grid(
            columns: 3, rows: 1,
            [
                (0, 0, Cell(character: "a", attributes: [.bold])),
                (1, 0, Cell(character: "b", attributes: [.bold, .underline, .reverse, .dim])),
                (2, 0, Cell(character: "c")),
            ])
        #expect(Self.string(ANSIWriter().frame(grid)) == "\u{1B}[1;1H\u{1B}[0;1ma\u{1B}[2;4;7mb\u{1B}[0mc")
    }

    @Test func diffWritesOnlyChangedCells() {
        let previous = CellGrid(columns: 10, rows: 2)
        let grid = Self.grid(columns: 10, rows: 2, [(1, 0, Self.x), (3, 0, Self.x), (9, 0, Self.x), (0, 1, Self.x)])
        let bytes = ANSIWriter().frame(grid, previous: previous)
        #expect(Self.string(bytes) == "\u{1B}[1;2H\u{1B}[0mx x\u{1B}[5Cx\u{1B}[2;1Hx")
        #expect(ANSIWriter().frame(grid, previous: grid).isEmpty)
    }

    @Test func diffAtAnOrigin() {
        let grid = Self.grid(columns: 4, rows: 2, [(1, 0, Self.x), (0, 1, Self.x)])
        let bytes = ANSIWriter().frame(grid, previous: CellGrid(columns: 4, rows: 2), origin: (row: 2, column: 5))
        #expect(Self.string(bytes) == "\u{1B}[3;7H\u{1B}[0mx\u{1B}[4;6Hx")
    }

    @Test func gapsWithColourChangesAreJumped() {
        let red = Cell(character: " ", background: .rgb(255, 0, 0))
        let previous = Self.grid(columns: 6, rows: 1, [(1, 0, red)])
        let grid = Self.grid(columns: 6, rows: 1, [(0, 0, Self.x), (1, 0, red), (2, 0, Self.x)])
        #expect(Self.string(ANSIWriter().frame(grid, previous: previous)) == "\u{1B}[1;1H\u{1B}[0mx\u{1B}[1Cx")
    }

    @Test func aPreviousGridOfAnotherSizeMeansAFullFrame() {
        let grid = Self.grid(columns: 2, rows: 1, [(0, 0, Self.x)])
        #expect(ANSIWriter().frame(grid, previous: CellGrid(columns: 3, rows: 1)) == ANSIWriter().frame(grid))
    }

    @Test func synchronizedUpdateMarkers() {
        let grid = Self.grid(columns: 1, rows: 1, [(0, 0, Self.x)])
        let text = Self.string(ANSIWriter(synchronizedUpdate: true).frame(grid))
        #expect(text == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[0mx\u{1B}[?2026l")
    }

    @Test func linesWriteEveryCell() {
        let grid = Self.grid(
            columns: 3, rows: 3,
            [
                (0, 0, Cell(character: " ", background: .palette(1))), (1, 2, Cell(character: "⠁")),
            ])
        #expect(Self.string(ANSIWriter().lines(grid)) == "\u{1B}[41m \u{1B}[49m  \n   \n ⠁ \n")
    }
}

import CellEncoder
import Testing

@Suite struct CellGridTests {
    @Test func outOfRangeAccessIsHarmless() {
        var grid = CellGrid(columns: 2, rows: 1)
        grid[5, 5] = Cell(character: "x")
        grid[1, 0] = Cell(character: "y")
        #expect(grid[-1, 0] == .blank)
        #expect(grid.text == " y")
    }
}

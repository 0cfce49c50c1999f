import CellEncoder
import TestSupport
import Testing

/// Frames played through a model terminal: after each (full or difference) frame the screen
/// must look exactly like the grid.
@Suite struct ANSIWriterScreenTests {
    static let colors: [CellColor] = [.rgb(255, 0, 0), .rgb(0, 0, 255), .palette(196), .palette(3), .palette(12)]

    static func randomCell(_ random: inout SplitMix64) -> Cell {
        let fg = colors.randomElement(using: &random) ?? .terminalDefault
        let bg = colors.randomElement(using: &random) ?? .terminalDefault
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return .blank
        case 1: return Cell(character: " ", background: bg)
        case 2: return Cell(character: "▀", foreground: fg, background: bg)
        case 3: return Cell(character: Bool.random(using: &random) ? "▄" : "▀", foreground: fg)
        case 4: return Cell(character: "⢁", foreground: fg, background: Bool.random(using: &random) ? bg : .terminalDefault)
        case 5: return Cell(character: "a", foreground: fg, attributes: [.bold, .underline])
        case 6: return Cell(character: "b", attributes: Bool.random(using: &random) ? [.reverse] : [.dim])
        default: return Cell(character: "█")
        }
    }

    /// `grid` with about a third of its cells replaced.
    static func mutated(_ grid: CellGrid, _ random: inout SplitMix64) -> CellGrid {
        var next = grid
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where Int.random(in: 0..<3, using: &random) == 0 {
                next[column, row] = randomCell(&random)
            }
        }
        return next
    }

    @Test(arguments: [1, 2, 3, 4])
    func differencesReproduceEveryFrame(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let sentinel = Cell(character: "#")
        let writer = ANSIWriter(synchronizedUpdate: seed % 2 == 0)
        let origin = (row: 2, column: 3)
        var screen = TerminalScreen(columns: 20, rows: 10, filler: sentinel)
        var grid = CellGrid(columns: 12, rows: 5)
        var previous: CellGrid?
        for frame in 0..<40 {
            grid = Self.mutated(grid, &random)
            let understood = screen.apply(writer.frame(grid, previous: previous, origin: origin))
            #expect(understood, "frame \(frame)")
            for row in 0..<grid.rows {
                for column in 0..<grid.columns {
                    let shown = screen.cells[origin.column + column, origin.row + row]
                    #expect(CellLook(shown) == CellLook(grid[column, row]), "frame \(frame), cell (\(column), \(row))")
                }
            }
            previous = grid
        }
        #expect(screen.cells[0, 0] == sentinel && screen.cells[19, 9] == sentinel)
    }

    /// The near-black entries a dark frame quantizes to, beside the terminal's default colours.
    static let darkColors: [CellColor] = [.terminalDefault, .palette(0), .palette(232), .palette(233), .palette(234), .palette(235), .palette(16)]

    static func darkCell(_ random: inout SplitMix64) -> Cell {
        let fg = darkColors.randomElement(using: &random) ?? .terminalDefault
        let bg = darkColors.randomElement(using: &random) ?? .terminalDefault
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return .blank
        case 1: return Cell(character: " ", foreground: fg, background: bg)
        case 2: return Cell(character: "▀", foreground: fg, background: bg)
        case 3: return Cell(character: "▄", foreground: fg, background: bg)
        case 4: return Cell(character: "█", foreground: fg, background: bg)
        case 5: return Cell(character: "│", attributes: .dim)
        case 6: return Cell(character: Bool.random(using: &random) ? "x" : " ", attributes: .reverse)
        default: return Cell(character: "k", foreground: fg, attributes: .bold)
        }
    }

    /// Grids of near-black palette entries and default colours, a quarter of the cells changing
    /// each frame: after every difference frame the screen looks like the same grid painted
    /// whole on a fresh screen.
    @Test(arguments: [5, 6, 7, 8])
    func differenceFramesLookLikeAFullRepaint(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let writer = ANSIWriter()
        var screen = TerminalScreen(columns: 16, rows: 6)
        var grid = CellGrid(columns: 16, rows: 6)
        var previous: CellGrid?
        for frame in 0..<60 {
            for row in 0..<grid.rows {
                for column in 0..<grid.columns where Int.random(in: 0..<4, using: &random) == 0 { grid[column, row] = Self.darkCell(&random) }
            }
            let understood = screen.apply(writer.frame(grid, previous: previous))
            var repainted = TerminalScreen(columns: 16, rows: 6)
            let repaintUnderstood = repainted.apply(writer.frame(grid))
            #expect(understood && repaintUnderstood, "frame \(frame)")
            for row in 0..<grid.rows {
                for column in 0..<grid.columns {
                    let shown = screen.cells[column, row]
                    let whole = repainted.cells[column, row]
                    #expect(CellLook(shown) == CellLook(whole), "frame \(frame), cell (\(column), \(row)): \(shown) repainted \(whole)")
                }
            }
            previous = grid
        }
    }
}

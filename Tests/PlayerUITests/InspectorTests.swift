import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// The keypath inspector: keys in, screen text (and cells) out, on Samples/keypaths.json
/// (layers Left, Right, Badge, Panel; Badge.Circle is a red circle in the middle) or the
/// built-in sample.
@Suite struct InspectorTests {
    private func makeUI(_ name: String = "keypaths.json", columns: Int = 80, rows: Int = 20) throws -> PlayerUI {
        let data = try Data(contentsOf: Corpus.samples.appendingPathComponent(name))
        let animation = try LottieAnimation.from(data: data)
        let ui = PlayerUI(
            player: LottiePlayer(animation: animation), renderer: LottieFrameRenderer(animation: animation),
            colorMode: .trueColor, colorModes: [.trueColor])
        ui.resize(columns: columns, rows: rows)
        return ui
    }

    private func lines(_ ui: PlayerUI) -> [String] {
        ui.screen().text.components(separatedBy: "\n")
    }

    /// The inspector panel's lines, without the border.
    private func panel(_ ui: PlayerUI) -> [String] {
        guard let rect = ui.layout.inspector else { return [] }
        return lines(ui).prefix(rect.row + rect.rows).dropFirst(rect.row).map {
            String($0.dropFirst(rect.column + (rect.column > 0 ? 2 : 1))).trimmingSuffixSpaces
        }
    }

    private func press(_ ui: PlayerUI, _ keys: String) {
        for key in keys { _ = ui.handle(.character(key)) }
    }

    /// The footer lines: keypath, value, message, then the edit line or the filter line.
    private func footer(_ ui: PlayerUI) -> [String] { Array(panel(ui).suffix(4)) }

    @Test func opensAsASidePanelAndEscapeCloses() throws {
        let ui = try makeUI()
        press(ui, "k")
        #expect(ui.isInspectorOpen)
        #expect(ui.layout.inspector == ScreenRect(column: 48, row: 0, columns: 32, rows: 18))
        #expect(ui.viewportRect.columns == 48)
        #expect(Array(panel(ui).prefix(5)) == ["keypaths", "▸ Left", "▸ Right", "▸ Badge", "▸ Panel"])
        #expect(footer(ui) == ["Left", "layer 0", "", "/ filter  y yank  Enter edit"])
        #expect(lines(ui).last?.hasPrefix(" ■ paused  0/60") == true)
        _ = ui.handle(.escape)
        #expect(!ui.isInspectorOpen)
        #expect(ui.viewportRect.columns == 80)
        #expect(!lines(ui).joined().contains("keypaths"))
    }

    @Test func narrowTerminalsGiveItTheWholeWidth() throws {
        let ui = try makeUI(columns: 30, rows: 12)
        press(ui, "k")
        #expect(ui.layout.inspector == ScreenRect(column: 0, row: 0, columns: 30, rows: 10))
        #expect(ui.viewportRect.columns == 0)
        #expect(panel(ui).prefix(2) == ["keypaths", "▸ Left"])
    }

    @Test(arguments: [(30, 4), (10, 3), (5, 2), (3, 1), (1, 1), (0, 0)])
    func tinyTerminalsShowWhatFits(columns: Int, rows: Int) throws {
        let ui = try makeUI(columns: columns, rows: rows)
        press(ui, "kl/Fill")
        _ = ui.handle(.enter)
        _ = ui.handle(.mousePress(column: 0, row: 0))
        let screen = ui.screen()
        #expect(screen.columns == columns)
        #expect(screen.rows == rows)
        if rows >= 3 && columns >= 10 { #expect(screen.text.hasPrefix(" keypaths")) }
    }

    @Test func arrowsAndVimKeysMoveExpandAndCollapse() throws {
        let ui = try makeUI()
        press(ui, "kjj")
        #expect(footer(ui).first == "Badge")
        _ = ui.handle(.right)
        #expect(Array(panel(ui).prefix(7)) == ["keypaths", "▸ Left", "▸ Right", "▾ Badge", "  ▸ Transform", "  ▸ Circle", "▸ Panel"])
        press(ui, "jl")
        #expect(panel(ui).contains("    • Anchor Point"))
        #expect(panel(ui).contains("    • Opacity"))
        press(ui, "j")
        #expect(footer(ui).prefix(2) == ["Badge.Transform.Anchor Point", "= 0,0"])
        press(ui, "h")
        #expect(footer(ui).first == "Badge.Transform")
        press(ui, "h")
        #expect(!panel(ui).contains("    • Anchor Point"))
        _ = ui.handle(.left)
        #expect(footer(ui).first == "Badge")
        _ = ui.handle(.left)
        #expect(panel(ui).prefix(5).last == "▸ Panel")
        _ = ui.handle(.up)
        _ = ui.handle(.down)
        _ = ui.handle(.down)
        #expect(footer(ui).first == "Panel")
    }

    @Test func theTreeScrollsOnlyAsFarAsTheSelectionNeeds() throws {
        let ui = try makeUI(rows: 10)
        // 8 panel rows: the title, 3 tree lines, 4 footer lines.
        press(ui, "kjjljj")
        #expect(Array(panel(ui)[1...3]) == ["▾ Badge", "  ▸ Transform", "  ▸ Circle"])
        press(ui, "k")
        #expect(Array(panel(ui)[1...3]) == ["▾ Badge", "  ▸ Transform", "  ▸ Circle"])
        press(ui, "kk")
        #expect(Array(panel(ui)[1...3]) == ["▸ Right", "▾ Badge", "  ▸ Transform"])
        _ = ui.handle(.mousePress(column: 60, row: 2))
        #expect(footer(ui).first == "Badge")
    }

    @Test func filterTakesAWildcardPatternAndCountsMatchesLive() throws {
        let ui = try makeUI()
        press(ui, "k/F")
        #expect(footer(ui).last == "/F▏  (0 matches)")
        #expect(panel(ui).contains("no matches"))
        press(ui, "ill*.Color")
        #expect(footer(ui).last == "/Fill*.Color▏  (4 matches)")
        #expect(Array(panel(ui)[1...4]) == [
            "• Left.Dot.Dot.Fill 1.Color", "• Right.Dot.Dot.Fill 1.Color", "• Badge.Circle.Fill 1.Color",
            "• Panel.Rect.Fill 1.Color",
        ])
        _ = ui.handle(.backspace)
        #expect(footer(ui).last == "/Fill*.Colo▏  (0 matches)")
        press(ui, "r")
        _ = ui.handle(.enter)
        #expect(footer(ui).last == "/Fill*.Color  (4 matches)")
        // Typing has ended: j moves, and a node result is shown in the tree.
        press(ui, "jj")
        #expect(footer(ui).prefix(2) == ["Badge.Circle.Fill 1.Color", "= #ff0000 (animated)"])
        press(ui, "/")
        _ = ui.handle(.escape)
        #expect(footer(ui).last == "/ filter  y yank  Enter edit")
        #expect(panel(ui).prefix(2) == ["keypaths", "▸ Left"])
        press(ui, "/*.Circle")
        _ = ui.handle(.enter)
        _ = ui.handle(.enter)
        #expect(Array(panel(ui)[3...6]) == ["▾ Badge", "  ▸ Transform", "  ▸ Circle", "▸ Panel"])
        #expect(footer(ui).first == "Badge.Circle")
    }

    @Test func selectedValueFollowsPlayback() throws {
        let ui = try makeUI("bouncing-ball.json")
        press(ui, "k/Ball.Transform.Position")
        _ = ui.handle(.enter)
        #expect(footer(ui).prefix(2) == ["Ball.Transform.Position", "= 100,60 (animated)"])
        press(ui, " ")
        #expect(ui.isPlaying)
        ui.advance(by: 0.5)
        let value = footer(ui)[1]
        #expect(value.hasPrefix("= 100,") && value != "= 100,60 (animated)")
    }

    /// Whether the viewport has a cell drawn in a colour close to `(r, g, b)`.
    private func viewportHasColour(_ ui: PlayerUI, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        let grid = ui.screen()
        let port = ui.viewportRect
        for y in port.row..<(port.row + port.rows) {
            for x in port.column..<(port.column + port.columns) {
                for color in [grid[x, y].foreground, grid[x, y].background] {
                    if case .rgb(let cr, let cg, let cb) = color, abs(Int(cr) - r) < 40, abs(Int(cg) - g) < 40, abs(Int(cb) - b) < 40 {
                        return true
                    }
                }
            }
        }
        return false
    }

    @Test func enterOnAColourEditsItThroughAValueProvider() throws {
        let ui = try makeUI()
        press(ui, "k/Badge.*.Fill 1.Color")
        _ = ui.handle(.enter)
        #expect(!viewportHasColour(ui, 0, 0, 255))
        _ = ui.handle(.enter)
        #expect(footer(ui)[2...] == ["type #rrggbb, Enter sets", "= ▏"])
        press(ui, "#0000ff")
        #expect(footer(ui)[3] == "= #0000ff▏")
        _ = ui.handle(.enter)
        #expect(footer(ui).prefix(3) == ["Badge.Circle.Fill 1.Color", "= #0000ff (set)", "set Color"])
        #expect(viewportHasColour(ui, 0, 0, 255))
        #expect(!viewportHasColour(ui, 255, 0, 0))
        // The value line (row 15) ends with a swatch of the colour: "= #0000ff (set) " from column 50.
        let swatch = ui.screen()[66, 15]
        #expect(swatch.foreground == .rgb(0, 0, 255) || swatch.background == .rgb(0, 0, 255))
    }

    @Test func pointsTakeTwoNumbersAndGradientsAreReadOnly() throws {
        let ui = try makeUI("bouncing-ball.json")
        press(ui, "k/Floor.Transform.Position")
        _ = ui.handle(.enter)
        let before = ui.screen()
        _ = ui.handle(.enter)
        press(ui, "100,60")
        _ = ui.handle(.enter)
        #expect(footer(ui).prefix(3) == ["Floor.Transform.Position", "= 100,60 (set)", "set Position"])
        #expect(ui.screen() != before)
        press(ui, "/")
        _ = ui.handle(.escape)
        press(ui, "/Shine.Colors")
        _ = ui.handle(.enter)
        _ = ui.handle(.enter)
        #expect(footer(ui).prefix(3) == ["Ball.Ball.Shine.Colors", "= 0:#ffd966 1:#e64d1a", "gradient: read-only here"])
    }

    @Test func badInputShowsAnErrorAndChangesNothing() throws {
        let ui = try makeUI()
        press(ui, "k/Badge.**.Stroke Width")
        _ = ui.handle(.enter)
        _ = ui.handle(.enter)
        press(ui, "#zz")
        _ = ui.handle(.enter)
        #expect(footer(ui)[2...] == ["error: needs a number", "= #zz▏"])
        _ = ui.handle(.escape)
        #expect(footer(ui)[1].hasPrefix("= 2"))
        // Esc left editing, not the inspector; q still quits.
        #expect(ui.isInspectorOpen)
        _ = ui.handle(.enter)
        press(ui, "6")
        _ = ui.handle(.enter)
        #expect(footer(ui)[1] == "= 6 (set)")
        #expect(ui.handle(.character("q")) == .quit)
    }

    @Test func yRemembersTheSelectedKeypath() throws {
        let ui = try makeUI()
        press(ui, "k/Panel.**.Size")
        _ = ui.handle(.enter)
        #expect(ui.yankedKeypath == nil)
        press(ui, "y")
        #expect(ui.yankedKeypath == "Panel.Rect.Rectangle Path 1.Size")
        #expect(footer(ui)[2] == "y: printed on exit")
    }

    @Test func clickingTheViewportSelectsTheTopmostNode() throws {
        let ui = try makeUI()
        press(ui, "k")
        // 48 × 18 cells show the 100 × 100 composition 36 pixels (18 cells) tall from column 6:
        // the badge's circle is around cell (24, 8).
        _ = ui.handle(.mousePress(column: 24, row: 8))
        #expect(footer(ui).first == "Badge.Circle")
        #expect(panel(ui).contains("  ▸ Circle"))
        _ = ui.handle(.mousePress(column: 1, row: 1))
        #expect(footer(ui)[2] == "nothing drawn there")
        #expect(footer(ui).first == "Badge.Circle")
        // A click on a tree line selects it; the timeline still scrubs.
        _ = ui.handle(.mousePress(column: 60, row: 2))
        #expect(footer(ui).first == "Right")
        _ = ui.handle(.mousePress(column: 79, row: 18))
        #expect(ui.player.currentFrame == 60)
    }

    @Test func theSelectionIsHighlightedAndTheRestDimmed() throws {
        let ui = try makeUI()
        press(ui, "k")
        // The left dot, white, around cell (9, 2): its brightest colour, foreground or background.
        func dot() -> Int {
            let cell = ui.screen()[9, 2]
            return [cell.foreground, cell.background].map { color in
                if case .rgb(let r, _, _) = color { Int(r) } else { 0 }
            }.max() ?? 0
        }
        #expect(dot() == 255)
        press(ui, "jj")
        #expect(dot() > 0 && dot() < 128)
        // A path item is highlighted alone: the left dot's ellipse keeps its colour.
        press(ui, "/Left.**.Ellipse Path 1.Size")
        _ = ui.handle(.enter)
        #expect(footer(ui).first == "…t.Dot.Dot.Ellipse Path 1.Size")  // long keypaths show their end
        #expect(dot() == 255)
    }

    @Test func expressionsAndEffectsAreFlagged() throws {
        let json = """
            {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":10,"h":10,"layers":[{"ty":4,"nm":"Glow","ind":1,"ip":0,"op":30,
            "st":0,"ks":{"o":{"a":0,"k":100,"x":"value * 2"}},"ef":[{"ty":5,"nm":"Blur","ef":[]}],"shapes":[]}]}
            """
        let animation = try LottieAnimation.from(data: Data(json.utf8))
        let ui = PlayerUI(player: LottiePlayer(animation: animation), renderer: LottieFrameRenderer(animation: animation))
        ui.resize(columns: 120, rows: 20)
        press(ui, "kl")
        #expect(panel(ui).prefix(2) == ["keypaths", "▾ Glow [expr] [fx]"])
        #expect(footer(ui).prefix(2) == ["Glow", "layer 4  [expr] ignored  [fx] not drawn"])
        press(ui, "j")
        #expect(panel(ui).contains("  ▸ Transform [expr]"))
        press(ui, "lj")
        #expect(panel(ui).contains("    • Opacity [expr]"))
    }

    @Test func playerKeysThatDoNotClashStillWork() throws {
        let ui = try makeUI()
        press(ui, "k ")
        #expect(ui.isPlaying)
        press(ui, " ]")
        press(ui, "?")
        let help = lines(ui)
        #expect(help.contains { $0.contains("/         filter (Enter, Esc)") })
        #expect(help.contains { $0.contains("y         print keypath on exit") })
        _ = ui.handle(.escape)
        press(ui, "?")
        _ = ui.handle(.escape)
        #expect(ui.isInspectorOpen)
        ui.resize(columns: 100, rows: 30)
        #expect(ui.layout.inspector?.columns == 40)
    }
}

extension String {
    fileprivate var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

import CellEncoder
import Foundation
import Lottie
import LottieGraphics
import LottieModel
import PlayerUI
import TestSupport
import Testing

/// The keypath inspector: live values, editing, yank, mouse selection and highlighting.
@Suite struct InspectorEditingTests: InspectorHarness {
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
        #expect(footer(ui)[2...] == ["type #rrggbb (empty resets)", "= ▏"])
        press(ui, "#0000ff")
        #expect(footer(ui)[3] == "= #0000ff▏")
        _ = ui.handle(.enter)
        #expect(footer(ui).prefix(3) == ["Badge.Circle.Fill 1.Color", "= #0000ff (set)", "set Color"])
        #expect(viewportHasColour(ui, 0, 0, 255))
        #expect(!viewportHasColour(ui, 255, 0, 0))
        // The value line (row 15) ends with a swatch of the colour: "= #0000ff (set) " from column 50.
        let swatch = ui.screen()[66, 15]
        #expect(swatch.foreground == .rgb(0, 0, 255) || swatch.background == .rgb(0, 0, 255))
        #expect(ui.edits.map(\.keypath) == ["Badge.Circle.Fill 1.Color"])
        #expect(ui.edits.map(\.value) == ["#0000ff"])
        // Setting it again keeps one edit; an empty entry puts the file's colour back.
        _ = ui.handle(.enter)
        press(ui, "#00ff00")
        _ = ui.handle(.enter)
        #expect(ui.edits.map(\.value) == ["#00ff00"])
        _ = ui.handle(.enter)
        _ = ui.handle(.enter)
        #expect(footer(ui)[2] == "reset Color")
        #expect(ui.edits.isEmpty)
        #expect(!viewportHasColour(ui, 0, 255, 0))
        #expect(!footer(ui)[1].contains("(set)"))
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
        #expect(ui.yankedKeypaths.isEmpty)
        press(ui, "y")
        #expect(ui.yankedKeypaths == ["Panel.Rect.Rectangle Path 1.Size"])
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
        #expect(ui.player.realtimeAnimationFrame == 60)
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

    @Test func theSelectedLayersCostIsShown() throws {
        let ui = try makeUI()
        press(ui, "k")
        // Left (a precomposition layer) draws: its evaluation + rasterization time, share of the
        // frame and area, measured at the viewport's pixel size, under its kind.
        #expect(footer(ui)[1] == "layer 0")
        let line = footer(ui)[2]
        #expect(line.wholeMatch(of: /cost \d+\+\d+ µs \d+% \d+px/) != nil, "\(line)")
    }

    @Test func theSelectionIsDimmedInTheTerminalsPixelsToo() throws {
        let ui = try makeUI()
        ui.pixelTarget = PixelTarget(mode: .kitty, cellWidth: 8, cellHeight: 16)
        press(ui, "k")
        let left = try #require(ui.viewportImage()).escape
        press(ui, "jj")
        let other = try #require(ui.viewportImage()).escape
        #expect(left != other, "another selection dims other pixels")
        press(ui, "kk")
        #expect(try #require(ui.viewportImage()).escape == left)
    }
}

import CellEncoder
import Compatibility
import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// The findings panel (`w`): what the chosen targets do not draw, draw differently or draw on
/// a slower path in the file shown, the selection, and the highlight of the selected finding's
/// node; keys in, screen text and cell colours out. On ``FindingsFixture/twoSquares(mergePaths:expression:)``:
/// a red square (layer Merged, with merge paths) on the left, a blue one (Plain) on the right.
@Suite struct FindingsPanelTests {
    private func makeUI(_ json: String = FindingsFixture.twoSquares(), targets: [Target]? = [.ios, .android]) throws -> PlayerUI {
        let animation = try LottieAnimation.from(data: Data(json.utf8))
        let view = LottieAnimationView(animation: animation)
        let ui =
            if let targets {
                PlayerUI(view: view, colorMode: .trueColor, colorModes: [.trueColor], findingTargets: targets)
            } else {
                PlayerUI(view: view, colorMode: .trueColor, colorModes: [.trueColor])
            }
        ui.resize(columns: 120, rows: 20)
        return ui
    }

    private func lines(_ ui: PlayerUI) -> [String] {
        ui.screen().text.components(separatedBy: "\n")
    }

    /// The findings panel's lines, without the border and trailing spaces.
    private func panel(_ ui: PlayerUI) -> [String] {
        guard let rect = ui.layout.findings else { return [] }
        return lines(ui).prefix(rect.row + rect.rows).dropFirst(rect.row).map { line in
            var text = String(line.dropFirst(rect.column + (rect.column > 0 ? 2 : 1)))
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The detail under the list: path, keypath, three lines of note and workaround, keys.
    private func detail(_ ui: PlayerUI) -> [String] { Array(panel(ui).suffix(6)) }

    private func press(_ ui: PlayerUI, _ keys: String) {
        for key in keys { _ = ui.handle(.character(key)) }
    }

    /// The brightest value of a channel (0 red, 1 green, 2 blue) among a cell's two colours.
    private func channel(_ index: Int, of ui: PlayerUI, column: Int, row: Int) -> Int {
        let cell = ui.screen()[column, row]
        return [cell.foreground, cell.background].map { color in
            if case .rgb(let r, let g, let b) = color { Int([r, g, b][index]) } else { 0 }
        }.max() ?? 0
    }

    @Test func wListsTheFindingsOfTheTargetsBesideTheViewport() throws {
        let ui = try makeUI()
        press(ui, "w")
        #expect(ui.isFindingsOpen && !ui.isInspectorOpen)
        // Half the width: the lines are wider than the inspector's.
        #expect(ui.layout.findings == CellRect(column: 60, row: 0, columns: 60, rows: 18))
        #expect(ui.viewportRect.columns == 60)
        #expect(
            Array(panel(ui).prefix(3)) == [
                "2 findings for ios, android",
                "ios      not drawn          shape merge paths ×1  Merged",
                "android  drawn differently  shape merge paths ×1  Merged",
            ])
        let shown = detail(ui)
        // The detail wraps the table's note and workaround at the panel's width.
        #expect(
            shown[0...3] == ["layers[0].shapes[0].it[1]", "Merged.Shapes", "ios: not drawn: shape merge paths: ignored: the paths draw", "unmerged"])
        #expect(shown[4].hasPrefix("workaround: enable merge paths on Android"))
        #expect(shown.last == "↑ ↓ select  w Esc close")
        press(ui, "w")
        #expect(!ui.isFindingsOpen && ui.layout.findings == nil)
        #expect(ui.viewportRect.columns == 120)
        #expect(!lines(ui).joined().contains("findings for"))
    }

    @Test func arrowsVimKeysAndClicksMoveTheSelection() throws {
        let ui = try makeUI()
        press(ui, "w")
        #expect(ui.findingsPanel.selectedIndex == 0)
        press(ui, "j")
        #expect(ui.findingsPanel.selected?.target == .android)
        #expect(detail(ui)[2].hasPrefix("android: drawn differently: shape merge paths"))
        // The ends hold.
        press(ui, "j")
        _ = ui.handle(.down)
        #expect(ui.findingsPanel.selectedIndex == 1)
        _ = ui.handle(.up)
        press(ui, "k")
        #expect(ui.findingsPanel.selectedIndex == 0)
        #expect(!ui.isInspectorOpen, "k moves the selection while the panel is open")
        // A click on a finding's line (the second, screen row 2) selects it; one below the list does nothing.
        _ = ui.handle(.mousePress(column: 70, row: 2))
        #expect(ui.findingsPanel.selectedIndex == 1)
        _ = ui.handle(.mousePress(column: 70, row: 5))
        #expect(ui.findingsPanel.selectedIndex == 1)
        // The player's other keys still work: space plays, Esc closes.
        press(ui, " ")
        #expect(ui.isPlaying)
        _ = ui.handle(.escape)
        #expect(!ui.isFindingsOpen)
    }

    @Test func theSelectedFindingsNodeIsHighlightedAndTheRestDimmed() throws {
        let ui = try makeUI()
        // 120 × 18 cells (120 × 36 pixels) show the 200 × 100 composition 72 × 36 pixels from
        // column 24: the red square is around cell (42, 9), the blue one around (78, 9).
        #expect(channel(0, of: ui, column: 42, row: 9) == 255)
        #expect(channel(2, of: ui, column: 78, row: 9) == 255)
        press(ui, "w")
        // The merge paths item does not draw alone: its group is highlighted. In the 60 × 18
        // viewport (60 × 30 pixels from row 3), the squares are around cells (15, 9) and (45, 9).
        let node = try #require(ui.findingsPanel.highlightedNode)
        #expect(node.keypath.string == "Merged.Shapes" && node.kind == .group)
        #expect(ui.findingsPanel.node(of: try #require(ui.findingsPanel.selected))?.keypath.string == "Merged.Shapes")
        #expect(channel(0, of: ui, column: 15, row: 9) == 255)
        let dimmed = channel(2, of: ui, column: 45, row: 9)
        #expect(dimmed > 0 && dimmed < 128)
        // Closed, nothing is dimmed.
        press(ui, "w")
        #expect(channel(2, of: ui, column: 78, row: 9) == 255)
    }

    @Test func anExpressionHighlightsItsLayerAndNamesIt() throws {
        let ui = try makeUI(FindingsFixture.twoSquares(expression: true))
        press(ui, "w")
        // Worst first, then by target and feature: the census names no layer for an
        // expression, so the line names the layer node's.
        #expect(
            Array(panel(ui).prefix(5)) == [
                "4 findings for ios, android",
                "ios      not drawn          expression ×1  Plain",
                "ios      not drawn          shape merge paths ×1  Merged",
                "android  not drawn          expression ×1  Plain",
                "android  drawn differently  shape merge paths ×1  Merged",
            ])
        #expect(detail(ui)[0...1] == ["layers[1].ks.r.x", "Plain"])
        #expect(ui.findingsPanel.highlightedNode?.keypath.string == "Plain")
        #expect(channel(2, of: ui, column: 45, row: 9) == 255)
        let dimmed = channel(0, of: ui, column: 15, row: 9)
        #expect(dimmed > 0 && dimmed < 128)
        press(ui, "j")
        #expect(ui.findingsPanel.highlightedNode?.keypath.string == "Merged.Shapes")
        #expect(channel(0, of: ui, column: 15, row: 9) == 255)
    }

    @Test func aFileWithoutFindingsSaysSoAndDimsNothing() throws {
        let ui = try makeUI(FindingsFixture.twoSquares(mergePaths: false), targets: [.iosCA, .android])
        press(ui, "w")
        #expect(ui.findingsPanel.findings.isEmpty)
        #expect(panel(ui).first == "no findings for ios-ca, android")
        press(ui, "jk")
        _ = ui.handle(.mousePress(column: 70, row: 1))
        #expect(ui.findingsPanel.selected == nil && ui.findingsPanel.highlightedNode == nil)
        #expect(detail(ui) == ["", "", "", "", "", "↑ ↓ select  w Esc close"])
        #expect(channel(0, of: ui, column: 15, row: 9) == 255)
        #expect(channel(2, of: ui, column: 45, row: 9) == 255)
    }

    @Test func withoutTargetsEveryTargetIsChecked() throws {
        let ui = try makeUI(targets: nil)
        #expect(ui.findingTargets == Target.allCases)
        press(ui, "w")
        #expect(panel(ui).first?.hasSuffix(" findings for all targets") == true)
        #expect(panel(ui).contains { $0.hasPrefix("android ") })
    }

    @Test(arguments: [(30, 4), (10, 3), (5, 2), (3, 1), (1, 1), (0, 0)])
    func tinyTerminalsShowWhatFits(columns: Int, rows: Int) throws {
        let ui = try makeUI()
        ui.resize(columns: columns, rows: rows)
        press(ui, "wj")
        _ = ui.handle(.mousePress(column: 0, row: 0))
        let screen = ui.screen()
        #expect(screen.columns == columns && screen.rows == rows)
        if rows >= 3 && columns >= 10 { #expect(screen.text.hasPrefix(" 2 findin")) }
    }

    @Test func wAndKTakeEachOthersPlace() throws {
        let ui = try makeUI()
        press(ui, "k")
        #expect(ui.isInspectorOpen)
        // `w` is not the inspector's: it swaps the inspector for the findings.
        press(ui, "w")
        #expect(ui.isFindingsOpen && !ui.isInspectorOpen && ui.layout.inspector == nil)
        #expect(panel(ui).first == "2 findings for ios, android")
        _ = ui.handle(.escape)
        press(ui, "k")
        #expect(ui.isInspectorOpen && !ui.isFindingsOpen)
        press(ui, "w")
        #expect(ui.isFindingsOpen)
    }

    @Test func helpListsWAndThePanelsKeysOnce() throws {
        let ui = try makeUI()
        press(ui, "?")
        #expect(lines(ui).contains { $0.contains("k w s     keypath/findings/machine") })
        _ = ui.handle(.escape)
        // Tall enough for one column of help beside the panel.
        ui.resize(columns: 200, rows: 40)
        press(ui, "w?")
        let screen = lines(ui)
        let top = try #require(screen.firstIndex { $0.contains("┌─ keys") })
        #expect(screen[top + 1].contains("│ ↑ ↓ j k   findings: select"))
        let keys = Set(try InspectorTests.helpKeys(in: screen).flatMap { $0.split(separator: " ").map(String.init) })
        #expect(keys.isSuperset(of: ["w", "Esc", "k", "←", "l", "?", "^L"]))
    }
}

import CellEncoder
import Foundation
import Lottie
import LottieGraphics
import LottieModel
import PlayerUI
import TestSupport
import Testing

/// The keypath inspector: layout, tree navigation, filter and flags; keys in, screen text out.
@Suite struct InspectorTests: InspectorHarness {
    @Test func opensAsASidePanelAndEscapeCloses() throws {
        let ui = try makeUI()
        press(ui, "k")
        #expect(ui.isInspectorOpen)
        #expect(ui.layout.inspector == CellRect(column: 48, row: 0, columns: 32, rows: 18))
        #expect(ui.viewportRect.columns == 48)
        #expect(Array(panel(ui).prefix(5)) == ["keypaths", "▸ Left", "▸ Right", "▸ Badge", "▸ Panel"])
        #expect(footer(ui)[0...1] == ["Left", "layer 0"])
        #expect(footer(ui)[2].hasPrefix("cost ") && footer(ui)[3] == "/ filter  y yank  Enter edit")
        #expect(lines(ui).last?.hasPrefix(" ■ paused  0/60") == true)
        _ = ui.handle(.escape)
        #expect(!ui.isInspectorOpen)
        #expect(ui.viewportRect.columns == 80)
        #expect(!lines(ui).joined().contains("keypaths"))
    }

    @Test func narrowTerminalsGiveItTheWholeWidth() throws {
        let ui = try makeUI(columns: 30, rows: 12)
        press(ui, "k")
        #expect(ui.layout.inspector == CellRect(column: 0, row: 0, columns: 30, rows: 10))
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
        #expect(
            Array(panel(ui)[1...4]) == [
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

    @Test func expressionsAndEffectsAreFlagged() throws {
        let json = """
            {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":10,"h":10,"layers":[{"ty":4,"nm":"Glow","ind":1,"ip":0,"op":30,
            "st":0,"ks":{"o":{"a":0,"k":100,"x":"value * 2"}},"ef":[{"ty":24,"nm":"Levels","ef":[]}],"shapes":[]}]}
            """
        let animation = try LottieAnimation.from(data: Data(json.utf8))
        let ui = PlayerUI(view: LottieAnimationView(animation: animation))
        ui.resize(columns: 120, rows: 20)
        press(ui, "kl")
        #expect(panel(ui).prefix(2) == ["keypaths", "▾ Glow [expr] [fx]"])
        #expect(footer(ui).prefix(2) == ["Glow", "layer 4  [expr] expressions  [fx] not drawn"])
        #expect(footer(ui)[2] == "cost nothing drawn")
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

    @Test func helpListsNoKeyTwiceWhileTheInspectorIsOpen() throws {
        let ui = try makeUI()
        _ = ui.handle(.character("k"))
        _ = ui.handle(.character("?"))
        let keys = try Self.helpKeys(in: ui.screen().text.components(separatedBy: "\n"))
        #expect(keys.contains("→ l"))
        #expect(!keys.contains("← →"))
    }

    /// The key column of the help overlay on `screen`, each group of keys once; records an
    /// issue for a key listed twice.
    static func helpKeys(in screen: [String]) throws -> [String] {
        let top = try #require(screen.firstIndex { $0.contains("┌─ keys") })
        let lines = screen[(top + 1)...].prefix { !$0.contains("└") }
        let keys = lines.compactMap { line -> String? in
            guard let start = line.range(of: "│ ") else { return nil }
            return String(line[start.upperBound...].prefix(10)).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        var seen: Set<String> = []
        for group in keys {
            for key in group.split(separator: " ") {
                #expect(seen.insert(String(key)).inserted, "\(key) listed twice: \(keys)")
            }
        }
        return keys
    }
}

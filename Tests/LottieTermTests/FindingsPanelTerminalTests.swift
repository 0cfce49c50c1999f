import Foundation
import TestSupport
import Testing

/// The findings panel (`w`) in a real terminal: tmux runs `play --target …` in a detached
/// pane, keys go in with `send-keys`, and the screen comes back with `capture-pane` (with its
/// escapes for the viewport's colours). On ``FindingsFixture/twoSquares(mergePaths:expression:)``:
/// a red square (layer Merged, with merge paths) on the left, a blue one (Plain) on the right,
/// drawn in truecolor over a black backdrop. Skipped (with a reason) without tmux.
@Suite(.serialized) struct FindingsPanelTerminalTests {
    static let red = ScreenLooks.Look.uniform(.rgb(255, 0, 0))
    static let blue = ScreenLooks.Look.uniform(.rgb(0, 0, 255))

    /// How many cells of `looks` look like `look`.
    static func count(_ look: ScreenLooks.Look, in looks: ScreenLooks) -> Int {
        looks.rows.joined().count { $0 == look }
    }

    /// Whether `look` is a cell of the blue square faded toward the black backdrop.
    static func isDimmedBlue(_ look: ScreenLooks.Look) -> Bool {
        if case .uniform(.rgb(0, 0, let blue)) = look { blue > 0 && blue < 128 } else { false }
    }

    /// `render --format ansi` of `file` at 60 × 22 cells, as the pane's viewport shows it.
    static func render(_ file: String, _ options: [String]) throws -> ScreenLooks {
        let result = try CLITests.run(["render", file, "--format", "ansi", "--cols", "60", "--rows", "22", "--progress", "0"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        return ScreenLooks(lines: result.stdout.components(separatedBy: "\n"), columns: 60).region(column: 0, row: 0, columns: 60, rows: 22)
    }

    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func wListsTheFindingsAndHighlightsTheirLayer() throws {
        guard let pane = try PlayerScreenTests.readyPane() else { return }
        let folder = try ImageProviderTests.directory([
            "merged.json": Data(FindingsFixture.twoSquares().utf8), "plain.json": Data(FindingsFixture.twoSquares(mergePaths: false).utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let merged = folder.appendingPathComponent("merged.json").path
        let options = ["--color", "truecolor", "--terminal-bg", "dark"]
        try pane.run(["resize-window", "-t", "p", "-x", "120", "-y", "24"], output: false)
        let plainFile = folder.appendingPathComponent("plain.json").path
        try pane.start("--target ios,android \(options.joined(separator: " ")) \(merged) \(plainFile)")
        try pane.type(" ")
        try pane.waitFor { $0.last?.contains("■ paused") == true }
        let before = try PlayerScreenTests.settledLooks(of: pane, columns: 120, rows: 22)
        #expect(Self.count(Self.red, in: before) > 100 && Self.count(Self.blue, in: before) > 100)

        // `w`: the panel takes the right half, one line per finding with the target, severity,
        // feature, count and layer, then the selected one's path, keypath and what the target does.
        try pane.type("w")
        let opened = try pane.waitFor { $0.contains { $0.contains("│ 2 findings for ios, android") } }
        #expect(opened.contains { $0.hasSuffix("│ ios      not drawn          shape merge paths ×1  Merged") })
        #expect(opened.contains { $0.hasSuffix("│ android  drawn differently  shape merge paths ×1  Merged") })
        #expect(opened.contains { $0.hasSuffix("│ layers[0].shapes[0].it[1]") })
        #expect(opened.contains { $0.hasSuffix("│ Merged.Shapes") })
        #expect(opened.contains { $0.hasSuffix("│ ios: not drawn: shape merge paths: ignored: the paths draw") })
        #expect(opened.contains { $0.hasSuffix("│ ↑ ↓ select  w Esc close") })

        // The highlight, in the 60 × 22 viewport: cell by cell against the same frame drawn
        // plain, the merge paths layer's red cells keep their colour and every blue cell of
        // the other layer is dimmed; exactly as `render --highlight` (the inspector's
        // highlight) draws the group.
        let lit = try PlayerScreenTests.settledLooks(of: pane, columns: 60, rows: 22)
        let unlit = try Self.render(merged, options)
        var kept = 0
        var dimmed = 0
        for (row, looks) in unlit.rows.enumerated() {
            for (column, look) in looks.enumerated() {
                let shown = lit.rows[row][column]
                if look == Self.red {
                    #expect(shown == Self.red, "(\(column), \(row)) \(shown)")
                    kept += 1
                } else if look == Self.blue {
                    #expect(Self.isDimmedBlue(shown), "(\(column), \(row)) \(shown)")
                    dimmed += 1
                }
            }
        }
        #expect(kept > 50 && dimmed > 50)
        let expected = try Self.render(merged, options + ["--highlight", "Merged.Shapes"])
        #expect(lit == expected, "viewport:\n\(lit)\nexpected:\n\(expected)")

        // `j` selects Android's finding: the same group stays lit.
        try pane.type("j")
        let next = try pane.waitFor { $0.contains { $0.contains("│ android: drawn differently: shape merge paths") } }
        #expect(next.contains { $0.contains("│ android: drawn differently: shape merge paths") })
        #expect(try PlayerScreenTests.settledLooks(of: pane, columns: 60, rows: 22) == lit)

        // `w` again closes it: the viewport takes the width back, nothing dimmed.
        try pane.type("w")
        try pane.waitFor { !$0.contains { $0.contains("findings for") } }
        let closed = try PlayerScreenTests.settledLooks(of: pane, columns: 120, rows: 22)
        #expect(closed == before, "closed:\n\(closed)\nbefore:\n\(before)")

        // Open, it stays open on the next file (`n`), with that file's findings: none.
        try pane.type("w")
        try pane.waitFor { $0.contains { $0.contains("│ 2 findings for ios, android") } }
        try pane.type("n")
        let stepped = try pane.waitFor { $0.last?.contains("plain.json 2/2") == true && $0.contains { $0.contains("│ no findings for ios, android") } }
        #expect(stepped.contains { $0.contains("│ no findings for ios, android") })
        try pane.type(" ")
        try pane.waitFor { $0.last?.contains("■ paused") == true }
        // Nothing to highlight: the viewport is the plain frame.
        let undimmed = try PlayerScreenTests.settledLooks(of: pane, columns: 60, rows: 22)
        #expect(undimmed == (try Self.render(plainFile, options)), "viewport:\n\(undimmed)")
        try PlayerScreenTests.quit(pane)
    }

    /// Without `--target`, the targets are those of the nearest `.lottie-term.toml`.
    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func theTargetsOfTheNearestConfigurationApply() throws {
        guard let pane = try PlayerScreenTests.readyPane() else { return }
        let folder = try ImageProviderTests.directory([
            ".lottie-term.toml": Data(#"targets = ["android"]"#.utf8), "art/merged.json": Data(FindingsFixture.twoSquares().utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try pane.run(["resize-window", "-t", "p", "-x", "120", "-y", "24"], output: false)
        try pane.start(folder.appendingPathComponent("art/merged.json").path)
        try pane.type("w")
        let opened = try pane.waitFor { $0.contains { $0.contains("│ 1 finding for android") } }
        #expect(opened.contains { $0.hasSuffix("│ android  drawn differently  shape merge paths ×1  Merged") })
        try PlayerScreenTests.quit(pane)
    }

    @Test func anUnknownTargetIsAUsageError() throws {
        let result = try CLITests.run(["play", "--target", "ios,nope", CLITests.sample])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--target: unknown target nope"))
    }
}

import Foundation
import Lottie
import TestSupport
import Testing

/// `play --watch` in a real terminal: tmux runs the player on a copy of the bouncing-ball
/// sample (120 frames; layers Title, Ball, Shadow, Floor, Sky; markers drop, bounce, settle)
/// in a folder of its own, the test saves the file as editors do, and the screen comes back
/// with `capture-pane`. A quiet time of 20 ms (`LOTTIE_TERM_WATCH_DELAY`) keeps it quick.
/// Skipped, with a reason, without tmux.
@Suite(.serialized) struct WatchTerminalTests {
    /// The sample's JSON changed by `change`.
    static func sample(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> Data {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLITests.sample))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&json)
        return try JSONSerialization.data(withJSONObject: json)
    }

    /// Five seconds long, Title gone, a layer Sun added, a marker extra added; `bounce` at
    /// `bounce` (start and duration).
    static func edited(bounce: (Double, Double) = (30, 60)) throws -> Data {
        try sample { json in
            json["op"] = 150
            var layers = (json["layers"] as? [[String: Any]] ?? []).filter { $0["nm"] as? String != "Title" }
            layers.append(["ty": 3, "nm": "Sun", "ip": 0, "op": 150, "st": 0, "ks": [:]])
            json["layers"] = layers
            json["markers"] = [("drop", 0, 30), ("bounce", bounce.0, bounce.1), ("settle", 90, 30), ("extra", 120, 30)].map {
                ["cm": $0.0, "tm": $0.1, "dr": $0.2] as [String: Any]
            }
        }
    }

    /// A pane of `columns` × 24 playing `--watch` on a fresh copy of the sample, with `options`.
    static func watchedPane(columns: Int, options: String, polling: Bool = false) throws -> (PlayerTerminalTests.Pane, URL)? {
        guard let pane = try PlayerScreenTests.readyPane() else { return nil }
        let folder = try ImageProviderTests.directory(["a.json": try sample()])
        try pane.run(["resize-window", "-t", "p", "-x", "\(columns)", "-y", "24"], output: false)
        let file = folder.appendingPathComponent("a.json")
        let environment = "LOTTIE_TERM_WATCH_DELAY=20" + (polling ? " LOTTIE_TERM_WATCH=poll" : "")
        try pane.type("env \(environment) \(CLITests.binary.path) --watch --loop loop \(options) \(file.path)")
        try pane.send("Enter")
        try pane.waitFor { $0.contains { $0.contains("▶ playing") } }
        return (pane, file)
    }

    /// Waits for the status bar to start with `prefix` (to be `prefix` and spaces, with
    /// `whole`), then returns the screen.
    @discardableResult
    static func waitForStatus(_ pane: PlayerTerminalTests.Pane, _ prefix: String, whole: Bool = false) throws -> [String] {
        let matches = { (line: String?) in
            guard let line else { return false }
            return whole ? line.trimmingCharacters(in: .whitespaces) == prefix.trimmingCharacters(in: .whitespaces) : line.hasPrefix(prefix)
        }
        let screen = try pane.waitFor { matches($0.last) }
        #expect(matches(screen.last), "status: \(screen.last ?? "")")
        return screen
    }

    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func renameAndInPlaceSavesReloadKeepingTheState() throws {
        let options = "--set '**.Outline.Stroke Width=4' --set 'Title.Transform.Opacity=50'"
        guard let (pane, file) = try Self.watchedPane(columns: 120, options: options) else { return }
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }

        // What the user sets up: autoReverse, 1.5x, zoomed, the bounce marker's range, paused,
        // the inspector open with Floor expanded and selected.
        try pane.type("l+z")
        try pane.type("m")
        try pane.send("Down")
        try pane.send("Enter")
        try pane.waitFor { $0.last?.contains("[bounce 30-90]") == true }
        try pane.type(" ")
        let paused = try pane.waitFor { $0.last?.contains("■ paused") == true }
        let frame = try #require(pane.frame(in: paused))
        #expect((30...90).contains(frame))
        try pane.type("kjjjl")
        try pane.waitFor { $0.contains { $0.contains("│ ▾ Floor") } }
        let state = "autoReverse  1.5x  [bounce 30-90]  watch  half "

        // A rename-style save: the notice says what changed, and which value set is gone.
        try FileWatchTests.renameSave(try Self.edited(), to: file)
        try Self.waitForStatus(pane, " reloaded: +1 layer, -1, 4.00s → 5.00s, markers: +extra; kept 1 of 2 edits; gone: Title.Transform.Opacity")
        try pane.send("C-l")
        var screen = try Self.waitForStatus(pane, " ■ paused  \(frame)/150")
        #expect(screen.last?.contains(state) == true && screen.last?.contains("zoom 1.5x") == true, "\(screen.last ?? "")")
        #expect(screen.contains { $0.contains("│ ▾ Floor") })
        #expect(screen.contains { $0.hasSuffix("│ Floor") })
        #expect(screen.contains { $0.contains("│ ▸ Sun") })
        #expect(!screen.contains { $0.contains("▸ Title") })

        // An in-place save moving the marker: the range follows it by name.
        try FileWatchTests.inPlaceSave(try Self.edited(bounce: (40, 40)), to: file)
        try Self.waitForStatus(pane, " reloaded", whole: true)
        try pane.send("C-l")
        screen = try Self.waitForStatus(pane, " ■ paused  \(frame)/150")
        #expect(screen.last?.contains("autoReverse  1.5x  [bounce 40-80]  watch  half ") == true, "\(screen.last ?? "")")
        #expect(screen.contains { $0.contains("│ ▾ Floor") })

        // `W` stops watching: a save changes nothing any more.
        try pane.type("W")
        try Self.waitForStatus(pane, " stopped watching")
        try FileWatchTests.renameSave(try Self.sample(), to: file)
        Thread.sleep(forTimeInterval: 0.5)
        try pane.send("C-l")
        screen = try Self.waitForStatus(pane, " ■ paused  \(frame)/150")
        #expect(screen.last?.contains("watch") == false)
        try PlayerScreenTests.quit(pane)
    }

    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"), arguments: [false, true])
    func halfWrittenAndDeletedFilesKeepTheLastGoodAnimation(polling: Bool) throws {
        guard let (pane, file) = try Self.watchedPane(columns: 120, options: "--color 256", polling: polling) else { return }
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try pane.type(" 5")
        try Self.waitForStatus(pane, " ■ paused  60/120")
        let before = try PlayerScreenTests.settledLooks(of: pane, columns: 120, rows: 22)

        // Half written: the error in the status bar, through keys too; the same frame on screen.
        let data = try Self.sample()
        try FileWatchTests.inPlaceSave(data.prefix(data.count / 2), to: file)
        try Self.waitForStatus(pane, " reload failed: \(file.path): line 1, column ")
        #expect(try PlayerScreenTests.settledLooks(of: pane, columns: 120, rows: 22) == before)
        try pane.send("C-l")
        Thread.sleep(forTimeInterval: 0.2)
        try Self.waitForStatus(pane, " reload failed: ")
        // Written to the end, it reads again.
        try FileWatchTests.inPlaceSave(data, to: file)
        try Self.waitForStatus(pane, " reloaded", whole: true)
        try pane.send("C-l")
        try Self.waitForStatus(pane, " ■ paused  60/120")

        // Deleted: the last animation stays; made again, longer, it is read at the same frame.
        try FileManager.default.removeItem(at: file)
        let gone = try Self.waitForStatus(pane, " reload failed: ")
        #expect(gone.last?.contains("no such file") == true, "\(gone.last ?? "")")
        #expect(try PlayerScreenTests.settledLooks(of: pane, columns: 120, rows: 22) == before)
        try Self.sample { $0["op"] = 150 }.write(to: file)
        try Self.waitForStatus(pane, " reloaded: 4.00s → 5.00s")
        try pane.send("C-l")
        try Self.waitForStatus(pane, " ■ paused  60/150")
        #expect(try PlayerScreenTests.settledLooks(of: pane, columns: 120, rows: 22) == before)
        try PlayerScreenTests.quit(pane)
    }
}

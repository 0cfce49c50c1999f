import Foundation
import TestSupport
import Testing

/// The file browser (`O`) in a real terminal, on a generated tree of 10,000 small animations
/// in nested folders: the first screen of files shows quickly while the listing goes on,
/// typing filters without a pause, and Enter plays the chosen file, adding it to the files
/// `n` and `p` step through. Skipped, with a reason, without tmux.
@Suite(.serialized) struct FileBrowserTerminalTests {
    /// 20 folders of 10 folders of 50 copies of a small sample, plus what the browser must not
    /// list: a hidden folder's animation and a text file.
    static func makeTree() throws -> URL {
        let root = ScratchSpace.url("browser")
        let sample = try Data(contentsOf: Corpus.samples.appendingPathComponent("spinner.json"))
        for group in 0..<20 {
            for set in 0..<10 {
                let folder = root.appendingPathComponent("group-\(group)/set-\(set)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for file in 0..<50 {
                    try sample.write(to: folder.appendingPathComponent("anim-\(group)-\(set)-\(file).json"))
                }
            }
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        try sample.write(to: root.appendingPathComponent(".hidden/anim-hidden.json"))
        try Data("notes".utf8).write(to: root.appendingPathComponent("notes.txt"))
        return root
    }

    /// Seconds from `start` until the screen satisfies `condition`, polling as fast as tmux
    /// answers (a capture takes a few milliseconds), 10 s at most; with the last screen.
    static func time(_ pane: PlayerTerminalTests.Pane, from start: ContinuousClock.Instant, until condition: ([String]) -> Bool) throws -> (
        milliseconds: Double, screen: [String]
    ) {
        var screen: [String] = []
        while start.duration(to: .now) < .seconds(10) {
            screen = try pane.lines
            if condition(screen) { break }
        }
        let elapsed = start.duration(to: .now)
        return (Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15, screen)
    }

    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux")) func browsesTenThousandFiles() throws {
        guard let tmux = PlayerTerminalTests.tmux else { return }
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let pane = try PlayerTerminalTests.Pane(tmux: tmux)
        try pane.run(["resize-window", "-t", "p", "-x", "120", "-y", "30"], output: false)
        try pane.waitFor { $0.contains { $0.contains("READY$") } }
        try pane.type("cd \(root.path)")
        try pane.send("Enter")
        try pane.start("group-0/set-0/anim-0-0-0.json --pixels off")

        // The first screen of files, timed from just before the key is sent (tmux's own
        // send-keys and capture-pane processes count against it).
        let start = ContinuousClock.now
        try pane.type("O")
        let first = try Self.time(pane, from: start, until: { $0.contains { $0.contains(" group-0/set-0/anim-0-0-1.json") } })
        #expect(first.screen.first?.contains("open: ▏") == true)
        print("browser: first screen \(Int(first.milliseconds)) ms, \(first.screen.first ?? "")")
        #expect(first.milliseconds < 200, "first screen after \(first.milliseconds) ms")

        // The whole tree, without the hidden folder's file and the text file.
        let listed = try Self.time(pane, from: start, until: { $0.first?.contains("10,000 files") == true && $0.first?.contains("listing") == false })
        print("browser: 10,000 files listed \(Int(listed.milliseconds)) ms")
        #expect(listed.screen.first?.contains("10,000 files") == true && listed.screen.first?.contains("listing") == false)

        // Typing filters at once: each key's new list is on screen within the bound.
        var slowest = 0.0
        var typed = ""
        for character in "m-7-3-42" {
            typed.append(character)
            let keyStart = ContinuousClock.now
            try pane.type(String(character))
            let shown = try Self.time(pane, from: keyStart, until: { $0.first?.contains("open: \(typed)▏") == true })
            slowest = max(slowest, shown.milliseconds)
        }
        print("browser: slowest filter key \(Int(slowest)) ms")
        #expect(slowest < 200, "a filter key took \(slowest) ms")
        let filtered = try pane.waitFor { $0.first?.contains("1 of 10,000 files") == true }
        #expect(filtered.first?.contains("1 of 10,000 files") == true)
        #expect(filtered.contains { $0.hasPrefix(" group-7/set-3/anim-7-3-42.json") })
        #expect(!filtered.contains { $0.contains("anim-7-3-41.json") })

        // Enter plays it, as the second of the files n and p step through.
        try pane.send("Enter")
        let playing = try pane.waitFor { $0.last?.contains("anim-7-3-42.json 2/2") == true }
        #expect(playing.last?.contains("anim-7-3-42.json 2/2") == true)
        try pane.type("n")
        let stepped = try pane.waitFor { $0.last?.contains("anim-0-0-0.json 1/2") == true }
        #expect(stepped.last?.contains("anim-0-0-0.json 1/2") == true)
        try pane.type("q")
        try pane.waitFor { $0.last?.hasPrefix("READY$") == true }
    }
}

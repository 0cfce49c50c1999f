import Foundation
import LottieModel
import TestSupport
import Testing

/// The player's screen, cell for cell: what tmux shows in the viewport (read with its escapes)
/// must be exactly what `render --format ansi` draws for the same frame, size and options,
/// after the inspector has grown its tree, after playing, a resize, Ctrl-L, and closing the
/// inspector. Skipped (with a reason) without tmux.
@Suite(.serialized) struct PlayerScreenTests {
    static let sample = Corpus.samples.appendingPathComponent("keypaths.json").path

    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"), arguments: ["truecolor", "256"])
    func viewportCellsAreWhatRenderDraws(color: String) throws {
        guard let pane = try Self.readyPane() else { return }
        let options = ["--color", color, "--terminal-bg", "dark"]
        try pane.start("\(Self.sample) \(options.joined(separator: " ")) --loop loop")

        // The inspector, with several nodes expanded: Left, its Transform, its Dot group.
        try pane.type("k")
        try pane.waitFor { $0.contains { $0.contains("│ keypaths") } }
        try pane.send("Right")
        try pane.send("Down")
        try pane.send("Right")
        for _ in 0..<9 { try pane.send("Down") }
        try pane.send("Right")
        let tree = try pane.waitFor { $0.contains { $0.contains("▾ Dot") } }
        #expect(tree.contains { $0.contains("• Rotation") })
        #expect(tree.contains { $0.hasSuffix("│ Left.Dot") })

        // Two seconds of playing, pause, then 30 %: an exact frame (18 of 60).
        Thread.sleep(forTimeInterval: 2)
        try pane.type(" ")
        try pane.waitFor { $0.contains { $0.contains("■ paused") } }
        try pane.type("3")
        try pane.waitFor { pane.frame(in: $0) == 18 }

        // 80 × 24 with the inspector: the viewport is 48 × 22, with the selected Dot highlighted.
        try expectViewport(in: pane, columns: 48, rows: 22, render: options + ["--highlight", "Left.Dot"])

        // A resize reflows: 70 × 20 gives a 42 × 18 viewport.
        try pane.run(["resize-window", "-t", "p", "-x", "70", "-y", "20"], output: false)
        try pane.waitFor { $0.last?.hasPrefix(" ■ paused") == true && $0.allSatisfy { $0.count <= 70 } }
        try expectViewport(in: pane, columns: 42, rows: 18, render: options + ["--highlight", "Left.Dot"])

        // Ctrl-L repaints everything from scratch, to the same cells.
        try pane.send("C-l")
        Thread.sleep(forTimeInterval: 0.3)
        try expectViewport(in: pane, columns: 42, rows: 18, render: options + ["--highlight", "Left.Dot"])

        // Closing the inspector gives the viewport the whole width, nothing dimmed.
        try pane.send("Escape")
        try pane.waitFor { !$0.contains { $0.contains("│ keypaths") } }
        try expectViewport(in: pane, columns: 70, rows: 18, render: options)

        try Self.quit(pane)
    }

    /// In every colour mode, the screen built by difference frames (pause, open the inspector,
    /// expand and move through its tree) looks cell for cell like the same screen painted
    /// whole by Ctrl-L: no cell keeps a colour a later frame did not mean to leave.
    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"), arguments: ["truecolor", "256", "240", "16", "mono"])
    func differenceFramesLookLikeAFullRepaint(color: String) throws {
        guard let pane = try Self.readyPane() else { return }
        try pane.run(["resize-window", "-t", "p", "-x", "120", "-y", "40"], output: false)
        try pane.type("env -u COLORTERM TERM=xterm-256color \(CLITests.binary.path) \(Self.sample) --color \(color)")
        try pane.send("Enter")
        try pane.waitFor { $0.contains { $0.contains("▶ playing") } }
        Thread.sleep(forTimeInterval: 1)
        try pane.type(" ")
        try pane.waitFor { $0.contains { $0.contains("■ paused") } }
        try pane.type("k")
        try pane.waitFor { $0.contains { $0.contains("│ keypaths") } }
        for key in ["l", "l", "j", "l", "l", "j", "l"] {
            try pane.type(key)
            Thread.sleep(forTimeInterval: 0.1)
        }
        let tree = try pane.waitFor { $0.contains { $0.hasSuffix("│ Left.Dot.Dot") } && $0.contains { $0.contains("• Anchor Point") } }
        #expect(tree.contains { $0.hasSuffix("│ Left.Dot.Dot") })

        let incremental = try Self.settledLooks(of: pane, columns: 120, rows: 40)
        // A full repaint as a user gets one: the window one column wider and back, so that
        // the player lays out and renders the screen afresh.
        try pane.run(["resize-window", "-t", "p", "-x", "121", "-y", "40"], output: false)
        Thread.sleep(forTimeInterval: 0.4)
        try pane.run(["resize-window", "-t", "p", "-x", "120", "-y", "40"], output: false)
        Thread.sleep(forTimeInterval: 0.4)
        let repainted = try Self.settledLooks(of: pane, columns: 120, rows: 40)
        let differing = incremental.differingCells(from: repainted)
        let examples = differing.prefix(8).map { "(\($0.row), \($0.column)) \(incremental.rows[$0.row][$0.column]) repainted \(repainted.rows[$0.row][$0.column])" }
        #expect(differing.isEmpty, "\(color): \(differing.count) cells differ from the repaint:\n\(examples.joined(separator: "\n"))")
        try Self.quit(pane)
    }

    /// Mouse reports, Ctrl-letters and bracketed paste as a terminal sends them (SGR mouse
    /// encoding, as xterm's terminfo entry asks for).
    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func dragWheelControlKeysAndPaste() throws {
        guard let pane = try Self.readyPane() else { return }
        try pane.type("TERM=xterm-256color \(CLITests.binary.path) \(CLITests.sample) --terminal-bg dark")
        try pane.send("Enter")
        try pane.waitFor { $0.contains { $0.contains("▶ playing") } }
        try pane.type(" ")
        try pane.waitFor { $0.last?.contains("■ paused") == true }
        // Press on the timeline (row 23), drag to its middle, release: the playhead follows.
        try pane.type("\u{1B}[<0;5;23M")
        try pane.waitFor { pane.frame(in: $0) == 6 }
        try pane.type("\u{1B}[<32;40;23M")
        #expect(pane.frame(in: try pane.waitFor { pane.frame(in: $0) == 59 }) == 59)
        try pane.type("\u{1B}[<0;40;23m")
        // The wheel steps one frame.
        try pane.type("\u{1B}[<65;40;10M")
        #expect(pane.frame(in: try pane.waitFor { pane.frame(in: $0) == 60 }) == 60)
        // Ctrl with the wheel zooms.
        try pane.type("\u{1B}[<80;40;10M")
        #expect(try pane.waitFor { $0.last?.contains("zoom 1.5x") == true }.last?.contains("zoom 1.5x") == true)
        try pane.type("\u{1B}[<81;40;10M")
        try pane.waitFor { $0.last?.contains("zoom") == false }
        // Ctrl-A and Ctrl-L do not quit; Ctrl-L repaints.
        try pane.send("C-a")
        try pane.send("C-l")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try pane.lines.last?.contains("■ paused  60/120") == true)
        // A whole drag in one read (press at frame 59, moves back, release at the start), as a
        // quick flick arrives: taken in order, it ends on the release's frame.
        try pane.type("\u{1B}[<0;40;23M\u{1B}[<32;20;23M\u{1B}[<32;5;23M\u{1B}[<0;5;23m")
        #expect(pane.frame(in: try pane.waitFor { pane.frame(in: $0) == 6 }) == 6)
        // A pasted path with a `q` in it opens that file instead of quitting.
        try pane.type("\u{1B}[200~/no/such/quit.json\u{1B}[201~")
        #expect(try pane.waitFor { $0.last?.contains("cannot open") == true }.last?.contains("no such file") == true)
        try pane.type("\u{1B}[200~\(Corpus.samples.appendingPathComponent("spinner.json").path)\u{1B}[201~")
        #expect(try pane.waitFor { $0.last?.contains("spinner.json") == true }.last?.contains("▶ playing") == true)
        try Self.quit(pane)
    }

    /// With standard output redirected, the screen goes to the controlling terminal, and the
    /// keypath picked with `y` and the value typed in the inspector (as a `--set` line) land in
    /// the file.
    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func theScreenUsesTheTerminalWhenStandardOutputIsAFile() throws {
        guard let pane = try Self.readyPane() else { return }
        let file = ScratchSpace.url("keypath", extension: "txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try pane.type("\(CLITests.binary.path) \(CLITests.sample) > \(file.path)")
        try pane.send("Enter")
        try pane.waitFor { $0.contains { $0.contains("▶ playing") } }
        try pane.type("k")
        try pane.waitFor { $0.contains { $0.contains("│ keypaths") } }
        try pane.type("y")
        try pane.waitFor { $0.contains { $0.contains("y: printed on exit") } }
        try pane.type("/Ball.Transform.Opacity")
        try pane.send("Enter")
        try pane.waitFor { $0.contains { $0.contains("│ Ball.Transform.Opacity") } }
        try pane.send("Enter")
        try pane.type("50")
        try pane.send("Enter")
        try pane.waitFor { $0.contains { $0.contains("= 50 (set)") } }
        try Self.quit(pane)
        try pane.type("echo status=$?")
        try pane.send("Enter")
        #expect(try pane.waitFor { $0.contains("status=0") }.contains("status=0"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "Title\n--set 'Ball.Transform.Opacity=50'\n")
    }

    /// A marker's range holds through pause and resume.
    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func aMarkerRangeHoldsThroughPauseAndResume() throws {
        guard let pane = try Self.readyPane() else { return }
        try pane.start("\(CLITests.sample) --marker bounce --loop loop")
        try pane.type(" ")
        try pane.waitFor { $0.last?.contains("■ paused") == true }
        try pane.type(" ")
        try pane.waitFor { $0.last?.contains("▶ playing") == true }
        var frames: [Int] = []
        for _ in 0..<15 {
            let screen = try pane.lines
            if let frame = pane.frame(in: screen) { frames.append(frame) }
            #expect(screen.last?.contains("[bounce 30-90]") == true)
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(frames.count == 15)
        #expect(frames.allSatisfy { (30...90).contains($0) }, "\(frames)")
        #expect(Set(frames).count > 5)
        try Self.quit(pane)
    }

    /// `:` opens the jump prompt: a time lands on its frame, a bad entry shows an error.
    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func theJumpPrompt() throws {
        guard let pane = try Self.readyPane() else { return }
        try pane.start(CLITests.sample)
        try pane.type(" ")
        try pane.waitFor { $0.last?.contains("■ paused") == true }
        try pane.type(":2.5s")
        #expect(try pane.waitFor { $0.last?.contains("jump to: 2.5s") == true }.last?.contains("jump to: 2.5s") == true)
        try pane.send("Enter")
        #expect(pane.frame(in: try pane.waitFor { pane.frame(in: $0) == 75 }) == 75)
        try pane.type(":999")
        try pane.send("Enter")
        #expect(try pane.waitFor { $0.last?.contains("outside the animation") == true }.last?.contains("outside") == true)
        try pane.send("Escape")
        try Self.quit(pane)
    }

    /// Several files (a folder among them): `n` and `p` step through the ones that open; one
    /// that does not is skipped with its error in the status bar.
    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func aListOfFilesWithNextAndPrevious() throws {
        guard let pane = try Self.readyPane() else { return }
        let folder = try ImageProviderTests.directory([
            "a.json": Data(ZipFixture.animationJSON("a").utf8), "b.json": Data(ZipFixture.animationJSON("b").utf8),
            "notes.txt": Data("not an animation".utf8),
        ])
        try pane.run(["resize-window", "-t", "p", "-x", "120", "-y", "24"], output: false)
        try pane.start("/no/such.json \(folder.path) \(CLITests.sample)")
        #expect(try pane.lines.last?.contains("a.json 2/4") == true)
        try pane.type("n")
        #expect(try pane.waitFor { $0.last?.contains("b.json 3/4") == true }.last?.contains("b.json 3/4") == true)
        try pane.type("n")
        #expect(try pane.waitFor { $0.last?.contains("bouncing-ball.json 4/4") == true }.last?.contains("4/4") == true)
        // On to the first, which cannot be opened: skipped, with why.
        try pane.type("n")
        let skipped = try pane.waitFor { $0.last?.contains("cannot open /no/such.json") == true }
        #expect(skipped.last?.contains("no such file") == true)
        try pane.type(" ")
        #expect(try pane.waitFor { $0.last?.contains("a.json 2/4") == true }.last?.contains("a.json 2/4") == true)
        // Back, past the one that cannot be opened (said again), to the last.
        try pane.type("p")
        try pane.waitFor { $0.last?.contains("cannot open /no/such.json") == true }
        try pane.type("0")
        #expect(try pane.waitFor { $0.last?.contains("bouncing-ball.json 4/4") == true }.last?.contains("4/4") == true)
        try Self.quit(pane)
    }

    /// `--control switch`: Enter toggles and plays the transition once.
    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func theSwitchPreviewToggles() throws {
        guard let pane = try Self.readyPane() else { return }
        try pane.type("\(CLITests.binary.path) \(CLITests.sample) --control switch --on 0:0.5 --off bounce")
        try pane.send("Enter")
        let off = try pane.waitFor { $0.last?.contains("switch off") == true }
        #expect(pane.frame(in: off) == 90)
        try pane.send("Enter")
        let on = try pane.waitFor { $0.last?.contains("switch on") == true && $0.last?.contains("■ paused") == true }
        #expect(pane.frame(in: on) == 60)
        try pane.send("Enter")
        let again = try pane.waitFor { $0.last?.contains("switch off") == true && $0.last?.contains("■ paused") == true }
        #expect(pane.frame(in: again) == 90)
        try Self.quit(pane)
    }

    /// A new pane whose shell is ready; nil without tmux.
    static func readyPane() throws -> PlayerTerminalTests.Pane? {
        guard let tmux = PlayerTerminalTests.tmux else { return nil }
        let pane = try PlayerTerminalTests.Pane(tmux: tmux)
        try pane.waitFor { $0.contains { $0.contains("READY$") } }
        return pane
    }

    /// Quits the player and waits for the shell.
    static func quit(_ pane: PlayerTerminalTests.Pane) throws {
        try pane.type("q")
        try pane.waitFor { $0.last?.hasPrefix("READY$") == true }
    }

    /// The pane's `columns` × `rows` cells as seen, once two captures 0.1 s apart agree (3 s at most).
    static func settledLooks(of pane: PlayerTerminalTests.Pane, columns: Int, rows: Int) throws -> ScreenLooks {
        var last: ScreenLooks?
        for _ in 0..<30 {
            let capture = try pane.run(["capture-pane", "-e", "-N", "-p", "-t", "p"]).components(separatedBy: "\n")
            let looks = ScreenLooks(lines: capture, columns: columns).region(column: 0, row: 0, columns: columns, rows: rows)
            if looks == last { return looks }
            last = looks
            Thread.sleep(forTimeInterval: 0.1)
        }
        return last ?? ScreenLooks(lines: [], columns: columns)
    }

    /// Polls the pane (3 s at most) until its top-left `columns` × `rows` cells look like
    /// `render --format ansi` of 30 % with `render` options, and records the difference if
    /// they never do.
    private func expectViewport(in pane: PlayerTerminalTests.Pane, columns: Int, rows: Int, render: [String]) throws {
        let result = try CLITests.run(
            ["render", Self.sample, "--format", "ansi", "--cols", "\(columns)", "--rows", "\(rows)", "--progress", "0.3"] + render)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = ScreenLooks(lines: result.stdout.components(separatedBy: "\n"), columns: columns)
            .region(column: 0, row: 0, columns: columns, rows: rows)
        var shown = expected
        for _ in 0..<30 {
            let capture = try pane.run(["capture-pane", "-e", "-N", "-p", "-t", "p"]).components(separatedBy: "\n")
            shown = ScreenLooks(lines: capture, columns: columns).region(column: 0, row: 0, columns: columns, rows: rows)
            if shown == expected { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(shown.differences(from: expected) == 0, "viewport \(columns)×\(rows):\n\(shown)\nexpected:\n\(expected)")
    }
}

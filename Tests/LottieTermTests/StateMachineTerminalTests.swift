import Foundation
import TestSupport
import Testing

/// The player running state machines in a real terminal (tmux): SGR mouse reports in the
/// viewport become pointer events on named layers, and the panel's keys set inputs and fire
/// events; the panel and the status bar show the states and frames that follow. Skipped
/// without tmux.
@Suite(.serialized) struct StateMachineTerminalTests {
    static let rating = Corpus.samples.appendingPathComponent("star-rating.lottie").path

    /// Starts the player on `arguments` with a terminal that reports SGR mouse events.
    static func start(_ pane: PlayerTerminalTests.Pane, _ arguments: String) throws {
        try pane.type("env -u COLORTERM TERM=xterm-256color \(CLITests.binary.path) \(arguments) --pixels off --color 256")
        try pane.send("Enter")
        try pane.waitFor { $0.contains { $0.contains("machine ") && $0.contains("running") } }
    }

    /// Presses and releases the left button at the 1-based cell in one write, so the player
    /// reads both reports at once, as it does from a quick click or a busy machine (curses then
    /// holds two mouse events behind one KEY_MOUSE).
    static func click(_ pane: PlayerTerminalTests.Pane, column: Int, row: Int) throws {
        try pane.type("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
    }

    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func aStarRatingFollowsClicksAndKeys() throws {
        guard let pane = try PlayerScreenTests.readyPane() else { return }
        try Self.start(pane, "\(Self.rating) --state-machine rating")
        // The stars drawn in the viewport (its left 48 columns) as well as the panel: a click
        // that comes before the first frame finds nothing drawn to hit.
        var screen = try pane.waitFor {
            $0.contains { $0.contains("state rated0") } && $0.contains { $0.prefix(48).contains { "▀▄█".contains($0) } }
        }
        #expect(screen.last?.hasPrefix(" ◆ rated0") == true)
        // 80 × 24 with the panel: a 48 × 22 viewport, two pixel rows a cell, so the 300 × 80
        // composition is drawn at 0.16 and centred: star k's middle (30 + 60(k-1), 40) is at
        // cell (4.8 + 9.6(k-1), 11), reported 1-based.
        try Self.click(pane, column: 25, row: 12)
        // Star 3: rating 3, state rated3, which plays marker "3" (frames 21...39) once. The
        // panel rounds the frame to a tenth, so the status bar's whole frame says it ended.
        screen = try pane.waitFor { $0.last?.hasPrefix(" ◆ rated3  39/61") == true }
        #expect(screen.contains { $0.contains("state rated3  frame 39") })
        #expect(screen.contains { $0.contains("rating  3") })
        #expect(screen.contains { $0.contains("transition rated0 -> rated3") })
        // The keys: ↓ selects rating, Enter opens its value, 5 Enter sets it.
        try pane.send("Down")
        try pane.send("Enter")
        try pane.type("5")
        try pane.send("Enter")
        // rated5 plays marker "5" (41...59) once; its end fires the OnComplete custom event.
        screen = try pane.waitFor { $0.contains { $0.contains("custom event five stars") } }
        #expect(screen.contains { $0.contains("state rated5  frame 59") })
        // Tab selects clear, an event: Enter fires it, and rated0 sets rating back to 0.
        try pane.send("Tab")
        try pane.send("Enter")
        screen = try pane.waitFor { $0.contains { $0.contains("state rated0") } }
        #expect(screen.contains { $0.contains("fired clear") })
        #expect(screen.contains { $0.contains("rating  0") })
        try PlayerScreenTests.quit(pane)
    }

    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux"))
    func aHoverPlaysWhileThePointerIsOverTheAnimation() throws {
        guard let shared = Corpus.shared else { return }
        let hover = shared.appendingPathComponent("corpus/dotlottie-web/sm/hover.lottie").path
        guard FileManager.default.fileExists(atPath: hover), let pane = try PlayerScreenTests.readyPane() else { return }
        try Self.start(pane, "'\(hover)' --state-machine hover")
        try pane.waitFor { $0.contains { $0.contains("state idle  frame 0") } }
        // A move with no button (SGR 35) inside the viewport: the pointer enters.
        try pane.type("\u{1B}[<35;20;10M")
        var screen = try pane.waitFor { $0.contains { $0.contains("state hoverIn") } }
        #expect(screen.contains { $0.contains("fired pointerEnter") })
        // hoverIn plays the whole animation forward once: it ends on frame 59.
        screen = try pane.waitFor { $0.last?.hasPrefix(" ◆ hoverIn  59/60") == true }
        #expect(screen.contains { $0.contains("state hoverIn  frame 59") })
        // Out of the viewport, over the panel: the pointer leaves and hoverOut plays back to 0.
        try pane.type("\u{1B}[<35;70;10M")
        screen = try pane.waitFor { $0.contains { $0.contains("state hoverOut  frame 0") } }
        #expect(screen.contains { $0.contains("fired pointerExit") })
        try PlayerScreenTests.quit(pane)
    }
}

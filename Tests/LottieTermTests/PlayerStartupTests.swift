import Foundation
import TestSupport
import Testing

/// The player's start in a real terminal (tmux, which answers the background and graphics
/// questions): the time from the command's start to its first frame on the screen, printed.
/// The bound is generous, as the machine may be busy; the aim is 60 ms. The screen is polled
/// as fast as tmux answers, which adds up to one round (a few milliseconds) to each time.
@Suite(.serialized) struct PlayerStartupTests {
    /// Microseconds since the epoch (what `date +%s%N` writes, in nanoseconds).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }

    /// Milliseconds from the player's start to its first frame with the status bar.
    static func timeToFirstFrame(tmux: String) throws -> Double? {
        let pane = try PlayerTerminalTests.Pane(tmux: tmux)
        try pane.waitFor { $0.contains { $0.contains("READY$") } }
        let stamp = ScratchSpace.url("start-time")
        defer { try? FileManager.default.removeItem(at: stamp) }
        try pane.type("date +%s%N > \(stamp.path); \(CLITests.binary.path) \(CLITests.sample)")
        try pane.send("Enter")
        var drawn: Double?
        for _ in 0..<2000 where drawn == nil {
            if try pane.lines.contains(where: { $0.contains("▶ playing") }) { drawn = now() }
        }
        let started = try String(contentsOf: stamp, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let drawn, let nanoseconds = Double(started) else { return nil }
        return (drawn - nanoseconds / 1e3) / 1000
    }

    @Test(.enabled(if: PlayerTerminalTests.tmux != nil, "needs tmux")) func firstFrameIsDrawnSoonAfterStart() throws {
        guard let tmux = PlayerTerminalTests.tmux else { return }
        let times = try (0..<3).map { _ in try Self.timeToFirstFrame(tmux: tmux) }
        let drawn = times.compactMap { $0 }
        #expect(drawn.count == times.count, "no frame drawn: \(times)")
        let best = drawn.min() ?? .infinity
        print("player start to first frame: best \(String(format: "%.1f", best)) ms of \(drawn.map { String(format: "%.1f", $0) })")
        #expect(best < 500, "first frame \(best) ms after start")
    }
}

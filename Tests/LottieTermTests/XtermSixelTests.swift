import Foundation
import ImageCodecs
import Lottie
import TestSupport
import Testing

/// The player in sixel mode in a real terminal: Debian's xterm (`-ti vt340`, 256 colour
/// registers) under Xvfb, screenshot with ImageMagick's `import`, the viewport compared with
/// `render` of the same frame at the same pixel size over the same black background.
@Suite struct XtermSixelTests {
    static let tools = ["/usr/bin/Xvfb", "/usr/bin/xterm", "/usr/bin/import"]
    static let available = tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }

    /// A 40 × 14 xterm in DejaVu Sans Mono 12 has 10 × 20 pixel cells, and its first cell
    /// starts 3 pixels into the window (a 1 pixel window border and a 2 pixel inner one); the
    /// player's viewport is its top 12 rows.
    static let (cellWidth, cellHeight, border) = (10, 20, 3)
    static let (columns, rows) = (40, 14)

    static func start(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Sixel shows the frame through a palette of at most 256 colours fitted to it, each given
    /// in whole percent, dithered by up to 1/64 of the range either way: on this frame of flat
    /// shapes and soft gradients that allows a mean error of 2 levels of 255 (0.92 measured).
    @Test(.enabled(if: available, "needs Debian's xterm, xvfb and imagemagick"), .timeLimit(.minutes(1)))
    func playerInSixelModeShowsTheRenderedFrame() throws {
        // A display no other server holds (another test run's may still be ending).
        let free = (0..<100).map { 150 + (Int(getpid()) + $0) % 100 }.first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") }
        let display = ":\(free ?? 150 + Int(getpid()) % 100)"
        let directory = ScratchSpace.url("xterm-sixel")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        // `-terminate`: the server ends with its last client, xterm, which ends with the player.
        let server = try Self.start(
            "/usr/bin/Xvfb", [display, "-screen", "0", "640x400x24", "-nolisten", "tcp", "-terminate"], environment: environment)
        defer { server.terminate() }
        let socket = "/tmp/.X11-unix/X\(display.dropFirst())"
        for _ in 0..<50 where !FileManager.default.fileExists(atPath: socket) { usleep(100_000) }
        // Speed 0: the first frame stays on screen, drawn once. The player ends after a minute
        // (and xterm with it) even if this test is cut off before its deferred cleanup.
        let terminal = try Self.start(
            "/usr/bin/xterm",
            [
                "-ti", "vt340", "-geometry", "\(Self.columns)x\(Self.rows)+0+0", "-fa", "DejaVu Sans Mono", "-fs", "12", "-bg", "black",
                "-fg", "white", "-xrm", "XTerm*numColorRegisters: 256", "-e", "/usr/bin/timeout", "--foreground", "60", CLITests.binary.path, "play",
                CLITests.sample, "--pixels",
                "sixel", "--terminal-bg", "dark", "--speed", "0",
            ], environment: environment)
        defer { terminal.terminate() }
        sleep(3)
        let (width, height) = (Self.columns * Self.cellWidth, (Self.rows - 2) * Self.cellHeight)
        let shot = directory.appendingPathComponent("shot.png").path
        let capture = try Self.start(
            "/usr/bin/import", ["-window", "root", "-crop", "\(width)x\(height)+\(Self.border)+\(Self.border)", "+repage", shot],
            environment: environment)
        capture.waitUntilExit()
        let seen = try ImageDecoder.decode(Data(contentsOf: URL(fileURLWithPath: shot))).straightRGBA8()
        let reference = directory.appendingPathComponent("reference.png").path
        let result = try CLITests.run(["render", CLITests.sample, "--frame", "0", "--size", "\(width)x\(height)", "-o", reference])
        #expect(result.status == 0, "\(result.stderr)")
        let truth = try ImageDecoder.decode(Data(contentsOf: URL(fileURLWithPath: reference))).straightRGBA8()
        #expect(seen.count == truth.count)
        var error = 0
        for index in 0..<min(seen.count, truth.count) / 4 {
            let alpha = Int(truth[index * 4 + 3])
            for channel in 0..<3 { error += abs(Int(seen[index * 4 + channel]) - (Int(truth[index * 4 + channel]) * alpha + 127) / 255) }
        }
        let mae = Double(error) / Double(max(1, width * height * 3))
        #expect(mae <= 2, "MAE \(mae) between the xterm viewport and render")
    }
}

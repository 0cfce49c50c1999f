import Foundation
import LottieModel
import TestSupport
import Testing

/// The player in a real terminal: tmux runs the built binary in a detached pane, keys go in
/// with `send-keys` and the screen comes back with `capture-pane`. Skipped, with a reason, without tmux.
@Suite(.serialized) struct PlayerTerminalTests {
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A tmux server of our own with one 80×24 pane running `sh`.
    final class Pane {
        let socket = "lottie-term-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        let tmux: String

        init(tmux: String) throws {
            self.tmux = tmux
            // The server started here outlives the command. Started through Process, it would
            // inherit the descriptor Foundation watches for the child's exit and never let
            // `waitUntilExit` return: spawn it with every descriptor above stderr closed. The
            // shell lives at most five minutes, and the server ends with it, so a test that is
            // cut off (a time limit, a crash) leaves no server behind.
            try Self.spawn(
                tmux,
                [
                    "-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "p", "-x", "80", "-y", "24", "env", "PS1=READY$ ",
                    "LANG=C.UTF-8", "timeout", "--foreground", "300", "sh",
                ])
            try run(["set-option", "-g", "status", "off"], output: false)
        }

        struct SpawnError: Error {}

        /// Runs `path` with stdio on /dev/null and no other inherited descriptors, and waits for it.
        static func spawn(_ path: String, _ arguments: [String]) throws {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            // Close every other descriptor in the child, open or not (glibc ignores closing one
            // that is not open): listing the open ones would race with other tests starting
            // processes in parallel.
            for fd in 3..<Int32(min(max(getdtablesize(), 3), 65_536)) { posix_spawn_file_actions_addclose(&actions, fd) }
            let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            // No blocked signals and default dispositions: the test runner's threads block most
            // signals, and a tmux server started with them blocked passes that on to the shell,
            // which then outlives both its time limit and `kill-server`.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            var all = sigset_t()
            sigemptyset(&none)
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var pid: pid_t = 0
            guard posix_spawn(&pid, path, &actions, &attributes, argv, environ) == 0 else { throw SpawnError() }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            guard status == 0 else { throw SpawnError() }
        }

        deinit {
            try? Self.spawn(tmux, ["-u", "-L", socket, "kill-server"])
        }

        @discardableResult
        func run(_ arguments: [String], output: Bool = true) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tmux)
            process.arguments = ["-u", "-L", socket] + arguments
            process.standardInput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard output else {
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                return ""
            }
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

        func send(_ keys: String...) throws {
            try run(["send-keys", "-t", "p"] + keys, output: false)
        }

        func type(_ text: String) throws {
            try run(["send-keys", "-t", "p", "-l", text], output: false)
        }

        var lines: [String] {
            get throws {
                try run(["capture-pane", "-t", "p", "-p"]).components(separatedBy: "\n").filter { !$0.isEmpty }
            }
        }

        /// Polls the screen until `condition` holds (10 s at most); returns the last screen.
        @discardableResult
        func waitFor(_ condition: ([String]) -> Bool) throws -> [String] {
            var screen: [String] = []
            for _ in 0..<100 {
                screen = try lines
                if condition(screen) { return screen }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return screen
        }

        /// The frame counter of the status bar (`▶ playing  12/120 …`).
        func frame(in screen: [String]) -> Int? {
            guard let status = screen.last(where: { $0.contains("playing") || $0.contains("paused") }) else { return nil }
            let words = status.split(separator: " ")
            guard let counter = words.first(where: { $0.contains("/") }) else { return nil }
            return Int(counter.split(separator: "/")[0])
        }

        func start(_ arguments: String) throws {
            try type("\(CLITests.binary.path) \(arguments)")
            try send("Enter")
            try waitFor { $0.contains { $0.contains("▶ playing") } }
        }

        /// The process id of the player (the pane shell's child).
        /// The player: the `lottie-term` process below the pane's process (`timeout`, then `sh`).
        func playerPID() throws -> Int32? {
            let pane = try run(["display-message", "-p", "-t", "p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            var generation = [pane]
            for _ in 0..<4 {
                let children = generation.flatMap { pid in
                    ((try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? "").split(separator: " ").map(String.init)
                }
                let name = { (pid: String) in (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "" }
                if let player = children.first(where: { name($0).hasPrefix("lottie-term") }) { return Int32(player) }
                generation = children
            }
            return nil
        }
    }

    @Test(.enabled(if: tmux != nil, "needs tmux")) func playPauseMarkersHelpResizeAndQuit() throws {
        guard let tmux = Self.tmux else { return }
        let pane = try Pane(tmux: tmux)
        try pane.waitFor { $0.contains { $0.contains("READY$") } }
        try pane.start("\(CLITests.sample) --loop loop")

        // Playing: the frame counter advances.
        let first = pane.frame(in: try pane.lines)
        Thread.sleep(forTimeInterval: 0.6)
        let second = pane.frame(in: try pane.lines)
        #expect(first != nil && second != nil && first != second)

        // Paused: it holds.
        try pane.type(" ")
        let paused = try pane.waitFor { $0.contains { $0.contains("■ paused") } }
        Thread.sleep(forTimeInterval: 0.5)
        #expect(pane.frame(in: try pane.lines) == pane.frame(in: paused))

        // Home, then `]` lands on the next marker's frame (bounce, frame 30).
        try pane.send("Home")
        try pane.waitFor { pane.frame(in: $0) == 0 }
        try pane.type("]")
        let marker = try pane.waitFor { pane.frame(in: $0) == 30 }
        #expect(pane.frame(in: marker) == 30)
        #expect(marker.last?.contains("bounce") == true)

        // `?` shows the help.
        try pane.type("?")
        let help = try pane.waitFor { $0.contains { $0.contains("play / pause") } }
        #expect(help.contains { $0.contains("previous / next marker") })
        try pane.send("Escape")
        try pane.waitFor { !$0.contains { $0.contains("play / pause") } }

        // A resize reflows at once: the status bar and timeline follow the new width.
        try pane.run(["resize-window", "-t", "p", "-x", "50", "-y", "16"], output: false)
        let resized = try pane.waitFor { screen in screen.count >= 2 && screen.last?.hasPrefix(" ■ paused") == true && screen.allSatisfy { $0.count <= 50 } && screen.contains { $0.contains("●") } }
        #expect(resized.last?.hasPrefix(" ■ paused  30/120") == true)
        #expect(resized.contains { $0.contains("●") && $0.count == 50 })

        // `q` exits and the shell is back, with nothing of the player left on screen.
        try pane.type("q")
        let shell = try pane.waitFor { screen in screen.last?.hasPrefix("READY$") == true }
        #expect(shell.last == "READY$")
        #expect(!shell.contains { $0.contains("paused") || $0.contains("●") })
        try pane.type("echo status=$?")
        try pane.send("Enter")
        #expect(try pane.waitFor { $0.contains("status=0") }.contains("status=0"))
    }

    @Test(.enabled(if: tmux != nil, "needs tmux")) func truecolorViewportAndOverlaysDoNotMix() throws {
        guard let tmux = Self.tmux else { return }
        let pane = try Pane(tmux: tmux)
        try pane.waitFor { $0.contains { $0.contains("READY$") } }
        try pane.start("\(CLITests.sample) --color truecolor")
        #expect(try pane.lines.last?.contains("half truecolor") == true)
        // One writer owns every cell: the help box drawn over the 24-bit viewport must come out
        // clean, and closing it must leave no box behind.
        try pane.type("?")
        let help = try pane.waitFor { $0.contains { $0.contains("play / pause") } }
        let line = help.first { $0.contains("play / pause") } ?? ""
        #expect(line.contains("│ space     play / pause              │"))
        try pane.send("Escape")
        let closed = try pane.waitFor { !$0.contains { $0.contains("│") } }
        #expect(!closed.contains { $0.contains("┌") || $0.contains("│") })
        try pane.type("q")
        try pane.waitFor { $0.last?.hasPrefix("READY$") == true }
    }

    /// Ctrl-Z gives the shell back a clean screen; `fg` resumes playing, and the time spent
    /// suspended does not count.
    @Test(.enabled(if: tmux != nil, "needs tmux")) func suspendAndResume() throws {
        guard let tmux = Self.tmux else { return }
        let pane = try Pane(tmux: tmux)
        try pane.waitFor { $0.contains { $0.contains("READY$") } }
        try pane.start(CLITests.sample)
        let before = pane.frame(in: try pane.lines)
        try pane.send("C-z")
        let suspended = try pane.waitFor { $0.last?.hasPrefix("READY$") == true }
        #expect(!suspended.contains { $0.contains("playing") || $0.contains("●") })
        Thread.sleep(forTimeInterval: 2)
        try pane.type("fg")
        try pane.send("Enter")
        let resumed = try pane.waitFor { $0.contains { $0.contains("▶ playing") } }
        #expect(resumed.contains { $0.contains("▶ playing") })
        // Two seconds suspended would be 60 frames; resuming goes on from about where it stopped.
        if let frame = pane.frame(in: resumed), let stopped = before {
            #expect((frame - stopped + 120) % 120 < 45)
        }
        try pane.type("q")
        try pane.waitFor { $0.last?.hasPrefix("READY$") == true }
    }

    /// Quit signals end the player cleanly (128 + the signal); fatal ones (a crash) run the
    /// precomputed reset from the C handler and then die of the signal. Either way the shell
    /// comes back with nothing of the player left on screen.
    @Test(
        .enabled(if: tmux != nil, "needs tmux"),
        arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130), (SIGSEGV, 139), (SIGABRT, 134), (SIGILL, 132)])
    func signalsRestoreTheTerminal(signal: Int32, status: Int) throws {
        guard let tmux = Self.tmux else { return }
        let pane = try Pane(tmux: tmux)
        try pane.waitFor { $0.contains { $0.contains("READY$") } }
        try pane.start(CLITests.sample)
        guard let pid = try pane.playerPID() else { return #expect(Bool(false), "no player process") }
        kill(pid, signal)
        let shell = try pane.waitFor { screen in screen.last?.hasPrefix("READY$") == true }
        #expect(!shell.contains { $0.contains("playing") || $0.contains("●") })
        try pane.type("echo status=$?")
        try pane.send("Enter")
        #expect(try pane.waitFor { $0.contains("status=\(status)") }.contains("status=\(status)"))
        // The terminal is usable again: typed text echoes (the saved termios is back).
        try pane.type("echo typed-ok")
        try pane.send("Enter")
        #expect(try pane.waitFor { $0.contains("typed-ok") }.contains { $0 == "READY$ echo typed-ok" })
    }

    @Test(.enabled(if: tmux != nil, "needs tmux")) func inspectorOpensFiltersSelectsAndYanks() throws {
        guard let tmux = Self.tmux else { return }
        let pane = try Pane(tmux: tmux)
        try pane.waitFor { $0.contains { $0.contains("READY$") } }
        try pane.start("\(CLITests.sample) --loop loop")

        // `k` opens the panel beside the viewport.
        try pane.type("k")
        let opened = try pane.waitFor { $0.contains { $0.contains("│ keypaths") } }
        #expect(opened.contains { $0.contains("▸ Ball") })

        // `/` filters with a pattern (at any depth), counting matches as it is typed; Enter keeps it.
        try pane.type("/Ball.Transform.Pos*")
        let filtered = try pane.waitFor { $0.contains { $0.contains("Pos*▏  (2 matches)") } }
        #expect(filtered.contains { $0.contains("Pos*▏  (2 matches)") })
        #expect(filtered.contains { $0.contains("│ • Ball.Transform.Position") })
        #expect(filtered.contains { $0.contains("│ • Ball.Ball.Transform.Position") })
        try pane.send("Enter")

        // The first match is selected; its value is live while the animation plays.
        let selected = try pane.waitFor { $0.contains { $0.contains("Pos*  (2 matches)") } }
        #expect(selected.contains { $0.contains("│ Ball.Transform.Position") })
        let value = { (screen: [String]) in screen.first { $0.contains("│ = 100,") && $0.contains("(animated)") } }
        let first = value(selected)
        #expect(first != nil)
        #expect(try pane.waitFor { value($0) != first && value($0) != nil }.contains { $0.contains("│ = 100,") })

        // `j` selects the next match.
        try pane.type("j")
        let next = try pane.waitFor { $0.contains { $0.contains("│ Ball.Ball.Transform.Position") } }
        #expect(next.contains { $0.contains("│ = 0,-20") })

        // `y` then `q`: the keypath is printed on the shell's screen after the player ends.
        try pane.type("y")
        #expect(try pane.waitFor { $0.contains { $0.contains("y: printed on exit") } }.contains { $0.contains("y: printed") })
        try pane.type("q")
        let shell = try pane.waitFor { screen in screen.last?.hasPrefix("READY$") == true }
        #expect(shell.suffix(2).first == "Ball.Ball.Transform.Position")
        #expect(!shell.contains { $0.contains("keypaths") })
    }
}

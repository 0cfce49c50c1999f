import Foundation
import TestSupport
import Testing

/// `--terminal-bg auto` asks the controlling terminal: run `render --format ansi` on a
/// pseudo-terminal (python's `pty`) that answers with a colour, with garbage, or not at all.
@Suite struct TerminalBackgroundQueryTests {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs `arguments` on a new pseudo-terminal whose other end writes `reply` (nil: nothing)
    /// when it sees the query; returns what the program wrote (the query removed) and the seconds it took.
    static func run(_ arguments: [String], reply: String?) throws -> (output: String, seconds: Double) {
        let script = """
            import os, pty, select, sys, time
            argv = sys.argv[2:]
            reply = sys.argv[1].encode('latin-1') if sys.argv[1] != '-' else None
            start = time.time()
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(argv[0], argv)
            out = b''
            answered = False
            while True:
                ready, _, _ = select.select([fd], [], [], 10)
                if not ready:
                    break
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                out += data
                if reply is not None and not answered and b'\\x1b[c' in out:
                    os.write(fd, reply)
                    answered = True
            os.waitpid(pid, 0)
            sys.stdout.buffer.write(b'%.3f\\n' % (time.time() - start) + out.replace(b'\\x1b]11;?\\x1b\\\\\\x1b[c', b''))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python ?? "/usr/bin/python3")
        process.arguments = ["-c", script, reply ?? "-", CLITests.binary.path] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return (lines.count > 1 ? String(lines[1]) : "", Double(lines.first ?? "") ?? .infinity)
    }

    static let frame = ["render", Corpus.samples.appendingPathComponent("keypaths.json").path, "--format", "ansi", "--cols", "30", "--progress", "0.4", "--color", "truecolor"]

    /// The same frame with the background given, as the terminal shows it (LF as CR LF).
    static func given(_ background: String) throws -> String {
        try CLITests.run(frame + ["--terminal-bg", background]).stdout.replacingOccurrences(of: "\n", with: "\r\n")
    }

    @Test(.enabled(if: python != nil, "needs python3"))
    func anAnsweredQueryGivesTheTerminalsColour() throws {
        let light = try Self.run(Self.frame, reply: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")
        #expect(light.output == (try Self.given("light")))
        #expect(light.output != (try Self.given("dark")))
        let grey = try Self.run(Self.frame, reply: "\u{1B}]11;rgb:80/80/80\u{07}\u{1B}[?1;2c")
        #expect(grey.output == (try Self.given("#808080")))
    }

    @Test(.enabled(if: python != nil, "needs python3"))
    func garbageIsIgnoredAtOnce() throws {
        let result = try Self.run(Self.frame, reply: "\u{1B}]11;rgb:zz/qq\u{07}junk\u{1B}[?1;2c")
        #expect(result.output == (try Self.given("dark")))
        #expect(result.seconds < 2)
    }

    @Test(.enabled(if: python != nil, "needs python3"))
    func aSilentTerminalCostsTheTimeoutOnce() throws {
        // The fastest of three runs each, alternating, so that a busy machine (the rest of the
        // suite) slowing one run does not decide the difference.
        var quickest = Double.infinity
        var silentest = Double.infinity
        for _ in 0..<3 {
            let quick = try Self.run(Self.frame + ["--terminal-bg", "dark"], reply: nil)
            let silent = try Self.run(Self.frame, reply: nil)
            #expect(silent.output == quick.output)
            quickest = min(quickest, quick.seconds)
            silentest = min(silentest, silent.seconds)
        }
        // 200 ms of waiting, plus noise; never a hang.
        #expect(silentest - quickest < 1.0, "silent \(silentest) s, given \(quickest) s")
        #expect(silentest - quickest > 0.15, "silent \(silentest) s, given \(quickest) s")
    }
}

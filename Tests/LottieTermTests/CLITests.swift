import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// Runs the built `lottie-term` binary and checks what a user sees: stdout, stderr and
/// the exit code.
@Suite struct CLITests {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `lottie-term` executable next to the test bundle.
    static let binary: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("lottie-term").path) {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("lottie-term")
    }()

    /// Runs the binary with `arguments`, in `environment` when given (else this process's),
    /// with `input` on its standard input (else none).
    static func run(_ arguments: [String], environment: [String: String]? = nil, input: Data? = nil) throws -> Result {
        try run(executable: binary.path, arguments, environment: environment, input: input)
    }

    /// Runs `executable` with `arguments` and `input` (else nothing) on its standard input, in
    /// `environment` when given (else this process's).
    static func run(
        executable: String, _ arguments: [String], environment: [String: String]? = nil, input: Data? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            // Written on its own thread, so that a reader that stops early cannot block the test.
            let writer = stdin.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    static let sample = Corpus.samples.appendingPathComponent("bouncing-ball.json").path

    @Test func infoDescribesASample() throws {
        let result = try Self.run(["info", Self.sample])
        #expect(result.status == 0)
        #expect(result.stdout.contains("size        200x200"))
        #expect(result.stdout.contains("fps         30"))
        #expect(result.stdout.contains("frames      0..120 (120 frames)"))
        #expect(result.stdout.contains("layers      5 (shape 3, solid 1, text 1)"))
        #expect(result.stdout.contains("settle               frame 90, 30 frames"))
    }

    @Test func noArgumentsPlaysTheBuiltInSampleButNeedsATerminal() throws {
        let result = try Self.run([])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("standard input is not a terminal"))
        #expect(result.stderr.contains("render FILE --format ansi"))
    }

    @Test func infoWithoutAFileDescribesTheBuiltInSample() throws {
        let result = try Self.run(["info"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("(built-in sample)"))
        #expect(result.stdout.contains("bouncing ball"))
    }

    @Test func infoJSON() throws {
        let result = try Self.run(["info", "--json", Self.sample])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["fps"] as? Double == 30)
        #expect(object["frames"] as? Double == 120)
        let markers = try #require(object["markers"] as? [[String: Any]])
        #expect(markers.map { $0["name"] as? String } == ["drop", "bounce", "settle"])
        #expect((object["layers"] as? [String: Any])?["shape"] as? Double == 3)
    }

    @Test func missingFileExits66() throws {
        let result = try Self.run(["info", "/nonexistent/anim.json"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/nonexistent/anim.json: no such file"))
        #expect(result.stdout.isEmpty)
    }

    /// A misspelt command before a file says so, rather than playing the file or calling the
    /// word a missing file; a bare word that is a file or folder still plays.
    @Test func aMisspeltCommandIsAUsageError() throws {
        let sample = Corpus.samples.appendingPathComponent("bouncing-ball.json").path
        for arguments in [["chekc", sample], ["compat", sample], ["rendr"]] {
            let result = try Self.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("unknown command \"\(arguments[0])\", and no file of that name"), "\(result.stderr)")
            #expect(result.stderr.contains("the commands are play, info, check"), "\(result.stderr)")
        }
        let missing = try Self.run(["nosuch.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("nosuch.json: no such file"))
    }

    /// `-` reads the animation from standard input (as `/dev/stdin`), and a pipe given by name
    /// (`<(…)`, `/dev/stdin`) is read to its end; an empty stream is malformed JSON (65).
    @Test func standardInputAndPipesAreRead() throws {
        let json = try Data(contentsOf: URL(fileURLWithPath: Self.sample))
        let info = try Self.run(["info", "-"], input: json)
        #expect(info.status == 0, "\(info.stderr)")
        #expect(info.stdout.contains("name        bouncing ball"))
        let check = try Self.run(["check", "/dev/stdin"], input: json)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("/dev/stdin: ok"))
        let dotLottie = try Data(contentsOf: Corpus.samples.appendingPathComponent("star-rating.lottie"))
        let archive = try Self.run(["info", "-"], input: dotLottie)
        #expect(archive.status == 0 && archive.stdout.contains("name        star rating"), "\(archive.stderr)")
        let empty = try Self.run(["check", "-"], input: Data())
        #expect(empty.status == 65)
        #expect(empty.stderr.contains("/dev/stdin: line 1, column 1: malformed JSON: the input is empty"), "\(empty.stderr)")
    }

    @Test func directoryExits66() throws {
        let result = try Self.run(["info", Corpus.samples.path])
        #expect(result.status == 66)
        #expect(result.stderr.contains("is a directory"))
    }

    @Test func undecodableFileExits65WithThePath() throws {
        let file = Corpus.samples.appendingPathComponent("invalid/wrong-type-fill-color.json").path
        let result = try Self.run(["info", file])
        #expect(result.status == 65)
        #expect(result.stderr.contains("layers[2].shapes[1].c.k: expected"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func syntaxErrorsGiveLineAndColumn() throws {
        let file = Corpus.samples.appendingPathComponent("invalid/truncated.json").path
        let result = try Self.run(["info", file])
        #expect(result.status == 65)
        #expect(result.stderr.contains("line "))
        #expect(result.stderr.contains("column "))
    }

    @Test func emptyFileExits65() throws {
        let file = ScratchSpace.url("empty", extension: "json")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLITests.run(["info", file.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("the input is empty"))
    }

    @Test func dotLottieOpensAndDamagedOnesExit65() throws {
        let manifest = #"{"version":"1.0","animations":[{"id":"ball","loop":true}]}"#
        let archive = try ZipFixture.dotLottie(manifest: manifest, [("animations/ball.json", BuiltInSample.json)])
        let file = ScratchSpace.url("dotlottie", extension: "lottie")
        try archive.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLITests.run(["info", file.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("layers      5 (shape 3, solid 1, text 1)"))
        #expect(result.stdout.contains("  * ball                loop"))
        try Data([0x50, 0x4B, 0x03, 0x04, 0, 0]).write(to: file)
        let damaged = try Self.run(["info", file.path])
        #expect(damaged.status == 65)
        #expect(damaged.stderr.contains("the zip archive is truncated or corrupt"))
    }

    @Test func checkListsDiagnosticsAndKeepsGoing() throws {
        let bad = Corpus.samples.appendingPathComponent("invalid/zero-frame-rate.json").path
        let result = try Self.run(["check", Self.sample, bad, "/nonexistent.json"])
        #expect(result.status == 66)
        // The sample's text layer is drawn (DejaVu Sans through fontconfig), so nothing to report.
        #expect(result.stdout.contains("\(Self.sample): ok, 0 diagnostics\n"))
        #expect(result.stderr.contains("fr: frame rate must be positive"))
        #expect(result.stderr.contains("/nonexistent.json: no such file"))
    }

    @Test func usageErrorsExit64() throws {
        #expect(try Self.run(["check"]).status == 64)
        #expect(try Self.run(["info", "--bogus"]).status == 64)
        #expect(try Self.run(["bench", Self.sample]).status == 64)
    }

    @Test func benchDecodeJSON() throws {
        let result = try Self.run(["bench", "--decode", "--json", "--runs", "3", "--seconds", "0", Self.sample])
        #expect(result.status == 0)
        let line = try #require(result.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["file"] as? String == Self.sample)
        #expect((object["decode_ms"] as? Double ?? -1) >= 0)
    }

    @Test func benchStartupJSON() throws {
        let result = try Self.run(["bench", "--startup", "--json", "--runs", "2", "--cols", "40", "--rows", "20", Self.sample])
        #expect(result.status == 0)
        let line = try #require(result.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["file"] as? String == Self.sample)
        let firstFrame = object["first_frame_ms"] as? Double ?? -1
        #expect(firstFrame > 0 && firstFrame <= object["first_frame_median_ms"] as? Double ?? -1)
        #expect((object["version_ms"] as? Double ?? -1) > 0)
        #expect(try Self.run(["bench", "--startup", "--runs", "1", "/no/such/file.json"]).status != 0)
    }

    @Test func builtInSampleMatchesTheSampleFile() throws {
        let result = try Self.run(["info", "--json"])
        let fromFile = try Self.run(["info", "--json", Self.sample])
        #expect(result.stdout.replacingOccurrences(of: "(built-in sample)", with: Self.sample) == fromFile.stdout)
    }
}

/// `render --text KEYPATH=STRING`.
@Suite struct RenderTextOptionTests {
    static let sample = Corpus.samples.appendingPathComponent("text-layout.json").path

    @Test func replacedTextChangesThePixels() throws {
        let directory = ScratchSpace.url("text-option")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("plain.png").path
        let replaced = directory.appendingPathComponent("replaced.png").path
        #expect(try CLITests.run(["render", Self.sample, "--frame", "0", "-o", plain]).status == 0)
        let result = try CLITests.run(["render", Self.sample, "--frame", "0", "-o", replaced, "--text", "Heading=Hi", "--text", "Counter=9"])
        #expect(result.status == 0)
        #expect(FileManager.default.contents(atPath: plain) != FileManager.default.contents(atPath: replaced))
        // The same text as the file's own draws the same pixels.
        let same = directory.appendingPathComponent("same.png").path
        #expect(try CLITests.run(["render", Self.sample, "--frame", "0", "-o", same, "--text", "Counter=3"]).status == 0)
        #expect(FileManager.default.contents(atPath: plain) == FileManager.default.contents(atPath: same))
    }

    @Test func noFontFallbackLeavesTextInMissingFontsUndrawn() throws {
        let directory = ScratchSpace.url("font-fallback")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = try String(contentsOfFile: Self.sample, encoding: .utf8)
            .replacingOccurrences(of: "\"DejaVu Sans\"", with: "\"No Such Family 9876\"")
        let file = directory.appendingPathComponent("missing-font.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let paths = ["fallback", "none", "background"].map { directory.appendingPathComponent("\($0).png").path }
        #expect(try CLITests.run(["render", file.path, "--frame", "0", "-o", paths[0]]).status == 0)
        #expect(try CLITests.run(["render", file.path, "--frame", "0", "-o", paths[1], "--no-font-fallback"]).status == 0)
        // With every text layer undrawn, only the background is left.
        #expect(
            try CLITests.run([
                "render", file.path, "--frame", "0", "-o", paths[2], "--text", "Heading=", "--text", "Counter=",
                "--text", "Paragraph=", "--text", "Wave=",
            ]).status == 0)
        let images = paths.map { FileManager.default.contents(atPath: $0) }
        #expect(images[0] != images[1])
        #expect(images[1] == images[2])
    }

    @Test func aTextOptionWithoutKeypathIsAUsageError() throws {
        let result = try CLITests.run(["render", Self.sample, "--frame", "0", "-o", "/dev/null", "--text", "no-equals-sign"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--text must be KEYPATH=STRING"))
    }

    @Test func infoShortensHugeNames() throws {
        let name = "\\u001b[2J" + String(repeating: "n", count: 200_000)
        let file = ScratchSpace.url("huge-name", extension: "json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"v":"5.7.0","nm":"\#(name)","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[]}"#.utf8).write(to: file)
        let result = try CLITests.run(["info", file.path])
        #expect(result.status == 0)
        let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("name") } ?? ""
        #expect(line.count < 120)
        #expect(line.hasSuffix("…"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func benchKeepsGoingPastFilesItCannotRead() throws {
        let broken = ScratchSpace.url("broken", extension: "json")
        defer { try? FileManager.default.removeItem(at: broken) }
        try Data("{".utf8).write(to: broken)
        for mode in ["--render", "--cells", "--decode"] {
            let result = try CLITests.run(
                ["bench", mode, "--runs", "1", "--seconds", "0", "--json", broken.path, "/no/such/file.json", Self.sample])
            #expect(result.status != 0, "\(mode)")
            #expect(result.stdout.contains("text-layout.json"), "\(mode): \(result.stdout)")
            #expect(result.stderr.contains("no such file"), "\(mode): \(result.stderr)")
        }
    }
}

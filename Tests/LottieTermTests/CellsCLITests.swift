import Foundation
import TestSupport
import Testing

/// `render --format ansi` and `bench --cells` run end to end: the text a user sees.
@Suite struct CellsCLITests {
    static let sample = CLITests.sample
    static let escape = "\u{1B}["

    static func text(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let result = try CLITests.run(["render", sample, "--format", "ansi"] + arguments, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func monochromeFrameIsPlainTextKeepingTheAspectRatio() throws {
        let text = try Self.text(["--cols", "40", "--color", "mono", "--progress", "0.5"])
        #expect(!text.contains(Self.escape))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 20)  // 200 × 200 composition, cells twice as tall as wide
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= 40 })
        #expect(text.contains("█"))
    }

    @Test func theFirstFrameIsTheDefault() throws {
        let first = try Self.text(["--cols", "30", "--color", "256"])
        #expect(first == (try Self.text(["--cols", "30", "--color", "256", "--progress", "0"])))
        #expect(first == (try Self.text(["--cols", "30", "--color", "256", "--frame", "0"])))
        #expect(first != (try Self.text(["--cols", "30", "--color", "256", "--progress", "0.5"])))
    }

    @Test func colourModesUseTheirEscapes() throws {
        let truecolor = try Self.text(["--cols", "30", "--color", "truecolor"])
        #expect(truecolor.contains("8;2;"))
        let palette = try Self.text(["--cols", "30", "--color", "256"])
        #expect(palette.contains("8;5;") && !palette.contains("8;2;"))
        let basic = try Self.text(["--cols", "30", "--color", "16"])
        #expect(basic.contains(Self.escape) && !basic.contains("8;5;") && !basic.contains("8;2;"))
    }

    @Test func autoColourFollowsTheEnvironment() throws {
        #expect(try Self.text(["--cols", "20"], environment: ["COLORTERM": "truecolor"]).contains("8;2;"))
        #expect(try Self.text(["--cols", "20"]).contains("8;5;"))
        #expect(!(try Self.text(["--cols", "20"], environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]).contains(Self.escape)))
        #expect(try Self.text(["--cols", "20", "--color", "256"], environment: ["NO_COLOR": "1"]).contains("8;5;"))
        let forced = ["NO_COLOR": "1", "CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"]
        #expect(try Self.text(["--cols", "20"], environment: forced).contains("8;2;"))
    }

    @Test func commandsOtherThanRenderAnsiPrintNoEscapes() throws {
        let forced = ["CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"]
        for arguments in [["info", CLITests.sample], ["check", CLITests.sample], ["analyze", CLITests.sample], ["keypaths", CLITests.sample]] {
            let result = try CLITests.run(arguments, environment: forced)
            #expect(result.status == 0 && !result.stdout.contains("\u{1B}"), "\(arguments[0])")
        }
    }

    @Test func brailleAndExplicitRows() throws {
        let text = try Self.text(["--cols", "24", "--rows", "6", "--cells", "braille", "--color", "mono"])
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 6)
        #expect(text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    }

    @Test(arguments: [
        (["--format", "ansi"], "--format ansi needs --cols"),
        (["--cols", "10", "--frame", "0", "-o", "/tmp/x.png"], "need --format ansi"),
        (["--format", "ansi", "--cols", "10", "-o", "/tmp/x.txt"], "prints one frame to stdout"),
        (["--format", "ansi", "--cols", "0"], "--cols must be between 1 and 1000"),
        (["--format", "ansi", "--cols", "10", "--color", "8"], "--color"),
        (["--format", "ansi", "--cols", "10", "--frame", "1", "--progress", "0"], "at most one"),
    ])
    func badOptionsExit64(arguments: [String], message: String) throws {
        let result = try CLITests.run(["render", Self.sample] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func benchCellsJSON() throws {
        let spinner = Corpus.samples.appendingPathComponent("spinner.json").path
        let result = try CLITests.run([
            "bench", "--cells", "--json", "--runs", "1", "--cols", "40", "--rows", "20", "--cells-mode", "braille", spinner,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["file"] as? String == spinner)
        #expect(object["size"] as? String == "40x20")
        #expect(object["cells"] as? String == "braille")
        #expect(object["color"] as? String == "truecolor")
        #expect((object["encode_ms"] as? Double ?? -1) >= 0)
        let full = try #require(object["bytes_full"] as? Double)
        let changed = try #require(object["bytes_diff"] as? Double)
        #expect(full > 0 && changed > 0 && changed < full)
    }

    @Test func benchNeedsOneMeasurement() throws {
        let result = try CLITests.run(["bench", "--cells", "--render", Self.sample])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--decode, --render, --cells, --png or --startup"))
    }
}

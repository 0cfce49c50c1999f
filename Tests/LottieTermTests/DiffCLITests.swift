import Foundation
import ImageCodecs
import Lottie
import LottieModel
import TestSupport
import Testing

/// `diff` on pairs made from the samples in a scratch folder: each kind of change, identical
/// files, files written again with reordered keys and respelled numbers, bad input, and the
/// frame measures against `render` and the scoring tool's `compare`.
@Suite struct DiffCLITests {
    static let ball = Corpus.samples.appendingPathComponent("bouncing-ball.json")

    /// A copy of `sample` in `directory` named `name`, with each `(old, new)` text replaced (once,
    /// where it must be).
    static func variant(of sample: URL, in directory: URL, name: String, replacing replacements: [(String, String)]) throws -> String {
        var text = try String(contentsOf: sample, encoding: .utf8)
        for (old, new) in replacements {
            #expect(text.components(separatedBy: old).count == 2, "\(old) is not in \(sample.lastPathComponent) once")
            text = text.replacingOccurrences(of: old, with: new)
        }
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// `diff` of the sample and its variant; its output, lines joined, and its status.
    static func diff(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let result = try CLITests.run(["diff"] + arguments)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return (result.status, result.stdout)
    }

    @Test func aColourChangedInOneLayer() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let changed = try Self.variant(of: Self.ball, in: directory, name: "colour.json", replacing: [("[0.25, 0.55, 0.35, 1]", "[0.8, 0.3, 0.2, 1]")])
        let result = try Self.diff([Self.ball.path, changed])
        #expect(result.status == 1)
        #expect(
            result.text == """
                layers
                  ~ Floor.Fill.Color: #408c59 -> #cc4d33
                frames 0-119 at 160x160: 120 compared, 120 differ
                  ~ 0-119 (120 frames): worst frame 7: MAE 8.424, 10.453 % of pixels and 11.023 % of cells off by more than 32
                different: 1 change, 120 of 120 frames differ

                """)
    }

    @Test func aKeyframeMoved() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The ball's second position keyframe (of five, so only their times are shown).
        let moved = try Self.variant(
            of: Self.ball, in: directory, name: "moved.json", replacing: [(#"{ "t": 30, "s": [100, 160]"#, #"{ "t": 36, "s": [100, 160]"#)])
        let result = try Self.diff([Self.ball.path, moved])
        #expect(result.status == 1)
        #expect(
            result.text == """
                layers
                  ~ Ball.Transform.Position: 5 keyframes at 0, 30, 60, 90, 120 -> 5 keyframes at 0, 36, 60, 90, 120
                frames 0-119 at 160x160: 120 compared, 44 differ
                  ~ 9-52 (44 frames): worst frame 29: MAE 6.867, 6.984 % of pixels and 7.086 % of cells off by more than 32
                different: 1 change, 44 of 120 frames differ

                """)
        // The shadow's third opacity keyframe (of four, shown with their values): too faint a
        // change for the first frame to differ.
        let faint = try Self.variant(of: Self.ball, in: directory, name: "faint.json", replacing: [(#"{ "t": 60, "s": [30] }"#, #"{ "t": 70, "s": [30] }"#)])
        let json = try Self.diff([Self.ball.path, faint, "--format", "json", "--frames", "0"])
        #expect(json.status == 1)
        let changes =
            #"[{"change":"changed","section":"layers","subject":"Shadow.Transform.Opacity","#
            + #""old":"keyframes 0: 20, 30: 60, 60: 30, 90: 60","new":"keyframes 0: 20, 30: 60, 70: 30, 90: 60","#
            + #""oldTimes":[0,30,60,90],"newTimes":[0,30,70,90]}]"#
        let frames = #""frames":{"size":"160x160","threshold":1,"compared":1,"differing":0,"first":0,"last":0,"runs":[]}"#
        #expect(json.text == #"{"old":"\#(Self.ball.path)","new":"\#(faint)","same":false,"changes":\#(changes),"moreChanges":0,\#(frames)}"# + "\n")
    }

    @Test func aLayerAdded() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let moon = """
            {
              "ty": 4, "nm": "Moon", "ind": 6, "ip": 0, "op": 120, "st": 0, "sr": 1,
              "ks": { "a": { "a": 0, "k": [0, 0] }, "p": { "a": 0, "k": [160, 40] }, "s": { "a": 0, "k": [100, 100] }, "r": { "a": 0, "k": 0 }, "o": { "a": 0, "k": 100 } },
              "shapes": [
                { "ty": "el", "nm": "Disc", "p": { "a": 0, "k": [0, 0] }, "s": { "a": 0, "k": [30, 30] } },
                { "ty": "fl", "nm": "Fill", "c": { "a": 0, "k": [1, 1, 0.8, 1] }, "o": { "a": 0, "k": 100 }, "r": 1 }
              ]
            },
            {
              "ty": 1, "nm": "Sky"
            """
        let added = try Self.variant(of: Self.ball, in: directory, name: "added.json", replacing: [("{\n      \"ty\": 1, \"nm\": \"Sky\"", moon)])
        let result = try Self.diff([Self.ball.path, added])
        #expect(result.status == 1)
        #expect(
            result.text == """
                layers
                  + Moon: shape layer
                frames 0-119 at 160x160: 120 compared, 120 differ
                  ~ 0-119 (120 frames): worst frame 0: MAE 0.567, 1.746 % of pixels and 1.742 % of cells off by more than 32
                different: 1 change, 120 of 120 frames differ

                """)
    }

    @Test func anImageReplaced() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = Corpus.samples.appendingPathComponent("image-layers.json")
        let images = directory.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: sample, to: directory.appendingPathComponent("image-layers.json"))
        // The checker with its colours inverted, and the same pixels written at another compression.
        let checker = try ImageDecoder.decode(Data(contentsOf: Corpus.samples.appendingPathComponent("images/checker.png")))
        let bytes = checker.straightRGBA8()
        let inverted = bytes.enumerated().map { $0.offset % 4 == 3 ? $0.element : 255 - $0.element }
        let pixels = PixelBuffer(width: checker.width, height: checker.height, straightRGBA8: inverted)
        let same = PixelBuffer(width: checker.width, height: checker.height, straightRGBA8: bytes)
        let invertedPNG = PNGEncoder(compressionLevel: 9).encode(pixels)
        try Data(invertedPNG).write(to: images.appendingPathComponent("checker.png"))
        let replaced = try Self.diff([sample.path, directory.appendingPathComponent("image-layers.json").path])
        #expect(replaced.status == 1)
        #expect(
            replaced.text == """
                images
                  ~ image checker [bytes]: 87 bytes -> \(invertedPNG.count) bytes; pixels changed
                frames 0-29 at 160x160: 30 compared, 30 differ
                  ~ 0-29 (30 frames): worst frame 16: MAE 45.441, 19.941 % of pixels and 19.938 % of cells off by more than 32
                different: 1 change, 30 of 30 frames differ

                """)
        let samePNG = PNGEncoder(compressionLevel: 0).encode(same)
        try Data(samePNG).write(to: images.appendingPathComponent("checker.png"))
        let reencoded = try Self.diff([sample.path, directory.appendingPathComponent("image-layers.json").path])
        #expect(reencoded.status == 1)
        #expect(
            reencoded.text == """
                images
                  ~ image checker [bytes]: 87 bytes -> \(samePNG.count) bytes; same pixels
                frames 0-29 at 160x160: 30 compared, 0 differ
                different: 1 change, 0 of 30 frames differ

                """)
    }

    @Test func identicalFilesHaveNoChange() throws {
        let result = try Self.diff([Self.ball.path, Self.ball.path])
        #expect(result.status == 0)
        #expect(
            result.text == """
                frames 0-119 at 160x160: 120 compared, 0 differ
                same: no changes, 0 of 120 frames differ

                """)
    }

    /// Every sample written again with its object keys in reverse order and every number in
    /// another spelling (`1.00000000000000000e+02`) has no change, in structure or frames.
    @Test(arguments: Corpus.sampleFiles().filter { !$0.path.contains("/invalid/") && !$0.path.contains("/targets/") })
    func aFileWrittenAgainHasNoChange(sample: URL) throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Beside a copy of the images, which the animation finds by relative paths.
        try FileManager.default.copyItem(at: Corpus.samples.appendingPathComponent("images"), to: directory.appendingPathComponent("images"))
        let value = try JSONReader.parse(Array(try Data(contentsOf: sample)))
        let rewritten = directory.appendingPathComponent(sample.lastPathComponent)
        try Data(Self.respelled(value).utf8).write(to: rewritten)
        let animation = try Animation(jsonBytes: Array(try Data(contentsOf: sample)))
        let count = Int(animation.outPoint - animation.inPoint)
        let result = try Self.diff([sample.path, rewritten.path])
        #expect(result.status == 0)
        #expect(
            result.text == """
                frames 0-\(count - 1) at 160x160: \(count) compared, 0 differ
                same: no changes, 0 of \(count) frames differ

                """)
    }

    /// `value` as JSON with each object's keys in reverse order, numbers in exponent notation
    /// with 17 digits, and spaces around the punctuation.
    static func respelled(_ value: JSONValue) -> String {
        switch value {
        case .null, .bool, .string: JSONWriter.string(of: value)
        case .number(let number): String(format: "%.17e", number)
        case .array(let elements): "[ " + elements.map(respelled).joined(separator: " , ") + " ]"
        case .object(let object):
            "{ " + object.entries.reversed().map { JSONWriter.string(of: .string($0.key)) + " : " + respelled($0.value) }.joined(separator: " , ") + " }"
        }
    }

    @Test func badInputExitsWithTheUsualCodes() throws {
        let invalid = Corpus.samples.appendingPathComponent("invalid/zero-frame-rate.json").path
        let missing = try CLITests.run(["diff", Self.ball.path, "/nonexistent.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("/nonexistent.json"), "\(missing.stderr)")
        #expect(missing.stdout.isEmpty)
        let undecodable = try CLITests.run(["diff", invalid, Self.ball.path])
        #expect(undecodable.status == 65)
        #expect(undecodable.stderr.hasPrefix("lottie-term: \(invalid): "), "\(undecodable.stderr)")
        #expect(try CLITests.run(["diff", invalid, "/nonexistent.json"]).status == 66)
        #expect(try CLITests.run(["diff", Self.ball.path]).status == 64)
        #expect(try CLITests.run(["diff", Self.ball.path, Self.ball.path, "--threshold", "-1"]).status == 64)
        let outside = try CLITests.run(["diff", Self.ball.path, Self.ball.path, "--frames", "200"])
        #expect(outside.status == 64)
        #expect(outside.stderr == "lottie-term: \(Self.ball.path): --frames: frame 200 is outside the animation's frames 0-120\n")
    }

    static var hasNumpy: Bool { FidelityTests.hasNumpy }

    /// The measures `diff` reports for a frame are the scoring tool's for the PNG files `render`
    /// writes of that frame, and a frame differs exactly when the tool fails it.
    @Test(.enabled(if: hasNumpy, "../shared or python3 with numpy is absent"))
    func theFrameMeasuresAreTheScoringTools() throws {
        guard let tools = FidelityTests.tools else { return }
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A slight change of the floor's colour, which the scoring passes, and a strong one, which it fails.
        let slight = try Self.variant(of: Self.ball, in: directory, name: "slight.json", replacing: [("[0.25, 0.55, 0.35, 1]", "[0.3, 0.58, 0.38, 1]")])
        let strong = try Self.variant(of: Self.ball, in: directory, name: "strong.json", replacing: [("[0.25, 0.55, 0.35, 1]", "[0.8, 0.3, 0.2, 1]")])
        var outcomes: Set<Bool> = []
        for (changed, frame) in [(slight, "0"), (slight, "45"), (strong, "29"), (strong, "100")] {
            for (file, name) in [(Self.ball.path, "old"), (changed, "new")] {
                let render = try CLITests.run(["render", file, "--frame", frame, "--size", "160x160", "-o", directory.appendingPathComponent("\(name).png").path])
                #expect(render.status == 0, "\(render.stderr)")
            }
            let script = """
                import json, sys
                sys.path.insert(0, sys.argv[1])
                import score
                print(json.dumps(score.compare(score.read_png(sys.argv[2]), score.read_png(sys.argv[3]))))
                """
            let scored = try CLITests.run(
                executable: "/usr/bin/env",
                ["python3", "-c", script, tools.path, directory.appendingPathComponent("old.png").path, directory.appendingPathComponent("new.png").path])
            #expect(scored.status == 0, "\(scored.stderr)")
            let reference = try #require(try JSONSerialization.jsonObject(with: Data(scored.stdout.utf8)) as? [String: Any])
            // With --threshold 0 every frame that changes at all is a run of one, with its measures.
            let measured = try Self.diff([Self.ball.path, changed, "--frames", frame, "--threshold", "0", "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(measured.text.utf8)) as? [String: Any])
            let runs = try #require((object["frames"] as? [String: Any])?["runs"] as? [[String: Any]])
            for background in ["white", "black"] {
                let expected = try #require(reference[background] as? [String: Double])
                let found = runs.first?[background] as? [String: Double] ?? [:]
                for key in ["mae", "pct_gt32", "halfblock_pct_gt32"] {
                    #expect(abs((found[key] ?? 0) - (expected[key] ?? -1)) <= 0.0015, "frame \(frame) \(background) \(key): \(found) vs \(expected)")
                }
            }
            let passes = try #require(reference["pass"] as? Bool)
            #expect(try Self.diff([Self.ball.path, changed, "--frames", frame]).text.contains("1 compared, \(passes ? 0 : 1) differ"), "frame \(frame)")
            outcomes.insert(passes)
        }
        #expect(outcomes == [true, false], "the frames should include one the scoring passes and one it fails")
    }
}

extension DiffCLITests {
    /// `play --compare` with a version that cannot be opened stops before the terminal is used.
    @Test func playCompareWithAMissingFileSaysSo() throws {
        let result = try CLITests.run(["play", CLITests.sample, "--compare", "/nonexistent.json"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("lottie-term: /nonexistent.json: no such file"))
    }
}

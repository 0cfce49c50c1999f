import Foundation
import TestSupport
import Testing

/// `lottie-term` on `.lottie` and `.tgs` files: `info` lists the animations, `--animation`
/// picks one, and every corpus container opens and renders.
@Suite struct DotLottieCLITests {
    /// Writes `data` to a temporary file with extension `ext`; remove it when done.
    static func temporaryFile(_ data: Data, extension ext: String) throws -> URL {
        let url = ScratchSpace.url("container", extension: ext)
        try data.write(to: url)
        return url
    }

    @Test func infoListsTheAnimationsAndTheirSettings() throws {
        let file = try Self.temporaryFile(try DotLottieTests.version1(), extension: "lottie")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLITests.run(["info", file.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("name        second"))
        #expect(result.stdout.contains("container   dotLottie v1.0, 2 animations"))
        #expect(result.stdout.contains("    first               loop, speed 1.5, direction -1, bounce, no autoplay"))
        #expect(result.stdout.contains("  * second              loop, normal"))
    }

    @Test func infoJSONHasTheContainer() throws {
        let file = try Self.temporaryFile(try DotLottieTests.version1(), extension: "lottie")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLITests.run(["info", "--json", "--animation", "first", file.path])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "first")
        let container = try #require(object["container"] as? [String: Any])
        #expect(container["animation"] as? String == "first")
        #expect(container["defaultAnimation"] as? String == "second")
        let animations = try #require(container["animations"] as? [[String: Any]])
        #expect(animations.map { $0["id"] as? String } == ["first", "second"])
        #expect(animations.first?["speed"] as? Double == 1.5)
        #expect(animations.first?["playMode"] as? String == "bounce")
    }

    @Test func unknownAnimationIdExits65NamingTheIds() throws {
        let file = try Self.temporaryFile(try DotLottieTests.version1(), extension: "lottie")
        defer { try? FileManager.default.removeItem(at: file) }
        for command in [["info"], ["check"], ["render", "--frame", "0", "-o", "/dev/null"]] {
            let result = try CLITests.run(command + ["--animation", "nope", file.path])
            #expect(result.status == 65)
            #expect(result.stderr.contains("no animation with id 'nope'; available: first, second"))
        }
    }

    @Test func renderPicksTheAnimation() throws {
        let file = try Self.temporaryFile(try DotLottieTests.version1(), extension: "lottie")
        let output = ScratchSpace.url("dotlottie", extension: "png")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: output)
        }
        let result = try CLITests.run(["render", file.path, "--animation", "first", "--frame", "10", "-o", output.path, "--size", "32x32"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: output).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func truncatedArchiveExits65WithAClearMessage() throws {
        let data = try DotLottieTests.version1()
        let file = try Self.temporaryFile(data.prefix(data.count / 2), extension: "lottie")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLITests.run(["check", file.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(file.path): the zip archive is truncated or corrupt"))
    }

    @Test func tgsInfoAndCheck() throws {
        let file = try Self.temporaryFile(try ZipFixture.gzip(Data(GzipTests.json.utf8)), extension: "tgs")
        defer { try? FileManager.default.removeItem(at: file) }
        let info = try CLITests.run(["info", file.path])
        #expect(info.status == 0)
        #expect(info.stdout.contains("name        sticker"))
        let check = try CLITests.run(["check", "--animation", "x", file.path])
        #expect(check.status == 65)
        #expect(check.stderr.contains("has a single animation; --animation x applies only to .lottie files"))
    }

    @Test(.enabled(if: Corpus.shared != nil, "../shared/corpus is absent"))
    func everyCorpusContainerOpensAndRenders() throws {
        let entries = Corpus.animations(extensions: ["lottie", "tgs"])
        #expect(entries.count >= 20)
        let output = ScratchSpace.url("dotlottie-corpus", extension: "png")
        defer { try? FileManager.default.removeItem(at: output) }
        var failures: [String] = []
        for entry in entries {
            let info = try CLITests.run(["info", "--json", entry.url.path])
            guard info.status == 0, let object = try? JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any],
                let inPoint = object["inPoint"] as? Double
            else {
                failures.append("\(entry.path): info exit \(info.status): \(info.stderr)")
                continue
            }
            let render = try CLITests.run(["render", entry.url.path, "--frame", "\(inPoint)", "-o", output.path, "--size", "64x64"])
            if render.status != 0 { failures.append("\(entry.path): render exit \(render.status): \(render.stderr)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

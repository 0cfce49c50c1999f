import Foundation
import Lottie
import LottieGraphics
import LottieModel
import TestSupport
import Testing

/// `lottie-term keypaths` and `render --set`, run as a user runs them.
@Suite struct KeypathsCLITests {
    static let sample = Corpus.samples.appendingPathComponent("keypaths.json").path

    static let expectedLists: [String] = {
        guard let shared = Corpus.shared else { return [] }
        let root = shared.appendingPathComponent("expected/keypaths")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".keypaths.txt") }.sorted()
    }()

    @Test(.enabled(if: !expectedLists.isEmpty, "the shared corpus is absent"), arguments: expectedLists)
    func printsWhatLottieIOSPrints(_ listPath: String) throws {
        guard let shared = Corpus.shared else { return }
        let expected = try String(
            contentsOf: shared.appendingPathComponent("expected/keypaths").appendingPathComponent(listPath), encoding: .utf8)
        let file = shared.appendingPathComponent("corpus").appendingPathComponent(String(listPath.dropLast(".keypaths.txt".count)))
        let result = try CLITests.run(["keypaths", file.path])
        #expect(result.status == 0)
        #expect(result.stdout == expected + "\n")
    }

    @Test func matchWithValuesListsPropertiesAtAFrame() throws {
        let result = try CLITests.run(["keypaths", Self.sample, "--match", "**.Fill 1.Color", "--values", "--frame", "30"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Badge.Circle.Fill 1.Color = #800080
                Left.Dot.Dot.Fill 1.Color = #ffffff
                Panel.Rect.Fill 1.Color = #00ff00
                Right.Dot.Dot.Fill 1.Color = #ffffff

                """)
    }

    @Test func setOverridesWhatValuesShow() throws {
        let result = try CLITests.run([
            "keypaths", Self.sample, "--match", "Panel.**.Fill 1.*", "--values", "--set", "Panel.**.Color=1,0.5,0",
            "--set", "**.Fill 1.Opacity=50",
        ])
        #expect(result.status == 0)
        #expect(result.stdout == "Panel.Rect.Fill 1.Color = #ff8000\nPanel.Rect.Fill 1.Opacity = 50\n")
    }

    @Test func treeShowsKindsAndNesting() throws {
        let result = try CLITests.run(["keypaths", Self.sample, "--match", "Left.**", "--tree"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Left (precomp layer)\n  Transform (transform)\n    .Anchor Point\n"))
        #expect(result.stdout.contains("\n  Dot (shape layer)\n"))
        #expect(result.stdout.contains("\n    Dot (group)\n"))
        #expect(result.stdout.contains("\n      Fill 1 (shape fl)\n        .Color\n        .Opacity\n"))
        #expect(!result.stdout.contains("Badge"))
    }

    @Test func jsonListsEntriesWithTypesAndValues() throws {
        let result = try CLITests.run(["keypaths", Self.sample, "--match", "Badge.Circle.Fill 1.*", "--json", "--values"])
        #expect(result.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["keypath"] as? String } == ["Badge.Circle.Fill 1.Color", "Badge.Circle.Fill 1.Opacity"])
        #expect(entries.map { $0["type"] as? String } == ["color", "number"])
        #expect(entries.map { $0["value"] as? String } == ["#ff0000", "100"])
        #expect(entries.first?["animated"] as? Bool == true)
    }

    @Test func unmatchedPatternsAreUsageErrorsNamingTheClosestKeypaths() throws {
        let listing = try CLITests.run(["keypaths", Self.sample, "--match", "**.Fil 1.Colour"])
        #expect(listing.status == 64)
        #expect(listing.stderr.contains("no keypath matches **.Fil 1.Colour; closest: Badge.Circle.Fill 1.Color"))
        let render = try CLITests.run(["render", Self.sample, "--frame", "0", "-o", "/dev/null", "--set", "Pannel.Transform.Opacity=0"])
        #expect(render.status == 64)
        #expect(render.stderr.contains("no property matches Pannel.Transform.Opacity; closest: Panel.Transform.Opacity"))
        let kind = try CLITests.run(["render", Self.sample, "--frame", "0", "-o", "/dev/null", "--set", "**.Color=5"])
        #expect(kind.status == 64)
        #expect(kind.stderr.contains("the value is a number, but **.Color matches color properties"))
        let syntax = try CLITests.run(["render", Self.sample, "--frame", "0", "-o", "/dev/null", "--set", "**.Color"])
        #expect(syntax.status == 64)
    }

    @Test func renderWithSetMatchesTheEditedFile() throws {
        let directory = ScratchSpace.url("keypaths-cli")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The same animation with every fill colour written as red in the file.
        var json = try String(contentsOfFile: Self.sample, encoding: .utf8)
        let red = #""c":{"a":0,"k":[1,0,0,1]}"#
        for fill in [#""c":{"a":0,"k":[1,1,1,1]}"#, #""c":{"a":0,"k":[0,1,0,1]}"#] {
            json = json.replacingOccurrences(of: fill, with: red)
        }
        let animatedStart = try #require(json.range(of: #""c":{"a":1,"#))
        let animatedEnd = try #require(json.range(of: "]}]}", range: animatedStart.upperBound..<json.endIndex))
        json.replaceSubrange(animatedStart.lowerBound..<animatedEnd.upperBound, with: red)
        let edited = directory.appendingPathComponent("edited.json")
        try json.write(to: edited, atomically: true, encoding: .utf8)

        let overridden = directory.appendingPathComponent("set.png").path
        let reference = directory.appendingPathComponent("edited.png").path
        let plain = directory.appendingPathComponent("plain.png").path
        let set = try CLITests.run([
            "render", Self.sample, "--frame", "30", "--size", "100x100", "-o", overridden, "--set", "**.Fill 1.Color=#ff0000",
        ])
        #expect(set.status == 0, "\(set.stderr)")
        _ = try CLITests.run(["render", edited.path, "--frame", "30", "--size", "100x100", "-o", reference])
        _ = try CLITests.run(["render", Self.sample, "--frame", "30", "--size", "100x100", "-o", plain])
        let overriddenBytes = try Data(contentsOf: URL(fileURLWithPath: overridden))
        #expect(overriddenBytes == (try Data(contentsOf: URL(fileURLWithPath: reference))))
        #expect(overriddenBytes != (try Data(contentsOf: URL(fileURLWithPath: plain))))
    }
}

import Foundation
import Lottie
import TestSupport
import Testing

/// `DotLottieFile`: both manifest versions, the default animation, images and themes,
/// and the safety checks on hostile or damaged archives.
@Suite struct DotLottieTests {
    static let version1Manifest = #"""
        {"version":"1.0","generator":"test","activeAnimationId":"second","animations":[
          {"id":"first","loop":true,"speed":1.5,"direction":-1,"playMode":"bounce","autoplay":false},
          {"id":"second","loop":3,"mode":"normal"}],
         "themes":[{"id":"dark","animations":["first"]}]}
        """#

    static func version1() throws -> Data {
        try ZipFixture.dotLottie(
            manifest: version1Manifest,
            [
                ("animations/first.json", ZipFixture.animationJSON("first")), ("animations/second.json", ZipFixture.animationJSON("second", frames: 90)),
                ("images/img_0.png", "not really a png"), ("themes/dark.json", #"{"rules":[]}"#),
            ])
    }

    static func open(_ data: Data) throws(LottieLoadingError) -> DotLottieFile {
        try DotLottieFile.loadedFrom(data: data, filename: "test.lottie")
    }

    /// The reason of the `invalidContainer` error that opening `data` throws.
    static func rejection(_ data: Data) -> String? {
        do {
            _ = try open(data)
            return nil
        } catch {
            if case .invalidContainer(let path, let reason) = error, path == "test.lottie" { return reason }
            return "unexpected error \(error)"
        }
    }

    // MARK: - Manifests

    @Test func version1ManifestAnimationsAndSettings() throws {
        let file = try Self.open(try Self.version1())
        let manifest = try #require(file.manifest)
        #expect(manifest.version == "1.0")
        #expect(manifest.generator == "test")
        #expect(!manifest.isVersion2)
        #expect(file.animationIds == ["first", "second"])
        #expect(file.defaultAnimationId == "second")  // activeAnimationId
        let first = try #require(file.manifestEntry(forAnimation: "first"))
        #expect(first.loop == true && first.speed == 1.5 && first.direction == -1)
        #expect(first.playMode == "bounce" && first.autoplay == false)
        let second = try #require(file.manifestEntry(forAnimation: "second"))
        #expect(second.loop == true && second.playMode == "normal" && second.speed == nil)
        #expect(manifest.themes.map(\.id) == ["dark"])
        #expect(manifest.themes.first?.animations == ["first"])
        #expect(file.images["img_0.png"] == Data("not really a png".utf8))
        #expect(file.themes["dark"] == Data(#"{"rules":[]}"#.utf8))
        #expect(try file.animation().model.name == "second")
        #expect(try file.animation(id: "first").model.name == "first")
    }

    @Test func version2ManifestUsesTheShortFoldersAndInitialAnimation() throws {
        let manifest = #"{"version":"2","generator":"g","initial":{"animation":"b"},"animations":[{"id":"a"},{"id":"b","name":"Bee"}],"themes":[{"id":"night","name":"Night"}]}"#
        let data = try ZipFixture.dotLottie(
            manifest: manifest,
            [
                ("a/a.json", ZipFixture.animationJSON("alpha")), ("a/b.json", ZipFixture.animationJSON("beta")),
                ("i/pic.webp", "bytes"), ("t/night.json", "{}"), ("s/machine.json", "{}"),
            ])
        let file = try Self.open(data)
        #expect(file.manifest?.isVersion2 == true)
        #expect(file.animationIds == ["a", "b"])
        #expect(file.defaultAnimationId == "b")
        #expect(file.manifestEntry(forAnimation: "b")?.name == "Bee")
        #expect(file.manifest?.themes.first?.name == "Night")
        #expect(file.images.keys.sorted() == ["pic.webp"])
        #expect(file.themes.keys.sorted() == ["night"])
        #expect(try file.animation().model.name == "beta")
    }

    @Test func withoutActiveOrInitialTheFirstListedIsTheDefault() throws {
        let manifest = #"{"version":"1","animations":[{"id":"z"},{"id":"y"}]}"#
        let file = try Self.open(
            try ZipFixture.dotLottie(
                manifest: manifest,
                [
                    ("animations/y.json", ZipFixture.animationJSON("y")), ("animations/z.json", ZipFixture.animationJSON("z")),
                ]))
        #expect(file.defaultAnimationId == "z")
    }

    @Test func missingManifestFallsBackToTheAnimationsFolder() throws {
        let data = try ZipFixture.dotLottie(
            manifest: nil,
            [
                ("animations/.DS_Store", "x"), ("animations/only.json", ZipFixture.animationJSON("only")),
            ])
        let file = try Self.open(data)
        #expect(file.manifest == nil)
        #expect(file.animationIds == ["only"])
        #expect(try file.animation().model.name == "only")
    }

    @Test func unknownAnimationIdNamesTheAvailableOnes() throws {
        let file = try Self.open(try Self.version1())
        #expect(throws: LottieLoadingError.animationNotFound(path: "test.lottie", id: "nope", available: ["first", "second"])) {
            try file.animationJSON(id: "nope")
        }
    }

    @Test func listedAnimationWithoutAFileIsAClearError() throws {
        let file = try Self.open(try ZipFixture.dotLottie(manifest: #"{"animations":[{"id":"ghost"}]}"#, []))
        #expect(throws: LottieLoadingError.invalidContainer(path: "test.lottie", reason: "the manifest lists animation 'ghost' but the archive has no ghost.json")) {
            try file.animationJSON()
        }
    }

    @Test func archiveWithoutAnimationsIsRejected() throws {
        let reason = Self.rejection(try ZipFixture.dotLottie(manifest: nil, [("readme.txt", "hi")]))
        #expect(reason?.contains("holds no animation") == true)
    }

    @Test func malformedManifestIsRejected() throws {
        let reason = Self.rejection(try ZipFixture.dotLottie(manifest: "{\"animations\": [", []))
        #expect(reason?.hasPrefix("manifest.json is not valid JSON") == true)
    }

    @Test func archiveMadeByZIPFoundationOpens() throws {
        let url = ScratchSpace.url("zipfoundation", extension: "lottie")
        defer { try? FileManager.default.removeItem(at: url) }
        try? FileManager.default.removeItem(at: url)
        try ZipFixture.writeWithZIPFoundation(
            to: url,
            [
                ("manifest.json", #"{"version":"1.0","animations":[{"id":"made"}]}"#),
                ("animations/made.json", ZipFixture.animationJSON("made")),
            ])
        let file = try DotLottieFile.loadedFrom(filepath: url.path)
        #expect(try file.animation().model.name == "made")
    }
}

import Foundation
import Lottie
import LottieGraphics
import TestSupport
import Testing

/// What a dotLottie file tells a player: per-animation configurations (loop mode, speed,
/// direction, autoplay), the lottie-ios style `animations` API, and themes applied through slots.
@Suite struct DotLottiePlaybackTests {
    /// A 10×10 square filled with slot `fill` (red unless a theme overrides it).
    static let slotted = #"""
        {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":10,"h":10,
         "slots":{"fill":{"p":{"a":0,"k":[1,0,0]}}},
         "layers":[{"ty":4,"ind":1,"ip":0,"op":30,"st":0,"ks":{},"shapes":[
           {"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},
           {"ty":"fl","c":{"sid":"fill","a":0,"k":[0,0,0]},"o":{"a":0,"k":100}}]}]}
        """#

    static func themed(manifest: String, themes: [(String, String)]) throws -> DotLottieFile {
        let files = [("a/square.json", slotted)] + themes.map { ("t/\($0.0).json", $0.1) }
        return try DotLottieFile.loadedFrom(data: try ZipFixture.dotLottie(manifest: manifest, files), filename: "themed.lottie")
    }

    static let version2Manifest = #"""
        {"version":"2","animations":[{"id":"square","initialTheme":"blue"}],"themes":[{"id":"blue"},{"id":"green"},{"id":"bad"}]}
        """#

    static let themes = [
        ("blue", #"{"rules":[{"id":"fill","type":"Color","value":[0,0,1]}]}"#),
        ("green", #"{"rules":[{"id":"fill","type":"Color","keyframes":[{"frame":0,"value":[0,1,0]},{"frame":30,"value":[0,1,0]}]},{"id":"other","type":"Image","value":{}}]}"#),
        ("bad", "[1, 2"),
    ]

    /// The colour the square shows at frame 0.
    static func color(of animation: LottieAnimation) -> Color {
        LottieFrameRenderer(animation: animation).render(frame: 0, width: 10, height: 10).straightColor(x: 5, y: 5)
    }

    // MARK: - Configurations

    @Test func version1SettingsBecomeConfigurations() throws {
        let file = try DotLottieTests.open(try DotLottieTests.version1())
        let first = file.configuration(forAnimation: "first")
        #expect(first.id == "first")
        #expect(first.loopMode == .autoReverse)  // playMode bounce
        #expect(first.speed == -1.5)  // speed 1.5, direction -1
        #expect(first.autoplay == false && first.specifiesPlayback)
        let second = file.configuration(forAnimation: "second")
        #expect(second.loopMode == .loop && second.speed == 1 && second.autoplay == nil)
        let unknown = file.configuration(forAnimation: "nope")
        #expect(unknown.loopMode == .playOnce && unknown.speed == 1 && !unknown.specifiesPlayback)
    }

    @Test func animationsMirrorLottieIOS() throws {
        let file = try DotLottieTests.open(try DotLottieTests.version1())
        #expect(file.animations.map(\.configuration.id) == ["first", "second"])
        #expect(file.animation()?.configuration.id == "second")  // the default (activeAnimationId)
        #expect(file.animation(for: "first")?.animation.endFrame == 60)
        #expect(file.animation(at: 1)?.animation.endFrame == 90)
        #expect(file.animation(at: 2) == nil && file.animation(at: -1) == nil)
        #expect(file.animation(for: "nope") == nil)
    }

    // MARK: - Themes

    @Test func version2ThemesOverrideSlots() throws {
        let file = try Self.themed(manifest: Self.version2Manifest, themes: Self.themes)
        #expect(file.configuration(forAnimation: "square").themeId == "blue")
        #expect(Self.color(of: try file.animation()) == Color(r: 0, g: 0, b: 1))  // the initial theme
        #expect(Self.color(of: try file.animation(themeId: "green")) == Color(r: 0, g: 1, b: 0))  // keyframed rule
        let plain = try LottieAnimation.from(data: try file.animationJSON())
        #expect(Self.color(of: plain) == Color(r: 1, g: 0, b: 0))
    }

    @Test func version1ThemesAreSlotObjects() throws {
        let manifest = #"{"version":"1","animations":[{"id":"square"}],"themes":[{"id":"night","animations":["square"]}]}"#
        let archive = try ZipFixture.dotLottie(
            manifest: manifest,
            [
                ("animations/square.json", Self.slotted), ("themes/night.json", #"{"fill":{"p":{"a":0,"k":[0,0,0.5]}}}"#),
            ])
        let file = try DotLottieFile.loadedFrom(data: archive, filename: "v1.lottie")
        #expect(Self.color(of: try file.animation()) == Color(r: 1, g: 0, b: 0))  // v1 has no initial theme
        let night = Self.color(of: try file.animation(themeId: "night"))
        #expect(abs(night.b - 0.5) < 0.01 && night.r == 0)
    }

    @Test func rulesForOtherAnimationsAreSkipped() throws {
        let theme = #"{"rules":[{"id":"fill","type":"Color","value":[0,0,1],"animations":["another"]}]}"#
        let file = try Self.themed(manifest: #"{"version":"2","animations":[{"id":"square"}]}"#, themes: [("t", theme)])
        #expect(Self.color(of: try file.animation(themeId: "t")) == Color(r: 1, g: 0, b: 0))
    }

    @Test func unknownAndMalformedThemesAreClearErrors() throws {
        let file = try Self.themed(manifest: Self.version2Manifest, themes: Self.themes)
        #expect(throws: LottieLoadingError.themeNotFound(path: "themed.lottie", id: "red", available: ["bad", "blue", "green"])) {
            try file.animation(themeId: "red")
        }
        #expect(throws: LottieLoadingError.self) { try file.animation(themeId: "bad") }
        do {
            _ = try file.animation(themeId: "bad")
        } catch let error as LottieLoadingError {
            guard case .invalidContainer(_, let reason) = error else { throw error }
            #expect(reason.hasPrefix("theme 'bad': the theme is not valid JSON"))
        }
    }

    @Test func themesThroughTheCLI() throws {
        let directory = ScratchSpace.url("themes")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("themed.lottie").path
        try ZipFixture.dotLottie(manifest: Self.version2Manifest, [("a/square.json", Self.slotted)] + Self.themes.map { ("t/\($0.0).json", $0.1) })
            .write(to: URL(fileURLWithPath: path))
        let info = try CLITests.run(["info", path])
        #expect(info.status == 0)
        #expect(info.stdout.contains("themes      bad, blue, green"))
        let unknown = try CLITests.run(["render", path, "--theme", "red", "--frame", "0", "-o", directory.appendingPathComponent("x.png").path])
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("no theme with id 'red'; available: bad, blue, green"))
        let json = directory.appendingPathComponent("plain.json").path
        try Data(Self.slotted.utf8).write(to: URL(fileURLWithPath: json))
        let single = try CLITests.run(["render", json, "--theme", "blue", "--frame", "0", "-o", directory.appendingPathComponent("y.png").path])
        #expect(single.status == 65)
        #expect(single.stderr.contains("has no themes"))
    }

    @Test func namedSearchesDirectories() throws {
        let root = ScratchSpace.url("dotlottie-named")
        let folder = root.appendingPathComponent("b/stickers")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try DotLottieTests.version1().write(to: folder.appendingPathComponent("pack.lottie"))
        let paths = [root.appendingPathComponent("a").path, root.appendingPathComponent("b").path]
        let file = try DotLottieFile.named("pack", searchDirectories: paths, subdirectory: "stickers")
        #expect(file.animationIds == ["first", "second"])
        #expect(try DotLottieFile.named("pack.lottie", searchDirectories: paths, subdirectory: "stickers").animationIds.count == 2)
        #expect(throws: LottieLoadingError.fileNotFound(path: "other")) {
            try DotLottieFile.named("other", searchDirectories: paths, subdirectory: "stickers")
        }
    }
}

import Foundation
import Lottie
import Synchronization
import Testing
import ZIPFoundation

/// Loading as the seeds write it: `LottieAnimation` as `Codable`, from URLs (closure and
/// async), the view's initializers, dotLottie files from a bundle, and `LottieConfiguration`.
struct LoadingSeedTests {
    /// A type of the app's own that holds an animation.
    struct Screen: Codable {
        var title: String
        var animation: LottieAnimation
    }

    @Test func lottieAnimationIsCodable() throws {
        let data = Data(SeedFixtures.toggleJSON.utf8)
        let animation = try JSONDecoder().decode(LottieAnimation.self, from: data)
        #expect(animation.endFrame == 90 && animation.markerNames.count == 6)
        let screen = Screen(title: "Intro", animation: animation)
        let encoded = try JSONEncoder().encode(screen)
        let decoded = try JSONDecoder().decode(Screen.self, from: encoded)
        #expect(decoded.title == "Intro" && decoded.animation.markerNames == animation.markerNames)
        #expect(decoded.animation.endFrame == animation.endFrame && decoded.animation.framerate == animation.framerate)
        let view = LottieAnimationView(animation: decoded.animation)
        #expect(SeedFixtures.rgba(view.renderCurrentFrame(), 60, 60) == [255, 0, 0, 255])
        // Broken JSON is a decoding error with its place.
        let broken = Data(#"{"v":"5.7.0","fr":"thirty","ip":0,"op":90,"w":100,"h":100,"layers":[]}"#.utf8)
        #expect(throws: LottieDecodingError.self) { try JSONDecoder().decode(LottieAnimation.self, from: broken) }
    }

    @Test func loadedFromFileURLWithClosureAndAsync() async throws {
        let bundle = try SeedFixtures.bundle()
        let url = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("toggle.json")
        let cache = DefaultAnimationCache()
        let received = Mutex<[Bool]>([])
        LottieAnimation.loadedFrom(url: url, closure: { animation in received.withLock { $0.append(animation != nil) } }, animationCache: cache)
        #expect(received.withLock { $0 } == [true] && cache.animation(forKey: url.absoluteString) != nil)
        let animation = await LottieAnimation.loadedFrom(url: url, animationCache: cache)
        #expect(animation === cache.animation(forKey: url.absoluteString))
        let missing = await LottieAnimation.loadedFrom(url: url.appendingPathExtension("gone"), animationCache: nil)
        #expect(missing == nil)
    }

    @Test func viewInitializers() throws {
        let bundle = try SeedFixtures.bundle()
        let folder = URL(fileURLWithPath: bundle.bundlePath)
        let named = LottieAnimationView(name: "StarAnimation", bundle: bundle, subdirectory: "Animations")
        #expect(named.animation?.endFrame == 90 && named.frame.size == CGSize(width: 100, height: 100))
        let path = LottieAnimationView(filePath: folder.appendingPathComponent("avatar_animation.json").path)
        #expect(path.animation != nil)
        var failure: (any Error)?
        let url = LottieAnimationView(url: folder.appendingPathComponent("toggle.json"), closure: { failure = $0 })
        #expect(url.animation != nil && failure == nil)
        _ = LottieAnimationView(url: folder.appendingPathComponent("missing.json"), closure: { failure = $0 })
        #expect(failure != nil)
        let missing = LottieAnimationView(name: "missing", bundle: bundle)
        #expect(missing.animation == nil && missing.renderCurrentFrame().width == 1)
    }

    /// A `.lottie` with one animation that loops at twice the speed, as the manifest says.
    static func dotLottie(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("toggles.lottie")
        let archive = try Archive(url: url, accessMode: .create)
        let manifest = #"{"version":"1","animations":[{"id":"toggle","loop":true,"speed":2}]}"#
        for (name, text) in [("manifest.json", manifest), ("animations/toggle.json", SeedFixtures.toggleJSON)] {
            let data = Data(text.utf8)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url
    }

    @Test func dotLottieFromABundle() throws {
        let bundle = try SeedFixtures.bundle()
        _ = try Self.dotLottie(in: URL(fileURLWithPath: bundle.bundlePath))
        let file = try DotLottieFile.named("toggles", bundle: bundle)
        let view = LottieAnimationView(dotLottie: file)
        #expect(view.animation?.endFrame == 90 && view.loopMode == .loop && view.animationSpeed == 2)
        var opened: (view: LottieAnimationView, error: (any Error)?)?
        _ = LottieAnimationView(dotLottieName: "toggles", bundle: bundle) { view, error in opened = (view, error) }
        #expect(opened?.view.animation != nil && opened?.error == nil)
        _ = LottieAnimationView(dotLottieName: "missing", bundle: bundle) { view, error in opened = (view, error) }
        #expect(opened?.view.animation == nil && opened?.error != nil)
        var result: Result<DotLottieFile, LottieLoadingError>?
        DotLottieFile.named("toggles", bundle: bundle) { result = $0 }
        #expect((try? result?.get())?.animationIds == ["toggle"])
    }

    @Test func configurationHasOneEngine() throws {
        var configuration = LottieConfiguration.shared
        configuration.renderingEngine = .mainThread
        configuration.decodingStrategy = .legacyCodable
        let view = LottieAnimationView(animation: try SeedFixtures.toggle, configuration: configuration)
        #expect(view.configuration.renderingEngine == .specific(.mainThread))
        // Whatever the option says, the one engine draws the same pixels.
        let other = LottieAnimationView(animation: try SeedFixtures.toggle, configuration: LottieConfiguration(renderingEngine: .coreAnimation))
        #expect(view.renderCurrentFrame().straightRGBA8() == other.renderCurrentFrame().straightRGBA8())
    }
}

/// `loadedFrom(url:)` over http, from a Python file server on the loopback address.
struct HTTPLoadingSeedTests {
    static let hasPython = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    @Test(.enabled(if: hasPython, "needs /usr/bin/python3 for a loopback file server"))
    func loadedFromHTTPURL() async throws {
        let bundle = try SeedFixtures.bundle()
        let port = Int.random(in: 20_000...60_000)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        server.arguments = ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", bundle.bundlePath]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            // SIGKILL: the server inherits the test runner's blocked signals, so SIGTERM would
            // leave it running after the tests.
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)/"))
        var animation: LottieAnimation?
        for _ in 0..<50 where animation == nil {  // until the server listens, at most 5 s
            animation = await LottieAnimation.loadedFrom(url: base.appendingPathComponent("toggle.json"), animationCache: nil)
            if animation == nil { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(animation?.endFrame == 90)
        // A 404 and a file that is not an animation give nil.
        #expect(await LottieAnimation.loadedFrom(url: base.appendingPathComponent("missing.json"), animationCache: nil) == nil)
        #expect(await LottieAnimation.loadedFrom(url: base.appendingPathComponent("avatar_assets/checker.png"), animationCache: nil) == nil)
    }
}

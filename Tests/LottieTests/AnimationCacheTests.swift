import Foundation
import Lottie
import TestSupport
import Testing

/// `DefaultAnimationCache` (LRU, thread-safe), `LottieAnimationCache.shared`, and the cached
/// loaders `LottieAnimation.named` and `LottieAnimation.filepath` with lottie-ios's keys.
@Suite(.serialized) struct AnimationCacheTests {
    static let sample = Corpus.samples.appendingPathComponent("bouncing-ball.json").path

    static func animation(_ name: String = "a") throws -> LottieAnimation {
        try LottieAnimation.from(data: Data(ZipFixture.animationJSON(name).utf8))
    }

    @Test func evictsTheLeastRecentlyUsed() throws {
        let cache = DefaultAnimationCache(cacheSize: 2)
        let (a, b, c) = (try Self.animation("a"), try Self.animation("b"), try Self.animation("c"))
        cache.setAnimation(a, forKey: "a")
        cache.setAnimation(b, forKey: "b")
        #expect(cache.animation(forKey: "a") === a)  // a is now the most recent
        cache.setAnimation(c, forKey: "c")
        #expect(cache.animation(forKey: "b") == nil)
        #expect(cache.animation(forKey: "a") === a)
        #expect(cache.animation(forKey: "c") === c)
        #expect(cache.count == 2)
    }

    @Test func sizeDefaultsTo100AndShrinkingEvicts() throws {
        let cache = DefaultAnimationCache()
        #expect(cache.cacheSize == 100)
        let animation = try Self.animation()
        for index in 0..<150 { cache.setAnimation(animation, forKey: "\(index)") }
        #expect(cache.count == 100)
        #expect(cache.animation(forKey: "49") == nil && cache.animation(forKey: "50") === animation)
        cache.cacheSize = 10
        #expect(cache.count == 10)
        #expect(cache.animation(forKey: "50") === animation)  // just used, so kept
        cache.clearCache()
        #expect(cache.count == 0 && cache.animation(forKey: "50") == nil)
        cache.cacheSize = 0
        cache.setAnimation(animation, forKey: "x")
        #expect(cache.animation(forKey: "x") == nil)
    }

    @Test func manyTasksHammeringOneCache() async throws {
        let cache = DefaultAnimationCache(cacheSize: 16)
        let animations = try (0..<64).map { try Self.animation("a\($0)") }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<32 {
                group.addTask {
                    var mismatches = 0
                    for step in 0..<500 {
                        let key = (task * 7 + step * 13) % animations.count
                        if step % 3 == 0 {
                            cache.setAnimation(animations[key], forKey: "\(key)")
                        } else if let found = cache.animation(forKey: "\(key)"), found !== animations[key] {
                            mismatches += 1
                        }
                        if step % 97 == 0 { _ = cache.count }
                        if task == 0 && step == 250 { cache.clearCache() }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(cache.count <= 16)
    }

    @Test func filepathIsCachedByPath() throws {
        let cache = DefaultAnimationCache()
        let first = try #require(LottieAnimation.filepath(Self.sample, animationCache: cache))
        #expect(cache.animation(forKey: Self.sample) === first)
        #expect(LottieAnimation.filepath(Self.sample, animationCache: cache) === first)
        let uncached = LottieAnimation.filepath(Self.sample, animationCache: nil)
        #expect(uncached != nil && uncached !== first)
        #expect(LottieAnimation.filepath("/nonexistent/x.json", animationCache: cache) == nil)
    }

    @Test func namedSearchesDirectoriesWithLottieIOSKeys() throws {
        let root = ScratchSpace.url("named")
        let first = root.appendingPathComponent("first")
        let second = root.appendingPathComponent("second")
        try FileManager.default.createDirectory(at: second.appendingPathComponent("anims"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        try Data(ZipFixture.animationJSON("wave").utf8).write(to: second.appendingPathComponent("anims/wave.json"))
        try Data("{".utf8).write(to: first.appendingPathComponent("broken.json"))

        let cache = DefaultAnimationCache()
        let wave = try #require(
            LottieAnimation.named("wave", searchDirectories: [first.path, second.path], subdirectory: "anims", animationCache: cache))
        #expect(wave.model.name == "wave")
        #expect(cache.animation(forKey: second.path + "anims" + "/" + "wave") === wave)
        #expect(LottieAnimation.named("wave.json", searchDirectories: [second.path], subdirectory: "anims", animationCache: nil) != nil)
        #expect(LottieAnimation.named("missing", searchDirectories: [first.path, second.path], animationCache: cache) == nil)
        #expect(LottieAnimation.named("broken", searchDirectories: [first.path], animationCache: cache) == nil)
        #expect(cache.count == 1)
    }
}

import Foundation
import Lottie
import Synchronization
import Testing

/// The examples of the seeds' animation-cache document (`002_…`), as a Linux app writes them.
/// The custom caches are `final` and keep their state behind a lock: `AnimationCacheProvider`
/// is `Sendable` in lottie-ios too, so Swift 6 asks the same of them there.
@Suite(.serialized) struct AnimationCacheSeedTests {
    /// "Use custom cache implementation".
    final class CustomAnimationCache: AnimationCacheProvider {
        private let storage = Mutex<[String: LottieAnimation]>([:])

        func animation(forKey key: String) -> LottieAnimation? { storage.withLock { $0[key] } }
        func setAnimation(_ animation: LottieAnimation, forKey key: String) { storage.withLock { $0[key] = animation } }
        func clearCache() { storage.withLock { $0.removeAll() } }
    }

    /// "Monitoring Cache Performance".
    final class MonitoredCache: AnimationCacheProvider {
        private let underlyingCache = DefaultAnimationCache()
        private let counts = Mutex((hits: 0, misses: 0))

        func animation(forKey key: String) -> LottieAnimation? {
            if let animation = underlyingCache.animation(forKey: key) {
                counts.withLock { $0.hits += 1 }
                return animation
            } else {
                counts.withLock { $0.misses += 1 }
                return nil
            }
        }

        func setAnimation(_ animation: LottieAnimation, forKey key: String) {
            underlyingCache.setAnimation(animation, forKey: key)
        }

        func clearCache() {
            underlyingCache.clearCache()
            counts.withLock { $0 = (0, 0) }
        }

        var hitRatio: Double {
            counts.withLock { total in
                let all = total.hits + total.misses
                return all > 0 ? Double(total.hits) / Double(all) : 0
            }
        }
    }

    @Test func automaticCaching() throws {
        let bundle = try SeedFixtures.bundle()
        let cache = DefaultAnimationCache()
        let animation1 = LottieAnimation.named("toggle", bundle: bundle, animationCache: cache)  // Loads and caches
        let animation2 = LottieAnimation.named("toggle", bundle: bundle, animationCache: cache)  // Retrieved from cache
        #expect(animation1 != nil && animation1 === animation2)
        // Explicit cache control: no cache decodes again.
        let animation3 = LottieAnimation.named("toggle", bundle: bundle, animationCache: nil)
        #expect(animation3 != nil && animation3 !== animation1)
        // Custom cache for specific animation.
        let customCache = DefaultAnimationCache()
        let animation4 = LottieAnimation.named("StarAnimation", bundle: bundle, subdirectory: "Animations", animationCache: customCache)
        #expect(animation4 != nil && customCache.animation(forKey: bundle.bundlePath + "Animations/StarAnimation") === animation4)
        #expect(LottieAnimation.named("missing", bundle: bundle, animationCache: cache) == nil)
    }

    @Test func disableCachingGloballyAndUseCustomCacheImplementation() throws {
        let bundle = try SeedFixtures.bundle()
        let original = LottieAnimationCache.shared
        defer { LottieAnimationCache.shared = original }
        #expect(original === DefaultAnimationCache.sharedCache)

        LottieAnimationCache.shared = nil
        let a = LottieAnimation.named("toggle", bundle: bundle)
        let b = LottieAnimation.named("toggle", bundle: bundle)
        #expect(a != nil && b != nil && a !== b)

        let custom = CustomAnimationCache()
        LottieAnimationCache.shared = custom
        let c = LottieAnimation.named("toggle", bundle: bundle)
        #expect(c != nil && LottieAnimation.named("toggle", bundle: bundle) === c)
        let path = bundle.bundlePath + "/toggle.json"
        let d = LottieAnimation.filepath(path)
        #expect(d != nil && custom.animation(forKey: path) === d)
    }

    @Test func configureSharedCacheAndManualCacheOperations() throws {
        let bundle = try SeedFixtures.bundle()
        let cache = DefaultAnimationCache.sharedCache
        let size = cache.cacheSize
        defer { cache.cacheSize = size }
        DefaultAnimationCache.sharedCache.cacheSize = 50  // Limit to 50 animations
        #expect(cache.cacheSize == 50)

        let key = "button-animation-\(UUID().uuidString)"
        #expect(cache.animation(forKey: key) == nil)
        if let animation = LottieAnimation.named("toggle", bundle: bundle) {
            cache.setAnimation(animation, forKey: key)
            let animationView = LottieAnimationView(animation: cache.animation(forKey: key))
            #expect(animationView.animation === animation)
        }
        #expect(cache.animation(forKey: key) != nil)

        let customCache = DefaultAnimationCache()
        customCache.cacheSize = 200  // Larger cache for this instance
        #expect(customCache.cacheSize == 200)
        customCache.cacheSize = 1
        for name in ["toggle", "avatar_animation"] {
            _ = LottieAnimation.named(name, bundle: bundle, animationCache: customCache)
        }
        // LRU: the second evicted the first.
        #expect(customCache.animation(forKey: bundle.bundlePath + "/toggle") == nil)
        #expect(customCache.animation(forKey: bundle.bundlePath + "/avatar_animation") != nil)
        customCache.clearCache()
        #expect(customCache.animation(forKey: bundle.bundlePath + "/avatar_animation") == nil)
    }

    @Test func monitoringCachePerformance() throws {
        let bundle = try SeedFixtures.bundle()
        let monitored = MonitoredCache()
        for _ in 0..<4 { _ = LottieAnimation.named("toggle", bundle: bundle, animationCache: monitored) }
        #expect(monitored.hitRatio == 0.75)  // one miss, then three hits
        monitored.clearCache()
        #expect(monitored.hitRatio == 0)
    }
}

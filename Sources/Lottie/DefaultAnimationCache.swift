import Synchronization

/// A thread-safe least-recently-used cache of decoded animations, as lottie-ios's
/// `DefaultAnimationCache`: it holds at most `cacheSize` animations (100 by default) and
/// evicts the one used longest ago.
///
/// ```swift
/// let cache = DefaultAnimationCache(cacheSize: 20)
/// let animation = LottieAnimation.filepath("intro.json", animationCache: cache)   // decoded once
/// cache.clearCache()
/// ```
public final class DefaultAnimationCache: AnimationCacheProvider {
    /// The cache `LottieAnimationCache.shared` starts with.
    public static let sharedCache = DefaultAnimationCache()

    private struct State {
        var cacheSize: Int
        /// Animations with the tick of their last use.
        var entries: [String: (animation: LottieAnimation, lastUse: UInt64)] = [:]
        var tick: UInt64 = 0

        mutating func evictOverflow() {
            while entries.count > cacheSize, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[oldest.key] = nil
            }
        }
    }

    private let state: Mutex<State>

    /// - Parameter cacheSize: the most animations kept (negative counts as 0, which disables caching).
    public init(cacheSize: Int = 100) {
        state = Mutex(State(cacheSize: max(0, cacheSize)))
    }

    /// The most animations kept; lowering it evicts the least recently used at once.
    public var cacheSize: Int {
        get { state.withLock { $0.cacheSize } }
        set {
            state.withLock { state in
                state.cacheSize = max(0, newValue)
                state.evictOverflow()
            }
        }
    }

    /// How many animations are cached now.
    public var count: Int { state.withLock { $0.entries.count } }

    /// The animation cached under `key`, which becomes the most recently used; nil if there is none.
    public func animation(forKey key: String) -> LottieAnimation? {
        state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            state.tick += 1
            state.entries[key] = (entry.animation, state.tick)
            return entry.animation
        }
    }

    /// Caches `animation` under `key`, evicting the least recently used one if the cache is full.
    public func setAnimation(_ animation: LottieAnimation, forKey key: String) {
        state.withLock { state in
            state.tick += 1
            state.entries[key] = (animation, state.tick)
            state.evictOverflow()
        }
    }

    /// Removes every cached animation.
    public func clearCache() {
        state.withLock { $0.entries.removeAll() }
    }
}

/// lottie-ios's former name for `DefaultAnimationCache`.
public typealias LRUAnimationCache = DefaultAnimationCache

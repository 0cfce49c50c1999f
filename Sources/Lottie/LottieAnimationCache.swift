import Synchronization

/// The cache the loading functions use by default, as lottie-ios's `LottieAnimationCache`.
///
/// ```swift
/// LottieAnimationCache.shared = DefaultAnimationCache(cacheSize: 10)
/// LottieAnimationCache.shared = nil          // no caching
/// ```
public enum LottieAnimationCache {
    private static let storage = Mutex<(any AnimationCacheProvider)?>(DefaultAnimationCache.sharedCache)

    /// The default cache of `LottieAnimation.named` and `LottieAnimation.filepath`
    /// (`DefaultAnimationCache.sharedCache` unless changed); nil disables caching.
    public static var shared: (any AnimationCacheProvider)? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

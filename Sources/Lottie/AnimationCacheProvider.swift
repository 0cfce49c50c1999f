/// A cache of decoded animations, as lottie-ios's `AnimationCacheProvider`. Keys are the
/// strings `LottieAnimation.named` and `LottieAnimation.filepath` build (a path).
/// Implementations must be safe to call from any thread.
public protocol AnimationCacheProvider: AnyObject, Sendable {
    /// The animation stored under `key`, if any.
    func animation(forKey key: String) -> LottieAnimation?
    /// Stores `animation` under `key`, replacing what was there.
    func setAnimation(_ animation: LottieAnimation, forKey key: String)
    /// Removes every animation.
    func clearCache()
}

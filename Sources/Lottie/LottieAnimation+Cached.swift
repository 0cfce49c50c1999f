import Foundation

extension LottieAnimation {
    /// Loads `<name>.json` (or `name` itself when it has an extension) from `bundle`'s resources,
    /// under `subdirectory`, through a cache, as lottie-ios's `named(_:bundle:subdirectory:animationCache:)`.
    /// On Linux `Bundle.main` is the executable's directory and `Bundle(path:)` any directory;
    /// SwiftPM resources are in `Bundle.module`.
    ///
    /// ```swift
    /// let animation = LottieAnimation.named("StarAnimation", subdirectory: "Animations")
    /// ```
    /// - Returns: nil when the bundle does not have the file or it does not decode.
    public static func named(
        _ name: String, bundle: Bundle = .main, subdirectory: String? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) -> LottieAnimation? {
        named(name, searchDirectories: [bundle.resourcePath ?? bundle.bundlePath], subdirectory: subdirectory, animationCache: animationCache)
    }

    /// Loads `<name>.json` (or `name` itself when it has an extension) from the first of
    /// `searchDirectories` that has it, under `subdirectory`, through a cache, as lottie-ios's
    /// `named(_:bundle:subdirectory:animationCache:)` with directories standing in for bundles.
    ///
    /// The cache key is the one lottie-ios builds: `directory + (subdirectory ?? "") + "/" + name`.
    /// - Returns: nil when no directory has the file or it does not decode (as lottie-ios).
    public static func named(
        _ name: String, searchDirectories: [String], subdirectory: String? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) -> LottieAnimation? {
        let lookup = NamedFileLookup(name: name, defaultExtension: "json", subdirectory: subdirectory)
        for directory in searchDirectories {
            let key = lookup.cacheKey(in: directory)
            if let cached = animationCache?.animation(forKey: key) { return cached }
            guard let path = lookup.path(in: directory) else { continue }
            guard let animation = try? load(filePath: path) else { return nil }
            animationCache?.setAnimation(animation, forKey: key)
            return animation
        }
        return nil
    }

    /// Loads the animation at `filepath` through a cache keyed by the path, as lottie-ios's
    /// `filepath(_:animationCache:)`.
    /// - Returns: nil when the file is missing or does not decode.
    public static func filepath(
        _ filepath: String, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) -> LottieAnimation? {
        if let cached = animationCache?.animation(forKey: filepath) { return cached }
        guard let animation = try? load(filePath: filepath) else { return nil }
        animationCache?.setAnimation(animation, forKey: filepath)
        return animation
    }
}

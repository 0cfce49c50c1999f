import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension LottieAnimation {
    /// Receives the animation `loadedFrom(url:closure:)` loaded, or nil.
    public typealias DownloadClosure = @Sendable (LottieAnimation?) -> Void

    /// Loads the animation at `url` (a file URL, or http and https through `session`) through a
    /// cache keyed by the URL, as lottie-ios's `loadedFrom(url:session:closure:animationCache:)`.
    /// `closure` gets nil when the download fails, the server answers with an error status, or
    /// the bytes do not decode. It runs on the session's queue (a file URL: before this returns);
    /// a terminal program has no main queue to hop to.
    public static func loadedFrom(
        url: URL, session: URLSession = .shared, closure: @escaping DownloadClosure,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) {
        let key = url.absoluteString
        if let cached = animationCache?.animation(forKey: key) { return closure(cached) }
        if url.isFileURL {
            let animation = try? load(filePath: url.path)
            if let animation { animationCache?.setAnimation(animation, forKey: key) }
            return closure(animation)
        }
        let task = session.dataTask(with: url) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 200
            guard error == nil, (200..<300).contains(status), let data, let animation = try? from(data: data) else {
                return closure(nil)
            }
            animationCache?.setAnimation(animation, forKey: key)
            closure(animation)
        }
        task.resume()
    }

    /// As ``loadedFrom(url:session:closure:animationCache:)``, awaited.
    public static func loadedFrom(
        url: URL, session: URLSession = .shared, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) async -> LottieAnimation? {
        await withCheckedContinuation { continuation in
            loadedFrom(url: url, session: session, closure: { continuation.resume(returning: $0) }, animationCache: animationCache)
        }
    }
}

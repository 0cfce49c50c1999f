import Downloads
import Foundation
import LottieModel

extension LottieAnimation {
    /// Receives the animation `loadedFrom(url:closure:)` loaded, or nil.
    public typealias DownloadClosure = @Sendable (LottieAnimation?) -> Void

    /// Loads the animation at `url` (a file URL, or http and https) through a cache keyed by the
    /// URL, as lottie-ios's `loadedFrom(url:session:closure:animationCache:)` with its default
    /// session. `closure` gets nil when the download fails, the server answers with an error
    /// status, or the bytes do not decode. It runs on a global dispatch queue (a file URL: before
    /// this returns); a terminal program has no main queue to hop to. Downloads go through
    /// libcurl (libcurl.so.4), opened on the first one.
    public static func loadedFrom(
        url: URL, closure: @escaping DownloadClosure, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) {
        if url.isFileURL || animationCache?.animation(forKey: url.absoluteString) != nil {
            return closure(try? loaded(from: url, animationCache: animationCache).get())
        }
        DispatchQueue.global().async { closure(try? loaded(from: url, animationCache: animationCache).get()) }
    }

    /// As ``loadedFrom(url:closure:animationCache:)``, awaited.
    public static func loadedFrom(
        url: URL, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) async -> LottieAnimation? {
        await withCheckedContinuation { continuation in
            loadedFrom(url: url, closure: { continuation.resume(returning: $0) }, animationCache: animationCache)
        }
    }

    /// The animation at `url` (from `animationCache` when it has it, which then keeps what was
    /// loaded), or why it could not be loaded; downloads block the calling thread.
    static func loaded(from url: URL, animationCache: (any AnimationCacheProvider)?) -> Result<LottieAnimation, any Error> {
        let key = url.absoluteString
        if let cached = animationCache?.animation(forKey: key) { return .success(cached) }
        let result = Result { try url.isFileURL ? load(filePath: url.path) : downloaded(from: url) }
        if case .success(let animation) = result { animationCache?.setAnimation(animation, forKey: key) }
        return result
    }

    /// The animation at an http or https `url`.
    /// - Throws: `LottieLoadingError.downloadFailed` (another scheme, libcurl missing, the
    ///   transfer failed, an error status) or `LottieDecodingError`.
    private static func downloaded(from url: URL) throws -> LottieAnimation {
        let address = url.absoluteString
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw LottieLoadingError.downloadFailed(url: address, reason: "only file, http and https URLs are supported")
        }
        let response: HTTPResponse
        do {
            response = try HTTPDownload.get(address, maxBytes: DecodingLimits.maxInputBytes)
        } catch {
            throw LottieLoadingError.downloadFailed(url: address, reason: error.description)
        }
        guard (200..<300).contains(response.status) else {
            throw LottieLoadingError.downloadFailed(url: address, reason: "the server answered with status \(response.status)")
        }
        return try from(data: response.body)
    }
}

import LottieGraphics
import LottieModel
import Synchronization

/// Wraps a `cacheEligible` provider so that each asset is loaded and decoded once, however
/// often images are reloaded (lottie-ios's `CachedImageProvider`). Keyed by asset id and `p`.
final class CachedImageProvider: AnimationImageProvider {
    let base: any AnimationImageProvider
    private let results = Mutex<[String: Result<ImageBitmap, ImageLoadingError>]>([:])

    init(_ base: any AnimationImageProvider) {
        self.base = base
    }

    func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
        try? loadImage(for: asset).get()
    }

    func contentsGravity(for asset: ImageAsset) -> ImageContentsGravity {
        base.contentsGravity(for: asset)
    }

    /// Drops what is kept for `asset` (an image the renderer refused, so as not to hold its memory).
    func forget(_ asset: ImageAsset) {
        _ = results.withLock { $0.removeValue(forKey: Self.key(asset)) }
    }

    func loadImage(for asset: ImageAsset) -> Result<ImageBitmap, ImageLoadingError> {
        let key = Self.key(asset)
        if let cached = results.withLock({ $0[key] }) { return cached }
        let result = base.loadImage(for: asset)
        results.withLock { $0[key] = result }
        return result
    }

    private static func key(_ asset: ImageAsset) -> String {
        asset.id + "\u{0}" + asset.directory + asset.name
    }
}

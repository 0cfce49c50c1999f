import LottieGraphics
import LottieModel

/// Supplies the bitmaps of an animation's image assets, as lottie-ios's
/// `AnimationImageProvider`, with `ImageBitmap`s instead of `CGImage`s.
///
/// The built-in providers read embedded `data:` URLs, files (`FilepathImageProvider`,
/// `DirectoryImageProvider`) and dotLottie archives (`DotLottieFile.imageProvider`).
/// A custom provider only needs `imageForAsset(asset:)`:
///
/// ```swift
/// struct Placeholder: AnimationImageProvider {
///     func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
///         var pixels = ImageBitmap(width: 1, height: 1)
///         pixels.setColor(Color(r: 1, g: 0, b: 1), x: 0, y: 0)
///         return pixels
///     }
/// }
/// renderer.imageProvider = Placeholder()
/// ```
public protocol AnimationImageProvider: Sendable {
    /// Whether decoded images may be kept and reused when images are reloaded (default true).
    /// Return false for providers whose images change over time.
    var cacheEligible: Bool { get }

    /// The image for an asset, or nil to leave its layers transparent.
    func imageForAsset(asset: ImageAsset) -> ImageBitmap?

    /// How the image is fitted into the asset's `w`×`h` rectangle (default `.resize`).
    func contentsGravity(for asset: ImageAsset) -> ImageContentsGravity

    /// The image, or why there is none (default: `imageForAsset(asset:)`, with
    /// `ImageLoadingError.notProvided` for nil). The renderer reports the error as a diagnostic.
    func loadImage(for asset: ImageAsset) -> Result<ImageBitmap, ImageLoadingError>
}

extension AnimationImageProvider {
    /// True: images may be kept.
    public var cacheEligible: Bool { true }

    /// Stretches the image to the asset's rectangle (`.resize`), as lottie-ios does.
    public func contentsGravity(for asset: ImageAsset) -> ImageContentsGravity { .resize }

    /// The image of `imageForAsset(asset:)`, or `ImageLoadingError.notProvided` when it is nil.
    public func loadImage(for asset: ImageAsset) -> Result<ImageBitmap, ImageLoadingError> {
        imageForAsset(asset: asset).map { .success($0) } ?? .failure(.notProvided(asset: asset.id))
    }
}

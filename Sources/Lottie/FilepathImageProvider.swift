import Foundation
import LottieGraphics
import LottieModel

/// Images from files next to an animation, as lottie-ios's `FilepathImageProvider`: an
/// embedded `data:` URL in `p` first, else `<filepath>/p`, else `<filepath>/u/p`.
/// PNG, JPEG and WebP are decoded; anything else is reported and left transparent.
///
/// ```swift
/// let provider = FilepathImageProvider(filepath: "/path/to/animation-folder")
/// let renderer = LottieFrameRenderer(animation: animation, imageProvider: provider)
/// ```
public struct FilepathImageProvider: AnimationImageProvider {
    /// The directory image paths are relative to.
    public let filepath: String
    private let gravity: ImageContentsGravity

    /// - Parameters:
    ///   - filepath: the directory holding the images (usually the animation file's directory).
    ///   - contentsGravity: how images are fitted into their assets' rectangles.
    public init(filepath: String, contentsGravity: ImageContentsGravity = .resize) {
        self.filepath = filepath
        self.gravity = contentsGravity
    }

    /// - Parameters:
    ///   - filepath: a file URL of the directory holding the images.
    ///   - contentsGravity: how images are fitted into their assets' rectangles.
    public init(filepath: URL, contentsGravity: ImageContentsGravity = .resize) {
        self.init(filepath: filepath.path, contentsGravity: contentsGravity)
    }

    /// The provider for the images of the animation file at `animationPath`: its directory.
    public init(animationFile animationPath: String, contentsGravity: ImageContentsGravity = .resize) {
        self.init(filepath: URL(fileURLWithPath: animationPath).deletingLastPathComponent().path, contentsGravity: contentsGravity)
    }

    /// The decoded image, or nil when none is found or it cannot be decoded.
    public func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
        try? loadImage(for: asset).get()
    }

    /// The gravity given at creation, for every asset.
    public func contentsGravity(for asset: ImageAsset) -> ImageContentsGravity { gravity }

    /// The decoded image, or why there is none.
    public func loadImage(for asset: ImageAsset) -> Result<ImageBitmap, ImageLoadingError> {
        ImageFileLookup(directories: [filepath]).load(asset)
    }
}

import LottieGraphics
import LottieModel

/// Images looked up in a list of search directories, in the spirit of lottie-ios's
/// `BundleImageProvider` (Linux has no bundles): embedded `data:` URLs first, then for each
/// directory in order `<directory>/p` and `<directory>/u/p`. With no directories it reads
/// embedded images only, which is what a renderer uses when given no provider.
///
/// ```swift
/// let provider = DirectoryImageProvider(searchPaths: ["assets/images", "/usr/share/myapp/images"])
/// renderer.imageProvider = provider          // reloads the images
/// ```
public struct DirectoryImageProvider: AnimationImageProvider {
    /// The directories searched, first match wins.
    public let searchPaths: [String]
    private let gravity: ImageContentsGravity

    public init(searchPaths: [String], contentsGravity: ImageContentsGravity = .resize) {
        self.searchPaths = searchPaths
        self.gravity = contentsGravity
    }

    public func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
        try? loadImage(for: asset).get()
    }

    public func contentsGravity(for asset: ImageAsset) -> ImageContentsGravity { gravity }

    public func loadImage(for asset: ImageAsset) -> Result<ImageBitmap, ImageLoadingError> {
        ImageFileLookup(directories: searchPaths).load(asset)
    }
}

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

    /// Creates a provider that searches `searchPaths` in order.
    /// - Parameters:
    ///   - searchPaths: the directories to search, first match wins.
    ///   - contentsGravity: how images are fitted into their assets' rectangles.
    public init(searchPaths: [String], contentsGravity: ImageContentsGravity = .resize) {
        self.searchPaths = searchPaths
        self.gravity = contentsGravity
    }

    /// The decoded image, or nil when none is found or it cannot be decoded.
    public func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
        try? loadImage(for: asset).get()
    }

    /// The gravity given at creation, for every asset.
    public func contentsGravity(for asset: ImageAsset) -> ImageContentsGravity { gravity }

    /// The decoded image, or why there is none.
    public func loadImage(for asset: ImageAsset) -> Result<ImageBitmap, ImageLoadingError> {
        ImageFileLookup(directories: searchPaths).load(asset)
    }
}

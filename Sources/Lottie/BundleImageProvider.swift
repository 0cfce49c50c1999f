import Foundation
import LottieGraphics
import LottieModel

/// Images from a bundle's resources, as lottie-ios's `BundleImageProvider`: an embedded
/// `data:` URL in `p` first, else `p` (then `u` + `p`) under `searchPath` in the bundle.
/// On Linux `Bundle.main` is the executable's directory and `Bundle(path:)` any directory.
///
/// ```swift
/// let provider = BundleImageProvider(bundle: Bundle.main, searchPath: "AnimationImages")
/// animationView.imageProvider = provider
/// ```
public struct BundleImageProvider: AnimationImageProvider {
    /// The bundle whose resources hold the images.
    public let bundle: Bundle
    /// The folder inside the bundle that holds the images.
    public let searchPath: String?
    private let gravity: ImageContentsGravity

    /// Creates a provider for the images under `searchPath` in `bundle`.
    /// - Parameters:
    ///   - bundle: the bundle to read from; `.main` is the executable's directory.
    ///   - searchPath: the folder inside the bundle's resources that holds the images.
    ///   - contentsGravity: how images are fitted into their assets' rectangles.
    public init(bundle: Bundle = .main, searchPath: String? = nil, contentsGravity: ImageContentsGravity = .resize) {
        self.bundle = bundle
        self.searchPath = searchPath
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
        ImageFileLookup(directories: [folder.path]).load(asset)
    }

    /// The bundle's resources, or `searchPath` in them.
    var folder: URL {
        var folder = URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath)
        if let searchPath { folder.appendPathComponent(searchPath) }
        return folder
    }
}

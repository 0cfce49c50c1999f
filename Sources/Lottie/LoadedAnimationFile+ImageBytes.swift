import Foundation
import LottieModel

extension LoadedAnimationFile {
    /// The encoded bytes of an image asset, found as ``imageProvider`` finds them (embedded, in
    /// the archive, or beside the file); nil when there are none. For `check`'s image budget.
    package func imageBytes(for asset: ImageAsset) -> Data? {
        let found =
            if let dotLottie {
                DotLottieImageProvider(images: dotLottie.images, archive: dotLottie.name).locate(asset)
            } else {
                ImageFileLookup(directories: [URL(fileURLWithPath: path).deletingLastPathComponent().path]).locate(asset)
            }
        return try? found.get().data
    }
}

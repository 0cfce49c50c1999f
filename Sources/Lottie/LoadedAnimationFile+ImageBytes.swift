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

    /// The files the image assets that are not embedded are read from, or would be once there:
    /// every place ``imageProvider`` looks beside the animation (`p`, then `u` + `p`), inside its
    /// folder. None for a `.lottie`, whose images are in the archive. For `play --watch`.
    package var imageFileCandidates: [String] {
        guard dotLottie == nil else { return [] }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var paths: [String] = []
        var seen: Set<String> = []
        for case .image(let asset) in animation.model.assets where !asset.isDataURL && !asset.isEmbedded {
            for candidate in ImageFileLookup.candidates(asset, in: folder) where seen.insert(candidate).inserted {
                if ImageFileLookup.isInside(candidate, directory: folder) { paths.append(candidate) }
            }
        }
        return paths
    }
}

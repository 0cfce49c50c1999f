import Foundation
import LottieGraphics
import LottieModel

/// Images stored in a dotLottie archive (`images/` in v1, `i/` in v2), found by `p` or by its
/// last path component; embedded `data:` URLs are decoded too. Nothing outside the archive
/// is read.
struct DotLottieImageProvider: AnimationImageProvider {
    /// Image bytes by path relative to the images folder.
    let images: [String: Data]
    /// The archive's name, for messages.
    let archive: String

    func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
        try? loadImage(for: asset).get()
    }

    func loadImage(for asset: ImageAsset) -> Result<ImageBitmap, ImageLoadingError> {
        locate(asset).flatMap { ImageFileLookup.decode($0.data, asset: asset, source: $0.source) }
    }

    /// The asset's encoded bytes and where they were found.
    func locate(_ asset: some AssetFile) -> Result<(data: Data, source: String), ImageLoadingError> {
        if asset.isDataURL { return ImageFileLookup.dataURL(asset) }
        let base = asset.name.split(separator: "/").last.map(String.init) ?? asset.name
        for name in [asset.name, base] {
            if let data = images[name] { return .success((data, "\(archive): \(name)")) }
        }
        return .failure(.notFound(asset: asset.id, searched: ["\(archive): images/\(asset.name)"]))
    }
}

import Foundation
import LottieModel

/// An asset stored as a file beside the animation (`u` + `p`), in a dotLottie archive, or
/// embedded as a `data:` URL: an image, or a data file. ``ImageFileLookup`` finds both the
/// same way.
protocol AssetFile {
    /// `id`: what layers name the asset by.
    var id: String { get }
    /// `p`: the file name, or a `data:` URL.
    var name: String { get }
    /// `u`: directory prefix.
    var directory: String { get }
    /// Whether `p` is a `data:` URL.
    var isDataURL: Bool { get }
}

extension ImageAsset: AssetFile {}
extension DataAsset: AssetFile {}

/// An image provider that reads files, so it can give the bytes of data assets too
/// (``DataResolution``): the built-in providers, which look where they look for images.
protocol AssetFileProvider {
    /// The asset's bytes and where they were found (a path, an archive entry or `data:…`).
    func locate(_ asset: some AssetFile) -> Result<(data: Data, source: String), ImageLoadingError>
}

extension FilepathImageProvider: AssetFileProvider {
    func locate(_ asset: some AssetFile) -> Result<(data: Data, source: String), ImageLoadingError> {
        ImageFileLookup(directories: [filepath]).locate(asset)
    }
}

extension DirectoryImageProvider: AssetFileProvider {
    func locate(_ asset: some AssetFile) -> Result<(data: Data, source: String), ImageLoadingError> {
        ImageFileLookup(directories: searchPaths).locate(asset)
    }
}

extension BundleImageProvider: AssetFileProvider {
    func locate(_ asset: some AssetFile) -> Result<(data: Data, source: String), ImageLoadingError> {
        ImageFileLookup(directories: [folder.path]).locate(asset)
    }
}

extension DotLottieImageProvider: AssetFileProvider {}

extension CachedImageProvider: AssetFileProvider {
    func locate(_ asset: some AssetFile) -> Result<(data: Data, source: String), ImageLoadingError> {
        guard let files = base as? any AssetFileProvider else { return .failure(.notProvided(asset: asset.id)) }
        return files.locate(asset)
    }
}

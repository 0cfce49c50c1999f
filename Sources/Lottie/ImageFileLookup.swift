import Foundation
import ImageCodecs
import LottieGraphics
import LottieModel

/// Where the built-in providers find an asset's bytes: an embedded `data:` URL first, then
/// `<directory>/p`, then `<directory>/u/p` for each directory in order (lottie-ios's
/// `FilepathImageProvider` order). A path the animation names never leaves the directory:
/// `..` components (and symbolic links) that lead out of it are refused, so a file from the
/// internet cannot make us read other files.
struct ImageFileLookup: Sendable {
    let directories: [String]

    func load(_ asset: ImageAsset) -> Result<ImageBitmap, ImageLoadingError> {
        locate(asset).flatMap { Self.decode($0.data, asset: asset, source: $0.source) }
    }

    /// The asset's encoded bytes and where they were found (a path, or `data:image/png`).
    func locate(_ asset: some AssetFile) -> Result<(data: Data, source: String), ImageLoadingError> {
        if asset.isDataURL { return Self.dataURL(asset) }
        var searched: [String] = []
        var refused: String?
        for directory in directories {
            for path in Self.candidates(asset, in: directory) where !searched.contains(path) {
                guard Self.isInside(path, directory: directory) else {
                    refused = refused ?? Self.named(asset)
                    continue
                }
                searched.append(path)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                    continue
                }
                let data: Data
                do {
                    data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
                } catch {
                    return .failure(.unreadable(asset: asset.id, path: path, reason: error.localizedDescription))
                }
                return .success((data, path))
            }
        }
        if let refused { return .failure(.outsideFolder(asset: asset.id, path: refused)) }
        return .failure(.notFound(asset: asset.id, searched: searched))
    }

    /// `u` + `p` as the animation wrote them.
    private static func named(_ asset: some AssetFile) -> String { asset.directory + asset.name }

    /// Whether `path` (standardized, symbolic links resolved) lies inside `directory`.
    static func isInside(_ path: String, directory: String) -> Bool {
        let root = resolved(directory.isEmpty ? "." : directory)
        let target = resolved(path)
        return target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `path` standardized, with the symbolic links of its longest existing prefix resolved (a
    /// file that is not there still resolves the links above it, so a folder reached through a
    /// link is still its own folder).
    private static func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while existing.path != "/", !FileManager.default.fileExists(atPath: existing.path) {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var result = existing.resolvingSymlinksInPath()
        for component in missing { result.appendPathComponent(component) }
        return result.standardizedFileURL.path
    }

    /// Decodes `data`, naming `source` in the error.
    static func decode(_ data: Data, asset: ImageAsset, source: String) -> Result<ImageBitmap, ImageLoadingError> {
        do {
            return .success(try ImageDecoder.decode(data))
        } catch {
            return .failure(.undecodable(asset: asset.id, source: source, error: error))
        }
    }

    /// The bytes embedded in `p`.
    static func dataURL(_ asset: some AssetFile) -> Result<(data: Data, source: String), ImageLoadingError> {
        guard let url = DataURL(asset.name) else { return .failure(.invalidDataURL(asset: asset.id)) }
        return .success((url.data, "data:\(url.mimeType)"))
    }

    /// Where `asset` may be found in `directory`: `p`, then `u` + `p`.
    static func candidates(_ asset: some AssetFile, in directory: String) -> [String] {
        let root = URL(fileURLWithPath: directory.isEmpty ? "." : directory)
        let direct = root.appendingPathComponent(asset.name).path
        guard !asset.directory.isEmpty else { return [direct] }
        return [direct, root.appendingPathComponent(asset.directory).appendingPathComponent(asset.name).path]
    }
}

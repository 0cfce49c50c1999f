import Foundation
import LottieModel

/// The files of the data assets that data layers show (`assets[]` with `t` 3, `ty` 15),
/// read as lottie-web's data manager reads them: found where images are found (beside the
/// animation, `u` + `p`; in a dotLottie archive's images; an embedded `data:` URL) and parsed
/// as JSON, for expressions to read. A file that is missing, too large or not JSON gives a
/// warning naming the asset and the file, and the expressions that read it fail.
struct DataResolution {
    /// The largest data file read, in bytes.
    static let maxDataBytes = 16 << 20

    /// The parsed files by asset id.
    private(set) var data: [String: JSONValue] = [:]
    /// Why data assets could not be read (one warning each, at the asset's JSON path).
    private(set) var diagnostics: [Diagnostic] = []

    init(animation: Animation, provider: any AnimationImageProvider) {
        let shown = animation.assetIds { content in
            if case .data(let id) = content { id } else { nil }
        }
        guard !shown.isEmpty else { return }
        for (index, asset) in animation.assets.enumerated() {
            guard case .data(let file) = asset, shown.contains(file.id), data[file.id] == nil else { continue }
            func warn(_ message: String) {
                diagnostics.append(Diagnostic(.warning, feature: "data", message: message, path: "assets[\(index)]"))
            }
            guard let files = provider as? any AssetFileProvider else {
                warn(ImageLoadingError.notProvided(asset: file.id).description(kind: "data"))
                continue
            }
            switch files.locate(file) {
            case .failure(let error):
                warn(error.description(kind: "data"))
            case .success(let found) where found.data.count > Self.maxDataBytes:
                warn("data asset '\(file.id)' (\(found.source)): \(found.data.count) bytes, over the limit of \(Self.maxDataBytes)")
            case .success(let found):
                do {
                    data[file.id] = try JSONReader.parse(found.data)
                } catch {
                    warn("data asset '\(file.id)' (\(found.source)): not JSON: \(error)")
                }
            }
        }
    }
}

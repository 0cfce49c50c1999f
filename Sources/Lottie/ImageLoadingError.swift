import ImageCodecs

/// Why an image provider has no image for an asset. The renderer turns it into a
/// diagnostic and leaves the asset's layers transparent.
public enum ImageLoadingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file of the asset was found; `searched` lists the paths tried.
    case notFound(asset: String, searched: [String])
    /// The file exists but could not be read.
    case unreadable(asset: String, path: String, reason: String)
    /// `p` is a `data:` URL whose payload is not valid base64 or percent-encoding.
    case invalidDataURL(asset: String)
    /// The bytes were found but are not a decodable PNG, JPEG or WebP image; `source` is the path,
    /// archive entry or `data:` MIME type they came from.
    case undecodable(asset: String, source: String, error: ImageDecodingError)
    /// A custom provider returned nil.
    case notProvided(asset: String)
    /// The asset's `u` + `p` lead out of the animation's folder (`..`, or a link out of it);
    /// the file is not read.
    case outsideFolder(asset: String, path: String)

    /// A one-line message naming the asset.
    public var description: String { description(kind: "image") }

    /// The description, naming the asset as a `kind` asset (`data asset 'footage_0': …` for
    /// the data files found the way images are).
    func description(kind: String) -> String {
        switch self {
        case .notFound(let asset, let searched):
            "\(kind) asset '\(asset)': no file found (looked for \(searched.isEmpty ? "nothing" : searched.joined(separator: ", ")))"
        case .unreadable(let asset, let path, let reason): "\(kind) asset '\(asset)': \(path) cannot be read: \(reason)"
        case .invalidDataURL(let asset): "\(kind) asset '\(asset)': malformed data: URL"
        case .undecodable(let asset, let source, let error): "\(kind) asset '\(asset)' (\(source)): \(error)"
        case .notProvided(let asset): "\(kind) asset '\(asset)': the image provider \(kind == "image" ? "returned no image" : "reads no files")"
        case .outsideFolder(let asset, let path): "\(kind) asset '\(asset)': path '\(path)' leaves the animation's folder; not read"
        }
    }
}

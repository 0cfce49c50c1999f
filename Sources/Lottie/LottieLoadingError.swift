/// Why a file could not be loaded before the animation JSON was decoded: the file is
/// missing or unreadable, or its container (`.lottie` zip, `.tgs` gzip) is corrupt or unsafe.
public enum LottieLoadingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file at `path`.
    case fileNotFound(path: String)
    /// `path` is a directory.
    case notAFile(path: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// A `.lottie` or `.tgs` container that is corrupt, truncated, unsafe (path traversal,
    /// symbolic links) or over one of the `ContainerLimits`.
    case invalidContainer(path: String, reason: String)
    /// `animationId` names no animation of the file; `available` lists the ids it has
    /// (empty for single-animation formats such as JSON and `.tgs`).
    case animationNotFound(path: String, id: String, available: [String])
    /// `themeId` names no theme of the `.lottie` file; `available` lists the ids it has.
    case themeNotFound(path: String, id: String, available: [String])
    /// The http or https `url` could not be downloaded: libcurl is missing, the transfer
    /// failed or the server answered with an error status, as `reason` says.
    case downloadFailed(url: String, reason: String)

    /// A one-line message that starts with the path.
    public var description: String {
        switch self {
        case .fileNotFound(let path): "\(path): no such file"
        case .notAFile(let path): "\(path): is a directory, not an animation file"
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .invalidContainer(let path, let reason): "\(path): \(reason)"
        case .animationNotFound(let path, let id, let available):
            available.isEmpty
                ? "\(path): has a single animation; --animation \(id) applies only to .lottie files"
                : "\(path): no animation with id '\(id)'; available: \(available.joined(separator: ", "))"
        case .themeNotFound(let path, let id, let available):
            available.isEmpty
                ? "\(path): has no themes; --theme \(id) does not apply"
                : "\(path): no theme with id '\(id)'; available: \(available.joined(separator: ", "))"
        case .downloadFailed(let url, let reason): "\(url): download failed: \(reason)"
        }
    }
}

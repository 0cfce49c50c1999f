import Foundation

/// Why a file could not be loaded before decoding started.
public enum LottieLoadingError: Error, Sendable, Equatable, CustomStringConvertible {
    case fileNotFound(path: String)
    case notAFile(path: String)
    case unreadable(path: String, reason: String)
    case unsupportedContainer(path: String, format: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): "\(path): no such file"
        case .notAFile(let path): "\(path): is a directory, not an animation file"
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .unsupportedContainer(let path, let format):
            "\(path): \(format) files cannot be read yet; extract the animation JSON and open that"
        }
    }
}

/// Reads animation files from disk, refusing directories and container formats that
/// this version cannot open.
enum AnimationFile {
    static func read(path: String) throws(LottieLoadingError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        if isDirectory.boolValue { throw .notAFile(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw .unreadable(path: path, reason: Self.reason(error))
        }
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            throw .unsupportedContainer(path: path, format: "dotLottie (.lottie)")
        }
        if data.starts(with: [0x1F, 0x8B]) {
            throw .unsupportedContainer(path: path, format: "gzip-compressed (.tgs)")
        }
        return data
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let message = underlying.localizedFailureReason ?? Optional(underlying.localizedDescription)
        {
            return message
        }
        return nsError.localizedDescription
    }
}

import Archives
import Foundation

/// Reads animation files from disk, refusing directories, and tells the container formats
/// apart by their first bytes (never by the extension).
enum AnimationFile {
    /// The format given by the magic bytes at the start of `data`: zip `PK\u{3}\u{4}`,
    /// gzip `1F 8B`, else JSON.
    static func format(of data: Data) -> LoadedAnimationFile.Format {
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .dotLottie }
        if data.starts(with: [0x1F, 0x8B]) { return .gzip }
        return .json
    }

    /// The whole file; a pipe or other stream (`<(…)`, `/dev/stdin`) is read to its end, at
    /// most ``ContainerLimits/maxArchiveBytes``.
    /// - Throws: `fileNotFound`, `notAFile` or `unreadable`.
    static func read(path: String) throws(LottieLoadingError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        if isDirectory.boolValue { throw .notAFile(path: path) }
        let isRegular = (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular
        do {
            if !isRegular {
                guard let handle = FileHandle(forReadingAtPath: path) else {
                    throw LottieLoadingError.unreadable(path: path, reason: "it cannot be opened")
                }
                defer { try? handle.close() }
                return try stream(handle, path: path)
            }
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch let error as LottieLoadingError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: Self.reason(error))
        }
    }

    /// Everything `handle` gives until its end, refused past ``ContainerLimits/maxArchiveBytes``.
    private static func stream(_ handle: FileHandle, path: String) throws(LottieLoadingError) -> Data {
        var data = Data()
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw .unreadable(path: path, reason: Self.reason(error))
            }
            if chunk.isEmpty { return data }
            data.append(chunk)
            if data.count > ContainerLimits.maxArchiveBytes {
                throw .unreadable(path: path, reason: "it is larger than \(ContainerLimits.maxArchiveBytes) bytes")
            }
        }
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

/// The bounds every `.lottie` and `.tgs` read respects, so that no archive can exhaust
/// memory (zip bombs) or reach outside itself. Exceeding one throws
/// `LottieLoadingError.invalidContainer` naming the limit.
package enum ContainerLimits {
    /// Largest container file accepted, in bytes.
    package static let maxArchiveBytes = 256 * 1024 * 1024
    /// Most entries (files and folders) in one zip archive.
    package static let maxEntryCount = 4096
    /// Largest uncompressed size of one zip entry or of a `.tgs` payload, in bytes.
    /// Checked against the declared size and against the bytes actually inflated.
    package static let maxEntryBytes = 64 * 1024 * 1024
    /// Largest uncompressed size of all the entries of one archive together, in bytes.
    package static let maxTotalBytes = 256 * 1024 * 1024
}

/// A container problem before the file name is known; `DotLottieFile` and `GzipFile`
/// turn it into `LottieLoadingError.invalidContainer(path:reason:)`.
package struct ContainerError: Error {
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}

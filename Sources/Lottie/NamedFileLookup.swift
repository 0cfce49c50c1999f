import Foundation

/// Finds `<name>.<ext>` (or `name` itself when it has an extension) under `subdirectory` of
/// the first search directory that has it: the directory stand-in for lottie-ios's bundle
/// lookups (`LottieAnimation.named`, `DotLottieFile.named`).
struct NamedFileLookup {
    let name: String
    let defaultExtension: String
    let subdirectory: String?

    /// lottie-ios's cache key for `name` in `directory`: `directory + (subdirectory ?? "") + "/" + name`.
    func cacheKey(in directory: String) -> String {
        directory + (subdirectory ?? "") + "/" + name
    }

    /// The file's path in `directory`, or nil when it is not there.
    func path(in directory: String) -> String? {
        let fileName = URL(fileURLWithPath: name).pathExtension.isEmpty ? name + "." + defaultExtension : name
        var url = URL(fileURLWithPath: directory)
        if let subdirectory { url.appendPathComponent(subdirectory) }
        url.appendPathComponent(fileName)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return url.path
    }
}

import Foundation

extension DotLottieFile {
    /// Opens `<name>.lottie` from `bundle`'s resources, under `subdirectory`, as lottie-ios's
    /// `DotLottieFile.named(_:bundle:subdirectory:)` (synchronous here; `try await` on it
    /// compiles too).
    /// - Throws: `LottieLoadingError.fileNotFound` naming `name` when the bundle does not have it,
    ///   else what `loadedFrom(filepath:)` throws.
    public static func named(
        _ name: String, bundle: Bundle = .main, subdirectory: String? = nil
    ) throws(LottieLoadingError) -> DotLottieFile {
        try named(name, searchDirectories: [bundle.resourcePath ?? bundle.bundlePath], subdirectory: subdirectory)
    }

    /// As ``named(_:bundle:subdirectory:)``, handing the result to `handleResult` (called before
    /// this returns), for code written against lottie-ios's closure form.
    public static func named(
        _ name: String, bundle: Bundle = .main, subdirectory: String? = nil,
        handleResult: (Result<DotLottieFile, LottieLoadingError>) -> Void
    ) {
        handleResult(Result { () throws(LottieLoadingError) in try named(name, bundle: bundle, subdirectory: subdirectory) })
    }

    /// Opens `<name>.lottie` (or `name` itself when it has an extension) from the first of
    /// `searchDirectories` that has it, under `subdirectory`, as lottie-ios's
    /// `DotLottieFile.named(_:bundle:subdirectory:)` with directories standing in for bundles.
    /// - Throws: `LottieLoadingError.fileNotFound` naming `name` when no directory has it,
    ///   else what `loadedFrom(filepath:)` throws.
    public static func named(
        _ name: String, searchDirectories: [String], subdirectory: String? = nil
    ) throws(LottieLoadingError) -> DotLottieFile {
        let lookup = NamedFileLookup(name: name, defaultExtension: "lottie", subdirectory: subdirectory)
        guard let path = searchDirectories.lazy.compactMap(lookup.path(in:)).first else { throw .fileNotFound(path: name) }
        return try loadedFrom(filepath: path)
    }
}

extension DotLottieFile {
    /// Opens `<name>.lottie` (or `name` itself when it has an extension) from the first of
    /// `searchDirectories` that has it, under `subdirectory`, as lottie-ios's
    /// `DotLottieFile.named(_:bundle:subdirectory:)` with directories standing in for bundles.
    /// - Throws: `LottieLoadingError.fileNotFound` naming `name` when no directory has it,
    ///   else what `loadedFrom(filepath:)` throws.
    public static func named(
        _ name: String, searchDirectories: [String] = ["."], subdirectory: String? = nil
    ) throws(LottieLoadingError) -> DotLottieFile {
        let lookup = NamedFileLookup(name: name, defaultExtension: "lottie", subdirectory: subdirectory)
        guard let path = searchDirectories.lazy.compactMap(lookup.path(in:)).first else { throw .fileNotFound(path: name) }
        return try loadedFrom(filepath: path)
    }
}

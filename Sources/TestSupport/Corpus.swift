import Foundation

/// Locations tests read from: this package's `Samples/` and the shared corpus next to the
/// checkout (`../shared/corpus`), which may be absent.
public enum Corpus {
    /// The package root, found from this file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let samples = packageRoot.appendingPathComponent("Samples")

    /// `../shared`, or nil when it is not there.
    public static let shared: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("corpus/MANIFEST.tsv").path) ? url : nil
    }()

    /// One row of `corpus/MANIFEST.tsv`.
    public struct Entry: Sendable, CustomStringConvertible {
        public let path: String
        public let kind: String
        public let url: URL
        public var description: String { path }
    }

    /// Manifest rows of kind `animation` whose file name ends with one of `extensions`.
    public static func animations(extensions: [String] = ["json", "lot"]) -> [Entry] {
        guard let shared else { return [] }
        let corpus = shared.appendingPathComponent("corpus")
        guard let text = try? String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 6, columns[6] == "animation" else { return nil }
            let path = String(columns[0])
            guard extensions.contains(where: { path.hasSuffix(".\($0)") }) else { return nil }
            return Entry(path: path, kind: String(columns[6]), url: corpus.appendingPathComponent(path))
        }
    }

    /// Sample files under `Samples/` (recursively) with the given extension.
    public static func sampleFiles(in subdirectory: String? = nil, extension ext: String = "json") -> [URL] {
        let root = subdirectory.map { samples.appendingPathComponent($0) } ?? samples
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == ext }.sorted { $0.path < $1.path }
    }
}

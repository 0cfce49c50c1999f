import Foundation

/// The animation files named on a command line, with folders expanded: every `.json`,
/// `.lot`, `.lottie` and `.tgs` below a folder, sorted, skipping hidden folders. A `.json`
/// found in a folder is kept only when it looks like a Lottie file (its first bytes name
/// `layers` or the Lottie keys `v` and `fr`), so a `package.json` beside the animations is not
/// reported; files named directly are always kept.
enum AnimationFiles {
    static let extensions: Set<String> = ["json", "lot", "lottie", "tgs"]
    /// The most files one folder argument expands to, and the deepest folder followed.
    static let maxFiles = 100_000
    static let maxDepth = 32

    /// A folder that cannot be listed, or one with more files than ``maxFiles``.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The file an argument names: `-` is standard input, read as `/dev/stdin`.
    static func path(_ argument: String) -> String {
        argument == "-" ? "/dev/stdin" : argument
    }

    static func expand(_ arguments: [String]) throws(Failure) -> [String] {
        var files: [String] = []
        for argument in arguments.map(path) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                files += try list(argument)
            } else {
                files.append(argument)
            }
        }
        return files
    }

    private static func list(_ folder: String) throws(Failure) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { throw Failure(description: "\(folder): cannot list the folder") }
        var files: [String] = []
        var seen = 0
        for case let url as URL in walker {
            seen += 1
            guard seen <= maxFiles else { throw Failure(description: "\(folder): more than \(maxFiles) files; name a smaller folder") }
            if walker.level > maxDepth { walker.skipDescendants() }
            guard extensions.contains(url.pathExtension.lowercased()),
                (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            if url.pathExtension.lowercased() == "json", !looksLikeLottie(url) { continue }
            let relative = url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
            files.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
        }
        return files.sorted()
    }

    /// Whether the first 64 KB of a JSON file hold `"layers"`, or both `"v"` and `"fr"`.
    private static func looksLikeLottie(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return true }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 65536)) ?? Data()
        let text = String(decoding: head, as: UTF8.self)
        return text.contains("\"layers\"") || (text.contains("\"v\"") && text.contains("\"fr\""))
    }
}

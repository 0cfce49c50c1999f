/// Which folders of a dotLottie archive hold what. The manifest version picks the
/// preferred names (v1 `animations/`, `images/`, `themes/`; v2 `a/`, `i/`, `t/`), and
/// the other version's names are accepted too.
struct DotLottieLayout {
    enum Folder {
        case animations, images, themes, stateMachines
    }

    /// Folder prefixes, preferred first.
    private let prefixes: [(prefix: String, folder: Folder)]

    init(isVersion2: Bool) {
        let version1: [(String, Folder)] = [
            ("animations/", .animations), ("images/", .images), ("themes/", .themes), ("states/", .stateMachines),
        ]
        let version2: [(String, Folder)] = [("a/", .animations), ("i/", .images), ("t/", .themes), ("s/", .stateMachines)]
        prefixes = isVersion2 ? version2 + version1 : version1 + version2
    }

    /// The folder of an entry and its name inside it, or nil for entries that are not
    /// read: other folders (audio, fonts), hidden files such as
    /// `.DS_Store`, and animations or themes that are not `.json`.
    func classify(_ entryName: String) -> (Folder, String)? {
        for (prefix, folder) in prefixes where entryName.hasPrefix(prefix) {
            let file = String(entryName.dropFirst(prefix.count))
            let base = file.split(separator: "/").last.map(String.init) ?? file
            if file.isEmpty || base.hasPrefix(".") { return nil }
            if folder != .images && (!file.hasSuffix(".json") || file.contains("/")) { return nil }
            return (folder, file)
        }
        return nil
    }
}

/// The file browser's state (`O`): the animation files found so far below the folder the
/// player started in (paths relative to it, in the order the driver lists them), the filter
/// typed, the files that match it and the selected one.
///
/// The driver lists the folder a bounded batch at a time and hands each batch to
/// ``append(_:)``, so the first screen shows while the listing goes on. The filter is a
/// substring of the relative path, the case of ASCII letters ignored; typing one more
/// character narrows the current matches rather than all the files.
package struct FileBrowser: Sendable {
    /// The most directory entries the listing visits; it stops there and says so.
    package static let maxEntries = 100_000
    /// The deepest folder the listing follows.
    package static let maxDepth = 32
    /// The most characters the filter takes.
    static let maxFilterLength = 128

    /// The files found so far.
    package private(set) var entries: [String] = []
    /// Each entry's UTF-8 with ASCII letters lowercased, which the filter is matched against.
    private var folded: [[UInt8]] = []
    package private(set) var filter = ""
    /// The indices in ``entries`` of the files that match ``filter``, in order.
    package private(set) var matches: [Int] = []
    /// The selected row of ``matches``.
    package private(set) var selectedIndex = 0
    /// Whether the listing has ended.
    package var isComplete = false
    /// Whether the listing stopped at ``maxEntries``.
    package var isTruncated = false

    package init() {}

    /// The selected file's path, when any file matches.
    package var selected: String? {
        matches.indices.contains(selectedIndex) ? entries[matches[selectedIndex]] : nil
    }

    /// Adds files the listing found; those matching the filter join the end of ``matches``.
    package mutating func append(_ paths: [String]) {
        let needle = Self.fold(filter)
        for path in paths {
            let bytes = Self.fold(path)
            if Self.contains(bytes, needle) { matches.append(entries.count) }
            entries.append(path)
            folded.append(bytes)
        }
    }

    /// Adds `character` to the filter.
    package mutating func type(_ character: Character) {
        guard filter.count < Self.maxFilterLength, !character.isNewline else { return }
        let kept = selected
        filter.append(character)
        let needle = Self.fold(filter)
        matches = matches.filter { Self.contains(folded[$0], needle) }
        reselect(kept)
    }

    /// Removes the filter's last character.
    package mutating func deleteBackward() {
        guard !filter.isEmpty else { return }
        let kept = selected
        filter.removeLast()
        let needle = Self.fold(filter)
        matches = folded.indices.filter { Self.contains(folded[$0], needle) }
        reselect(kept)
    }

    /// Moves the selection by `rows` (negative: up), stopping at the ends.
    package mutating func move(by rows: Int) {
        selectedIndex = max(0, min(selectedIndex + rows, matches.count - 1))
    }

    /// The first row to show in a list of `visible` rows so that the selection is visible.
    package func firstShownRow(visible: Int) -> Int {
        guard visible > 0 else { return 0 }
        return max(0, min(selectedIndex - visible + 1, matches.count - visible))
    }

    /// Keeps `path` selected when it still matches, else selects the first match.
    private mutating func reselect(_ path: String?) {
        selectedIndex = path.flatMap { path in matches.firstIndex { entries[$0] == path } } ?? 0
    }

    /// `text`'s UTF-8 with `A`–`Z` lowercased.
    static func fold(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    /// Whether `needle` occurs in `haystack` (an empty needle always does).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}

import Foundation
import Lottie
import PlayerUI

/// The file browser's listing (`O`): the animation files (`.json`, `.lot`, `.lottie`, `.tgs`)
/// in the folder the player started in and below, found a bounded batch at a time so that the
/// player stays responsive in a folder of many thousands of files.
///
/// Folders are walked depth first, each one's names sorted, so the files come out in the
/// order of their sorted paths. Hidden files and folders are skipped, folders reached through
/// symbolic links are not followed, the walk goes at most ``FileBrowser/maxDepth`` folders
/// deep and stops after ``FileBrowser/maxEntries`` entries. A `.json` is not opened to see
/// whether it is a Lottie file (that would cost a read per file): the preview says when it
/// is not.
final class FolderListing {
    /// A folder being walked: its path relative to the root (empty for the root), its depth
    /// and its names not yet visited, the next last.
    private struct Folder {
        var path: String
        var depth: Int
        var names: [String]
    }

    private var folders: [Folder] = []
    /// The directory entries visited so far.
    private var visited = 0
    private(set) var isComplete = false
    private(set) var isTruncated = false

    /// Starts with the current folder.
    init() {
        folders = [Folder(path: "", depth: 0, names: Self.names(in: "."))]
    }

    /// The files found in about `budget` of work (one folder's names are read at once).
    func next(within budget: Duration) -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: budget)
        var found: [String] = []
        var steps = 0
        while !isComplete {
            steps += 1
            if steps % 64 == 0, clock.now >= deadline { break }
            guard var folder = folders.popLast() else {
                isComplete = true
                break
            }
            guard let name = folder.names.popLast() else { continue }
            folders.append(folder)
            visited += 1
            if visited > FileBrowser.maxEntries {
                isComplete = true
                isTruncated = true
                break
            }
            let path = folder.path.isEmpty ? name : folder.path + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR where folder.depth < FileBrowser.maxDepth:
                folders.append(Folder(path: path, depth: folder.depth + 1, names: Self.names(in: path)))
            case S_IFREG where Self.isAnimation(name):
                found.append(path)
            case S_IFLNK where Self.isAnimation(name) && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG:
                found.append(path)
            default:
                break
            }
        }
        return found
    }

    /// Whether `name` ends in one of the animation extensions.
    private static func isAnimation(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return AnimationFiles.extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The names in `folder` that do not start with a dot, sorted last first (so that
    /// `popLast` takes them in order); none when it cannot be read; at most
    /// ``FileBrowser/maxEntries``.
    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while names.count < FileBrowser.maxEntries, let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted(by: >)
    }
}

/// Feeds the file browser of the player's UI while it is open: the folder's listing, a batch
/// per turn of the player's loop, and the selected file's preview. One per `play` run, so the
/// listing goes on from one file's player to the next.
@MainActor
final class BrowserFeed {
    /// The listing's work per turn of the loop: short, so that keys are read between batches.
    static let batchBudget = Duration.milliseconds(8)
    /// Made when the browser first opens.
    private var listing: FolderListing?
    /// Opens a file for the preview: a renderer of it and its first frame.
    private let open: (String) throws -> (renderer: LottieFrameRenderer, startFrame: Double)

    init(open: @escaping (String) throws -> (renderer: LottieFrameRenderer, startFrame: Double)) {
        self.open = open
    }

    /// Whether the open browser waits for the listing or a preview.
    func hasWork(for ui: PlayerUI) -> Bool {
        ui.isBrowserOpen && (listing?.isComplete != true || ui.wantedPreview != nil)
    }

    /// Does one piece of that work: the preview the browser wants, else a batch of the listing.
    func work(on ui: PlayerUI) {
        if let path = ui.wantedPreview {
            do {
                let opened = try open(path)
                ui.showPreview(of: path, renderer: opened.renderer, startFrame: opened.startFrame)
            } catch {
                ui.showPreview(of: path, failure: "\(error)")
            }
            return
        }
        let listing = self.listing ?? FolderListing()
        self.listing = listing
        ui.browser.append(listing.next(within: Self.batchBudget))
        ui.browser.isComplete = listing.isComplete
        ui.browser.isTruncated = listing.isTruncated
    }
}

import FileWatching
import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// The watcher behind `play --watch`, in this process: which changes it reports (inotify and
/// polling), the debounce, and that reloading a thousand times leaves no inotify watch or
/// descriptor behind, counted in `/proc/self/fd` and `/proc/self/fdinfo`.
@Suite(.serialized) struct FileWatchTests {
    /// A fresh folder holding `a.json` (the built-in sample) and `other.json`.
    private static func folder() throws -> URL {
        try ImageProviderTests.directory(["a.json": Data(BuiltInSample.json.utf8), "other.json": Data("{}".utf8)])
    }

    /// Writes `data` to a temporary file beside `url`, then renames it over `url` (an editor's
    /// safe save).
    static func renameSave(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).swp")
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Truncates `url` and writes `data` into the same file (same inode).
    static func inPlaceSave(_ data: Data, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: data)
        try handle.close()
    }

    /// This process's inotify instances (descriptors linked to `anon_inode:inotify`) and the
    /// watches they hold (the `inotify wd:` lines of their `/proc/self/fdinfo` entries).
    static func inotifyUsage() -> (instances: Int, watches: Int) {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        var usage = (instances: 0, watches: 0)
        for descriptor in descriptors where (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) == "anon_inode:inotify" {
            usage.instances += 1
            let info = (try? String(contentsOfFile: "/proc/self/fdinfo/\(descriptor)", encoding: .utf8)) ?? ""
            usage.watches += info.split(separator: "\n").count { $0.hasPrefix("inotify wd:") }
        }
        return usage
    }

    @Test func inotifySeesEverySaveOfTheFileAndNothingElse() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("a.json")
        let watcher = FileWatcher(polling: false)
        #expect(watcher.descriptor != nil)
        watcher.watch([file.path])
        #expect(!watcher.takeChanges())
        try Self.renameSave(Data(BuiltInSample.json.utf8), to: file)
        #expect(watcher.takeChanges())
        try Self.inPlaceSave(Data("{".utf8), to: file)
        #expect(watcher.takeChanges())
        // Another file of the folder is not news.
        try Data("[]".utf8).write(to: root.appendingPathComponent("other.json"))
        #expect(!watcher.takeChanges())
        try FileManager.default.removeItem(at: file)
        #expect(watcher.takeChanges())
        try Data(BuiltInSample.json.utf8).write(to: file)
        #expect(watcher.takeChanges())
        // Not watched any more: nothing.
        watcher.watch([])
        try Self.inPlaceSave(Data("{}".utf8), to: file)
        #expect(!watcher.takeChanges())
    }

    @Test func pollingSeesTheSameSaves() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("a.json")
        let watcher = FileWatcher(polling: true)
        #expect(watcher.descriptor == nil)
        watcher.watch([file.path])
        var now = ContinuousClock.now
        /// Polls once the interval has passed.
        func poll() -> Bool {
            now = now.advanced(by: FileWatcher.pollInterval)
            return watcher.poll(at: now)
        }
        #expect(!poll())
        // Same size, another inode: a rename-style save.
        try Self.renameSave(Data(BuiltInSample.json.utf8), to: file)
        #expect(poll())
        #expect(!poll())
        // Before the interval, not looked at.
        try Self.inPlaceSave(Data("{".utf8), to: file)
        #expect(!watcher.poll(at: now))
        #expect(poll())
        try FileManager.default.removeItem(at: file)
        #expect(poll())
        #expect(!poll())
        try Data(BuiltInSample.json.utf8).write(to: file)
        #expect(poll())
        try Data("[]".utf8).write(to: root.appendingPathComponent("other.json"))
        #expect(!poll())
    }

    @Test func theScheduleWaitsForQuietButNotForEver() {
        let start = ContinuousClock.now
        let at = { (milliseconds: Int) in start.advanced(by: .milliseconds(milliseconds)) }
        var schedule = ReloadSchedule(quiet: .milliseconds(100))
        #expect(schedule.due == nil)
        schedule.changed(at: at(0))
        schedule.changed(at: at(50))
        #expect(schedule.due == at(150))
        // A file that keeps changing every 50 ms is read ten quiet times after its first change.
        for milliseconds in stride(from: 100, through: 2000, by: 50) { schedule.changed(at: at(milliseconds)) }
        #expect(schedule.due == at(1000))
        schedule.reloaded(at: at(1000))
        #expect(schedule.due == nil)
        // At most one reload per quiet time, however the changes fall.
        schedule.changed(at: at(1000))
        #expect(schedule.due == at(1100))
        var quick = ReloadSchedule(quiet: .zero)
        quick.changed(at: at(5))
        #expect(quick.due == at(5))
    }

    /// A thousand reloads through the player's watch (rename-style and in-place saves in
    /// turn), then a thousand moves of the watch between two folders: one inotify descriptor
    /// all along, as many watches as folders watched, and none of either once the watcher is gone.
    @MainActor @Test func aThousandReloadsLeaveNoWatchBehind() throws {
        let root = try ImageProviderTests.directory([
            "a/anim.json": try Data(contentsOf: Corpus.samples.appendingPathComponent("image-layers.json")),
            "a/images/checker.png": try Data(contentsOf: Corpus.samples.appendingPathComponent("images/checker.png")),
            "b/anim.json": Data(BuiltInSample.json.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("a/anim.json")
        let data = try Data(contentsOf: file)
        let before = Self.inotifyUsage()
        do {
            let loaded = try LoadedAnimationFile.load(filePath: file.path)
            let ui = PlayerUI(view: LottieAnimationView(animation: loaded.animation, imageProvider: loaded.imageProvider))
            ui.watching = true
            let watch = PlayerWatch(environment: ["LOTTIE_TERM_WATCH_DELAY": "0"]) { error, file in "\(file): \(error)" }
            var reloads = 0
            watch.follow([file.path] + loaded.imageFileCandidates) { ui in
                let next = try LoadedAnimationFile.load(filePath: file.path)
                ui.replaceAnimation(with: LottieAnimationView(animation: next.animation, imageProvider: next.imageProvider))
                reloads += 1
                return [file.path] + next.imageFileCandidates
            }
            _ = watch.update(ui, at: .now)
            let descriptor = try #require(watch.descriptor)
            // The animation's folder, and its images folder.
            #expect(Self.inotifyUsage() == (before.instances + 1, before.watches + 2))
            for index in 0..<1000 {
                if index.isMultiple(of: 2) { try Self.renameSave(data, to: file) } else { try Self.inPlaceSave(data, to: file) }
                #expect(watch.update(ui, at: .now), "save \(index) was not reloaded")
            }
            #expect(reloads == 1000)
            #expect(ui.reloadError == nil)
            #expect(watch.descriptor == descriptor)
            #expect(Self.inotifyUsage() == (before.instances + 1, before.watches + 2))

            let watcher = FileWatcher(polling: false)
            for index in 0..<1000 {
                watcher.watch([root.appendingPathComponent(index.isMultiple(of: 2) ? "a/anim.json" : "b/anim.json").path])
            }
            #expect(watcher.watchedFolderCount == 1)
            #expect(Self.inotifyUsage() == (before.instances + 2, before.watches + 3))
        }
        #expect(Self.inotifyUsage() == before)
    }
}

import Foundation
import Glibc

/// Tells when files change, for `play --watch`: inotify watches on the files' folders, so
/// that a save that writes a new file and renames it over the old one, and a file deleted and
/// made again, are seen like a write in place; or, where inotify cannot be used
/// (`inotify_init1` fails, as it may for the user's limit of instances, or
/// `LOTTIE_TERM_WATCH=poll`), each file's status (device, inode, size, modification time)
/// compared every ``pollInterval``, which also works on network mounts that send no events.
///
/// One inotify descriptor for the watcher's life, which the player's loop waits on with the
/// terminal's input; a folder has one watch while a file in it is watched.
///
/// ```swift
/// let watcher = FileWatcher(polling: false)
/// watcher.watch(["anim.json", "images/img_0.png"])
/// // when watcher.descriptor is readable:
/// if watcher.takeChanges() { /* read the files again */ }
/// ```
package final class FileWatcher {
    /// How often polling looks at the files.
    package static let pollInterval = Duration.milliseconds(250)
    /// The most event bytes one ``takeChanges()`` reads; the rest waits for the next call, so
    /// a file that never stops changing cannot hold the player's loop.
    static let maxReadBytes = 256 * 1024
    /// The events a folder's watch reports: a file written and closed, moved in or out,
    /// created, deleted, modified (by a writer that keeps it open) or touched.
    static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)

    /// The inotify descriptor, readable when events wait; nil when polling.
    package let descriptor: Int32?
    /// The names watched in each folder (symbolic links resolved).
    private var names: [String: Set<String>] = [:]
    /// Each watched folder's watch descriptor.
    private var watches: [String: Int32] = [:]
    /// Polling: each file's status when last seen (nil: it was not there).
    private var stamps: [String: Stamp?] = [:]
    /// Polling: when the files are looked at next.
    package private(set) var nextPoll: ContinuousClock.Instant?
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// A watcher with inotify, or polling when `polling` is true or inotify cannot be used.
    package init(polling: Bool) {
        let descriptor = polling ? -1 : inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        self.descriptor = descriptor >= 0 ? descriptor : nil
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// How many folders have a watch (none when polling).
    package var watchedFolderCount: Int { watches.count }

    /// Watches `paths` from now on, and no other file: a watch is added for each folder that
    /// holds one of them and none yet, and removed from each folder that holds none any more
    /// (a missing folder is tried again at the next call). A symbolic link is watched with
    /// the file it points to. Polling takes the files' status as they are now.
    package func watch(_ paths: [String]) {
        var wanted: [String: Set<String>] = [:]
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            for file in Set([url, url.resolvingSymlinksInPath()]) {
                wanted[file.deletingLastPathComponent().resolvingSymlinksInPath().path, default: []].insert(file.lastPathComponent)
            }
        }
        names = wanted
        guard let descriptor else {
            let files = wanted.flatMap { folder, names in names.map { folder + "/" + $0 } }
            stamps = Dictionary(uniqueKeysWithValues: files.map { ($0, stamps[$0] ?? Stamp(path: $0)) })
            return
        }
        for (folder, watch) in watches where wanted[folder] == nil {
            watches[folder] = nil
            // Two spellings of one folder share a watch: keep it while one of them is wanted.
            if !watches.values.contains(watch) { inotify_rm_watch(descriptor, watch) }
        }
        for folder in wanted.keys where watches[folder] == nil {
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            if watch >= 0 { watches[folder] = watch }
        }
    }

    /// Reads the events waiting, without blocking (at most ``maxReadBytes``), and tells
    /// whether one of them is about a watched file or events were lost (the queue overflowed).
    /// A folder whose watch went away (the folder was deleted) is watched again at the next
    /// ``watch(_:)``.
    package func takeChanges() -> Bool {
        guard let descriptor else { return false }
        var changed = false
        var total = 0
        while total < Self.maxReadBytes {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            total += count
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameBytes = bytes[(offset + header)..<min(offset + header + Int(event.len), count)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += header + Int(event.len)
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { changed = true }
                    if event.mask & UInt32(IN_IGNORED) != 0 {
                        for (folder, watch) in watches where watch == event.wd { watches[folder] = nil }
                    } else if let folder = watches.first(where: { $0.value == event.wd })?.key, names[folder]?.contains(name) == true {
                        changed = true
                    }
                }
            }
        }
        return changed
    }

    /// Polling: looks at the files when ``nextPoll`` has come, and tells whether one of them
    /// changed (or came or went) since the last look. Always false with inotify.
    package func poll(at now: ContinuousClock.Instant) -> Bool {
        guard descriptor == nil, !stamps.isEmpty else { return false }
        if let nextPoll, now < nextPoll { return false }
        nextPoll = now.advanced(by: Self.pollInterval)
        var changed = false
        for (path, stamp) in stamps {
            let current = Stamp(path: path)
            if current != stamp {
                stamps[path] = current
                changed = true
            }
        }
        return changed
    }

    /// What polling compares: a file replaced by another has another inode, one written in
    /// place another size or modification time.
    private struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        /// The status of the file at `path`, or nil when there is none.
        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            seconds = status.st_mtim.tv_sec
            nanoseconds = status.st_mtim.tv_nsec
        }
    }
}

/// When a changed file is read again: once it has been quiet for ``quiet`` (editors and
/// exporters write in several steps), at the latest ``longest`` after the first change not yet
/// read (so a file that never stops changing is still shown), and never twice within
/// ``quiet`` (so reloading cannot take the player's time from its input).
package struct ReloadSchedule {
    /// The default quiet time, and the most `LOTTIE_TERM_WATCH_DELAY` may ask.
    static let defaultQuiet = Duration.milliseconds(100)
    static let maxQuiet = Duration.seconds(10)

    package let quiet: Duration
    private var firstChange: ContinuousClock.Instant?
    private var lastChange: ContinuousClock.Instant?
    private var lastReload: ContinuousClock.Instant?

    package init(quiet: Duration = defaultQuiet) {
        self.quiet = quiet
    }

    /// The longest a reload waits for the file to be quiet: ten quiet times.
    package var longest: Duration { quiet * 10 }

    /// Notes a change seen at `now`.
    package mutating func changed(at now: ContinuousClock.Instant) {
        if firstChange == nil { firstChange = now }
        lastChange = now
    }

    /// When the file should be read again; nil when nothing changed since the last reload.
    package var due: ContinuousClock.Instant? {
        guard let firstChange, let lastChange else { return nil }
        let settled = min(lastChange.advanced(by: quiet), firstChange.advanced(by: longest))
        return lastReload.map { max(settled, $0.advanced(by: quiet)) } ?? settled
    }

    /// Notes a reload at `now`: the changes seen so far are read.
    package mutating func reloaded(at now: ContinuousClock.Instant) {
        firstChange = nil
        lastChange = nil
        lastReload = now
    }

    /// Forgets the changes seen (watching stopped).
    package mutating func reset() {
        firstChange = nil
        lastChange = nil
    }
}

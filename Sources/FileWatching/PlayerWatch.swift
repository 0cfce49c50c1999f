import PlayerUI

/// `play --watch` and `W`: while the player's ``PlayerUI/watching`` is on, the file shown and
/// the image files it reads are watched, and read again once a change has settled. A file
/// that cannot be read or decoded (half written, deleted for a moment) leaves the last good
/// animation playing with the error in the status bar, and is tried again at its next change.
///
/// One per `play` run, so one inotify descriptor however many files are stepped through. The
/// player's loop calls ``update(_:at:)`` on every turn, waits on ``descriptor`` with the
/// terminal's input, and at most until ``deadline``.
@MainActor
package final class PlayerWatch {
    /// Whether to poll rather than use inotify.
    private let polling: Bool
    /// Made when watching first starts, so a player that never watches holds no inotify descriptor.
    private lazy var watcher = FileWatcher(polling: polling)
    private var schedule: ReloadSchedule
    /// The files the shown animation was read from: the animation's first, then its images.
    private var files: [String] = []
    /// Reads the shown file again and gives it to the player; returns the files to watch from
    /// then on.
    private var reload: ((PlayerUI) throws -> [String])?
    /// Whether the files are watched now.
    private var isActive = false
    /// The status bar's message for a reload that failed: the error, and the file read.
    private let describe: (any Error, _ file: String) -> String

    /// A watcher as the environment asks: `LOTTIE_TERM_WATCH=poll` polls instead of using
    /// inotify, `LOTTIE_TERM_WATCH_DELAY` sets the quiet time in milliseconds (0 to 10000,
    /// default 100). `describe` words a failed reload's error for the status bar.
    package init(environment: [String: String], describe: @escaping (any Error, _ file: String) -> String) {
        self.describe = describe
        polling = environment["LOTTIE_TERM_WATCH"] == "poll"
        let delay = environment["LOTTIE_TERM_WATCH_DELAY"].flatMap(Int.init).map { Duration.milliseconds(max($0, 0)) }
        schedule = ReloadSchedule(quiet: min(delay ?? ReloadSchedule.defaultQuiet, ReloadSchedule.maxQuiet))
    }

    /// Follows another file: `files` are what it was read from (the animation's file first,
    /// then its images), `reload` reads it again into the player it is given and returns the
    /// files to watch then.
    package func follow(_ files: [String], reload: @escaping (PlayerUI) throws -> [String]) {
        self.files = files
        self.reload = reload
        schedule.reset()
        if isActive { watcher.watch(files) }
    }

    /// The descriptor to wait on with the terminal's input (nil while not watching, or polling).
    package var descriptor: Int32? { isActive ? watcher.descriptor : nil }

    /// When ``update(_:at:)`` must run even if nothing arrives: a reload or a poll is due.
    package var deadline: ContinuousClock.Instant? {
        guard isActive else { return nil }
        return [schedule.due, watcher.nextPoll].compactMap { $0 }.min()
    }

    /// One turn of the player's loop: starts or stops watching as `ui` asks, takes the
    /// watcher's news, and reloads when a change has settled. Whether the screen changed.
    package func update(_ ui: PlayerUI, at now: ContinuousClock.Instant) -> Bool {
        let wanted = ui.watching == true
        if wanted != isActive {
            isActive = wanted
            watcher.watch(wanted ? files : [])
            schedule.reset()
        }
        guard isActive, let reload else { return false }
        if watcher.takeChanges() || watcher.poll(at: now) { schedule.changed(at: now) }
        guard let due = schedule.due, now >= due else { return false }
        schedule.reloaded(at: now)
        do {
            files = try reload(ui)
            watcher.watch(files)
        } catch {
            ui.reloadFailed(describe(error, files.first ?? ""))
        }
        return true
    }
}

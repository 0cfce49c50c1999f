/// Where a frame's time goes, layer instance by layer instance: the evaluation (model →
/// display items) and the rasterization (display items → pixels) of each, and the device pixels
/// it covers, added up over the frames profiled.
///
/// Frame evaluation opens an entry around each layer instance it evaluates and tags the
/// layer's group with the entry's ``Entry/ID``; the rasterizer opens the same entry around
/// that group. Times are *exclusive*: an entry's nested entries (the layers of a
/// precomposition) are subtracted from it, so the entries add up to the time spent inside any
/// of them. A matte source's rasterization counts with the layer it mattes.
///
/// The clock is injected so that evaluation stays a pure function of the frame; the profile is
/// not `Sendable` (one per thread).
///
/// ```swift
/// let clock = ContinuousClock(), origin = clock.now
/// let profile = LayerProfile { UInt64((clock.now - origin).components.attoseconds / 1_000_000_000) }
/// ```
package final class LayerProfile {
    /// What one layer instance cost over the profiled frames.
    package struct Entry: Sendable {
        /// An index into ``entries``.
        package typealias ID = Int
        /// The instance's keypath names, root first (precomposition layers, then the layer).
        package let names: [String]
        /// The entry of the precomposition layer that shows this instance, if any.
        package let parent: ID?
        /// Evaluation time, nested entries excluded, in nanoseconds.
        package var evaluationNanoseconds: UInt64 = 0
        /// Rasterization time, nested entries excluded, in nanoseconds.
        package var rasterNanoseconds: UInt64 = 0
        /// Device pixels covered by the layer's drawing (its clipped bounds), summed over frames.
        package var pixels = 0
        /// Frames in which the instance drew something.
        package var frames = 0
    }

    /// Which stage an open entry measures.
    package enum Stage: Sendable {
        case evaluation, rasterization
    }

    /// Every instance seen, in the order first seen.
    package private(set) var entries: [Entry] = []
    /// Time the profiling itself took (measuring areas), in nanoseconds: not part of the frame.
    package private(set) var overheadNanoseconds: UInt64 = 0
    private var ids: [AnyHashable: Entry.ID] = [:]
    private var open: [(id: Entry.ID, start: UInt64, nested: UInt64)] = []
    private let now: () -> UInt64

    /// Creates an empty profile; `clock` returns a monotonic time in nanoseconds.
    package init(clock: @escaping () -> UInt64) {
        now = clock
    }

    /// The entry for the instance identified by `key` (any stable identity, such as its node
    /// steps), made on first use with `names` and `parent`.
    package func entry(for key: AnyHashable, names: @autoclosure () -> [String], parent: Entry.ID?) -> Entry.ID {
        if let id = ids[key] { return id }
        let id = entries.count
        entries.append(Entry(names: names(), parent: parent))
        ids[key] = id
        return id
    }

    /// The entry made for `key`, if any.
    package func entry(for key: AnyHashable) -> Entry? {
        ids[key].map { entries[$0] }
    }

    /// The time now on the profile's clock, in nanoseconds.
    package var nanoseconds: UInt64 { now() }

    /// Starts measuring `id`; every `begin` is followed by one ``end(_:stage:)``.
    package func begin(_ id: Entry.ID) {
        open.append((id, now(), 0))
    }

    /// Stops measuring the innermost open entry (`id`) and adds its exclusive time to `stage`.
    package func end(_ id: Entry.ID, stage: Stage) {
        guard let last = open.popLast(), last.id == id, entries.indices.contains(id) else { return }
        let elapsed = now() &- last.start
        let exclusive = elapsed > last.nested ? elapsed - last.nested : 0
        switch stage {
        case .evaluation: entries[id].evaluationNanoseconds &+= exclusive
        case .rasterization: entries[id].rasterNanoseconds &+= exclusive
        }
        if !open.isEmpty { open[open.count - 1].nested &+= elapsed }
    }

    /// Adds a frame in which `id` drew over the pixels that `area` measures; the time `area`
    /// takes counts as the profile's overhead, not the frame's.
    package func addCoverage(to id: Entry.ID, area: () -> Int) {
        let start = now()
        let pixels = area()
        overheadNanoseconds &+= now() &- start
        guard entries.indices.contains(id), pixels > 0 else { return }
        entries[id].pixels &+= pixels
        entries[id].frames &+= 1
    }
}

import LottieGraphics
import Synchronization

/// The arc-length tables of the paths that trim paths cut, kept between frames by path: a
/// trimmed path that holds still while its trim animates (the common line-drawing animation)
/// is measured once, not at every frame.
///
/// Bounded by the tables' size (``maxCost`` values, about 2 MB); when a new table does not fit,
/// every table is dropped and the new one kept, so paths that change at every frame cannot
/// lock out the ones that hold still. A class because it is shared by reference between the
/// frames' shape evaluators; it refers to nothing else.
package final class PathMeasureCache: Sendable {
    package static let maxEntries = 4_096
    /// The most values (points and table entries, see ``PathMeasure/storedValues``) kept.
    package static let maxCost = 262_144

    private let measures = Mutex(BoundedCache<Key, PathMeasure>(maxEntries: maxEntries, maxCost: maxCost))

    package init() {}

    /// The measure of `path` at the default tolerance, measured once while it is kept.
    package func measure(_ path: BezierPath) -> PathMeasure {
        let key = Key(path)
        if let measure = measures.withLock({ $0[key] }) { return measure }
        let measure = PathMeasure(path)
        let cost = measure.storedValues + 1
        measures.withLock { $0.insertStartingOver(measure, for: key, cost: cost) }
        return measure
    }

    /// A path with its ``BezierPath/fold(into:)`` hash, made once.
    private struct Key: Hashable {
        let path: BezierPath
        let hash: Int

        init(_ path: BezierPath) {
            self.path = path
            var fold = HashFold()
            path.fold(into: &fold)
            hash = Int(truncatingIfNeeded: fold.value)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.path == b.path }
    }
}

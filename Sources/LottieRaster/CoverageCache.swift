import LottieGraphics

/// The swept coverage of the shapes drawn in the last frame, kept for the shapes that come back
/// unchanged: the same path, device transform, fill rule or stroke, rectangle (the whole shape's
/// pixels, whatever part of it a frame draws) and flattening tolerance give the
/// same coverage, so the next frame composites the recorded runs without flattening, stroking
/// or accumulating edges again.
///
/// A shape is recorded only when it was also drawn the frame before (so shapes that move every
/// frame cost a hash, not a copy), entries not drawn in a frame are dropped after it (after a
/// frame drawn only in part, only those inside the part), and the recorded runs and values are
/// bounded by ``maxValues``. Replaying gives exactly the coverage a sweep would.
final class CoverageCache {
    /// What decides a shape's coverage.
    struct Key: Hashable {
        let path: BezierPath
        let transform: AffineTransform
        let style: DrawStyle
        let rect: IntRect
        let tolerance: Double
        /// Computed once: the path's ends (``BezierPath/fold(into:)``) and the other fields
        /// (``HashFold``); it only spreads the keys, `==` compares them.
        private let hash: Int

        init(path: BezierPath, transform: AffineTransform, style: DrawStyle, rect: IntRect, tolerance: Double) {
            self.path = path
            self.transform = transform
            self.style = style
            self.rect = rect
            self.tolerance = tolerance
            var h = HashFold()
            path.fold(into: &h)
            transform.fold(into: &h)
            h.add(tolerance)
            h.add(Double(rect.x0) + Double(rect.y0) * 65_536)
            h.add(Double(rect.x1) + Double(rect.y1) * 65_536)
            switch style {
            case .fill(let rule): h.add(tag: rule == .nonZero ? 5 : 6)
            case .stroke(let stroke): stroke.fold(into: &h)
            }
            hash = Int(truncatingIfNeeded: h.value)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.rect == b.rect && a.tolerance == b.tolerance && a.transform == b.transform && a.style == b.style
                && a.path == b.path
        }
    }

    /// One run of a swept row: pixels `x ..< x + count` of row `y`, their coverage at
    /// `values[offset...]` (one value when `isConstant`).
    struct Run {
        let y: Int32
        let x: Int32
        let count: Int32
        let offset: Int32
        let isConstant: Bool
    }

    /// A shape's recorded sweep.
    struct Coverage {
        var runs: [Run] = []
        var values: [Float] = []
    }

    /// Most coverage values (and runs) all entries may hold together.
    static let maxValues = 1 << 20

    private var entries: [Key: Coverage] = [:]
    private var drawnBefore: Set<Key> = []
    private var drawnNow: Set<Key> = []
    /// How many entries were used in this frame.
    private var usedCount = 0
    private var held = 0

    /// The recorded coverage of `key`, marking it used in this frame.
    func coverage(for key: Key) -> Coverage? {
        guard let coverage = entries[key] else { return nil }
        if drawnNow.insert(key).inserted { usedCount += 1 }
        return coverage
    }

    /// Whether the sweep of `key` should be recorded: it was drawn the frame before too and the
    /// cache has room. Notes that it is drawn in this frame.
    func shouldRecord(_ key: Key) -> Bool {
        drawnNow.insert(key)
        return drawnBefore.contains(key) && held < Self.maxValues
    }

    /// Keeps a recorded sweep (when it fits).
    func store(_ coverage: Coverage, for key: Key) {
        let size = coverage.values.count + coverage.runs.count * 4
        guard held + size <= Self.maxValues else { return }
        held += size
        if entries.updateValue(coverage, forKey: key) == nil { usedCount += 1 }
    }

    /// Ends a frame: drops the entries it did not use, or, for a frame drawn only in `part`
    /// (the area that changed), those whose pixels it drew: the shapes outside it were not
    /// drawn because they did not change, and their entries stay.
    func endFrame(drawnOnlyIn part: IntRect? = nil) {
        if usedCount < entries.count {
            entries = entries.filter { entry in drawnNow.contains(entry.key) || part.map { entry.key.rect.intersection($0).isEmpty } ?? false }
            held = entries.values.reduce(0) { $0 + $1.values.count + $1.runs.count * 4 }
        }
        swap(&drawnBefore, &drawnNow)
        drawnNow.removeAll(keepingCapacity: true)
        usedCount = 0
    }
}

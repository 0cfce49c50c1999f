import LottieGraphics

/// The swept coverage of the shapes drawn in the last frame, kept for the shapes that come back
/// unchanged: the same path, device transform, fill rule or stroke, rectangle (the whole shape's
/// pixels, whatever part of it a frame draws), pixel snapping and flattening tolerance give the
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
        let snaps: Bool
        let tolerance: Double
        /// Computed once: the path's ends (``pointHash(_:)``) and the other fields, folded by
        /// multiply-and-rotate (a few cycles a value where `Hasher` feeds each through SipHash);
        /// it only spreads the keys, `==` compares them.
        private let hash: Int

        init(path: BezierPath, transform: AffineTransform, style: DrawStyle, rect: IntRect, snaps: Bool, tolerance: Double) {
            self.path = path
            self.transform = transform
            self.style = style
            self.rect = rect
            self.snaps = snaps
            self.tolerance = tolerance
            var h = Self.pointHash(path)
            for v in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty, tolerance] { Self.mix(v, into: &h) }
            Self.mix(Double(rect.x0) + Double(rect.y0) * 65_536, into: &h)
            Self.mix(Double(rect.x1) + Double(rect.y1) * 65_536 + (snaps ? 0.5 : 0), into: &h)
            switch style {
            case .fill(let rule): h = h &+ (rule == .nonZero ? 5 : 6)
            case .stroke: Self.mix(Double(style.hashValue), into: &h)
            }
            hash = Int(truncatingIfNeeded: h)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        /// The path's element count and its first and last eight elements folded: enough to
        /// spread the shapes of two frames (a trim or a morph moves its ends; a moved shape
        /// differs in its transform), without reading every point of long paths such as glyph
        /// outlines each frame.
        private static func pointHash(_ path: BezierPath) -> UInt64 {
            var h: UInt64 = 0x243F_6A88_85A3_08D3
            let elements = path.elements
            let count = elements.count
            mix(Double(count), into: &h)
            func fold(_ range: Range<Int>) {
                for index in range {
                    switch elements[index] {
                    case .move(let p):
                        h = h &+ 1
                        mix(p.x, into: &h)
                        mix(p.y, into: &h)
                    case .line(let p):
                        h = h &+ 2
                        mix(p.x, into: &h)
                        mix(p.y, into: &h)
                    case .cubic(let a, let b, let c):
                        h = h &+ 3
                        mix(a.x, into: &h)
                        mix(a.y, into: &h)
                        mix(b.x, into: &h)
                        mix(b.y, into: &h)
                        mix(c.x, into: &h)
                        mix(c.y, into: &h)
                    case .close:
                        h = h &+ 4
                    }
                }
            }
            if count <= 16 {
                fold(0..<count)
            } else {
                fold(0..<8)
                fold((count - 8)..<count)
            }
            return h
        }

        /// Folds `v` into `h` (−0 as +0, as `==` has it).
        @inline(__always)
        private static func mix(_ v: Double, into h: inout UInt64) {
            let m = (h ^ (v + 0).bitPattern) &* 0x9E37_79B9_7F4A_7C15
            h = m << 29 | m >> 35
        }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.rect == b.rect && a.snaps == b.snaps && a.tolerance == b.tolerance && a.transform == b.transform && a.style == b.style
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

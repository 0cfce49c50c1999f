import LottieGraphics

/// Flattened subpaths stored contiguously, reused between frames to avoid allocation.
package struct PolylineSet {
    /// All points of all subpaths.
    package var points: [Vector2] = []
    /// Per point: `true` when the point is a corner of the source path (not inside a curve).
    var isCorner: [Bool] = []
    /// Start index of each subpath in `points`.
    package var starts: [Int] = []
    /// Whether each subpath was closed.
    package var isClosed: [Bool] = []

    package var subpathCount: Int { starts.count }

    package init() {}

    /// Empties the set, keeping capacity.
    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        isCorner.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        isClosed.removeAll(keepingCapacity: true)
    }

    /// Begins a new (open) subpath.
    mutating func beginSubpath() {
        starts.append(points.count)
        isClosed.append(false)
    }

    /// Appends a point to the current subpath.
    mutating func append(_ p: Vector2, corner: Bool = true) {
        points.append(p)
        isCorner.append(corner)
    }

    /// Marks the current subpath closed.
    mutating func closeSubpath() {
        if !isClosed.isEmpty { isClosed[isClosed.count - 1] = true }
    }

    /// The index range of subpath `i`.
    func range(of i: Int) -> Range<Int> {
        let end = i + 1 < starts.count ? starts[i + 1] : points.count
        return starts[i]..<end
    }
}

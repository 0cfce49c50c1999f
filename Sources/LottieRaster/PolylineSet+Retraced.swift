import LottieGraphics

extension PolylineSet {
    /// Subpath counts up to which retraced subpaths are searched pair by pair, with no
    /// allocation; larger sets group the subpaths by length first.
    private static let pairwiseLimit = 16

    /// Leaves out each subpath that retraces an earlier one point for point, within
    /// `tolerance`: forwards, or also backwards when `backwardsToo` (a stroke's outline does not
    /// depend on the direction of its path; a dash pattern does). The stroke of a retraced
    /// subpath covers nothing the first one does not, but the rasterizer accumulates the
    /// coverage of every edge, so its anti-aliased edges would count twice and come out
    /// darker (an eye drawn closed as two copies of one outline).
    mutating func removeRetracedSubpaths(tolerance: Double, backwardsToo: Bool) {
        guard subpathCount > 1 else { return }
        var kept: [Int] = []
        if subpathCount <= Self.pairwiseLimit {
            let retraced = (1..<subpathCount).filter { s in
                (0..<s).contains { retraces(s, $0, tolerance: tolerance, backwardsToo: backwardsToo) }
            }
            guard !retraced.isEmpty else { return }
            kept = (0..<subpathCount).filter { !retraced.contains($0) }
        } else {
            var earlierByLength: [Int: [Int]] = [:]
            for s in 0..<subpathCount {
                let length = range(of: s).count
                if let earlier = earlierByLength[length],
                    earlier.contains(where: { retraces(s, $0, tolerance: tolerance, backwardsToo: backwardsToo) })
                {
                    continue
                }
                kept.append(s)
                earlierByLength[length, default: []].append(s)
            }
            guard kept.count < subpathCount else { return }
        }
        var result = PolylineSet()
        for s in kept {
            result.beginSubpath()
            for i in range(of: s) { result.append(points[i], corner: isCorner[i]) }
            if isClosed[s] { result.closeSubpath() }
        }
        self = result
    }

    /// Whether subpath `s` runs through the points of subpath `t`, in order or, if
    /// `backwardsToo`, in reverse. Most pairs differ in length or in their first point.
    private func retraces(_ s: Int, _ t: Int, tolerance: Double, backwardsToo: Bool) -> Bool {
        let a = range(of: s)
        let b = range(of: t)
        guard a.count == b.count, isClosed[s] == isClosed[t] else { return false }
        let count = a.count
        func near(_ i: Int, _ j: Int) -> Bool {
            abs(points[a.lowerBound + i].x - points[b.lowerBound + j].x) <= tolerance
                && abs(points[a.lowerBound + i].y - points[b.lowerBound + j].y) <= tolerance
        }
        if (0..<count).allSatisfy({ near($0, $0) }) { return true }
        guard backwardsToo, count > 1 else { return false }
        // A closed subpath that ends on its first point reverses like an open one; one that
        // leaves its closing edge implied keeps its first point and reverses the rest.
        if (0..<count).allSatisfy({ near($0, count - 1 - $0) }) { return true }
        return isClosed[s] && near(0, 0) && (1..<count).allSatisfy { near($0, count - $0) }
    }
}

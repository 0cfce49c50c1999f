import LottieGraphics

/// Arc-length measurement of a ``BezierPath``: total and per-subpath lengths, points and
/// tangents at a distance, and exact sub-paths between two distances.
///
/// Distances run along the subpaths in order, each closed subpath including its closing line.
/// Curves are measured with Gauss–Legendre quadrature over a small table per segment; cut
/// points are found in that table, and pieces are split with de Casteljau, so cut curves stay
/// cubics.
///
/// ```swift
/// let measure = PathMeasure(path)
/// let firstHalf = measure.segment(from: 0, to: measure.length / 2)
/// ```
package struct PathMeasure: Sendable {
    /// The default flatness tolerance (in path units) for the distance tables.
    package static let defaultTolerance = 0.05
    /// The most table entries one measure builds, whatever the path size.
    package static let maxTableSamples = 1 << 20
    /// The most table entries for one curve segment.
    package static let maxSamplesPerSegment = 64

    private struct Measured: Sendable {
        var contour: PathContour
        /// Cumulative length at the end of each segment.
        var segmentEnds: [Double]
        /// For each segment, the index of its first entry in `samples`.
        var sampleStarts: [Int]
        /// Per segment: lengths from its start at t = k/n for k = 1…n.
        var samples: [Double]
        var length: Double { segmentEnds.last ?? 0 }
    }

    private let measured: [Measured]
    private let contourEnds: [Double]
    /// The total length of all subpaths.
    package let length: Double

    /// Measures `path`. Subpaths with non-finite points or an overflowing length are ignored.
    /// - Parameters:
    ///   - path: the path to measure.
    ///   - tolerance: roughly the largest allowed distance error for curves (clamped to ≥ 1e-6).
    /// - Complexity: O(segments × table size), with the table size bounded by
    ///   ``maxSamplesPerSegment`` and ``maxTableSamples``.
    package init(_ path: BezierPath, tolerance: Double = PathMeasure.defaultTolerance) {
        let contours = PathContour.contours(of: path)
        let tol = tolerance.isFinite ? max(tolerance, 1e-6) : Self.defaultTolerance
        let segmentCount = max(1, contours.reduce(0) { $0 + $1.segments.count })
        let perSegmentCap = min(Self.maxSamplesPerSegment, max(1, Self.maxTableSamples / segmentCount))
        var measured: [Measured] = []
        var ends: [Double] = []
        var total = 0.0
        for contour in contours {
            let m = Self.measure(contour, tolerance: tol, cap: perSegmentCap)
            guard m.length.isFinite, (total + m.length).isFinite else { continue }
            total += m.length
            measured.append(m)
            ends.append(total)
        }
        self.measured = measured
        self.contourEnds = ends
        self.length = total
    }

    // MARK: - Queries

    /// The number of measured subpaths.
    package var contourCount: Int { measured.count }

    /// How many numbers the measure holds (its curves' points and its distance tables), for
    /// caches that bound their size.
    package var storedValues: Int {
        measured.reduce(contourEnds.count) { $0 + $1.contour.segments.count * 10 + $1.samples.count + $1.sampleStarts.count }
    }

    /// The length of subpath `index` (0 when out of range).
    package func contourLength(_ index: Int) -> Double {
        measured.indices.contains(index) ? measured[index].length : 0
    }

    /// Whether subpath `index` is closed.
    package func isContourClosed(_ index: Int) -> Bool {
        measured.indices.contains(index) ? measured[index].contour.isClosed : false
    }

    /// The point at `distance` along the whole path (clamped to 0…length), or `nil` if empty.
    package func point(atDistance distance: Double) -> Vector2? {
        guard let (c, i, t) = locate(distance) else { return nil }
        return measured[c].contour.segments[i].point(at: t)
    }

    /// The unit tangent at `distance` along the whole path, or `nil` if empty or degenerate.
    package func tangent(atDistance distance: Double) -> Vector2? {
        guard let (c, i, t) = locate(distance) else { return nil }
        return measured[c].contour.segments[i].tangent(at: t)
    }

    /// The part of the path between two distances along it, as open subpaths (one per subpath
    /// touched). Distances are clamped to 0…length; an empty path results when `to ≤ from`.
    package func segment(from start: Double, to end: Double) -> BezierPath {
        var path = BezierPath()
        guard end > start else { return path }
        var base = 0.0
        for (c, contourEnd) in contourEnds.enumerated() {
            let lo = max(start, base)
            let hi = min(end, contourEnd)
            if hi > lo { path.append(contourSegment(c, from: lo - base, to: hi - base)) }
            base = contourEnd
        }
        return path
    }

    /// The part of subpath `index` between two distances along it (clamped to its length),
    /// as one open subpath; empty when `to ≤ from` or the index is out of range.
    package func contourSegment(_ index: Int, from start: Double, to end: Double) -> BezierPath {
        var path = BezierPath()
        guard measured.indices.contains(index) else { return path }
        let m = measured[index]
        let d0 = clamp(start, m.length)
        let d1 = clamp(end, m.length)
        guard d1 > d0 else { return path }
        let (i0, t0) = Self.locate(in: m, d0, preferEnd: false)
        let (i1, t1) = Self.locate(in: m, d1, preferEnd: true)
        let segments = m.contour.segments
        // The pieces go straight into the path, which starts where the first one does.
        path.elements.reserveCapacity(i1 - i0 + 2)
        func add(_ piece: CubicSegment) {
            if path.isEmpty { path.move(to: piece.start) }
            piece.append(to: &path)
        }
        if i0 == i1 {
            add(segments[i0].subsegment(from: t0, to: t1))
        } else {
            if t0 < 1 { add(segments[i0].subsegment(from: t0, to: 1)) }
            for i in (i0 + 1)..<i1 where segmentLength(m, i) > 0 { add(segments[i]) }
            if t1 > 0 { add(segments[i1].subsegment(from: 0, to: t1)) }
        }
        return path
    }

    // MARK: - Private

    private func clamp(_ d: Double, _ length: Double) -> Double {
        guard !d.isNaN else { return 0 }
        return min(max(d, 0), length)
    }

    private func segmentLength(_ m: Measured, _ i: Int) -> Double {
        m.segmentEnds[i] - (i > 0 ? m.segmentEnds[i - 1] : 0)
    }

    /// Contour, segment and parameter at a distance along the whole path.
    private func locate(_ distance: Double) -> (Int, Int, Double)? {
        guard !measured.isEmpty else { return nil }
        let d = clamp(distance, length)
        var c = firstIndex(contourEnds) { $0 >= d }
        c = min(c, measured.count - 1)
        let base = c > 0 ? contourEnds[c - 1] : 0
        let (i, t) = Self.locate(in: measured[c], d - base, preferEnd: false)
        return (c, i, t)
    }

    /// Segment and parameter at `d` within one contour. At a boundary between segments the
    /// start of the later one is chosen, or the end of the earlier one with `preferEnd`.
    private static func locate(in m: Measured, _ d: Double, preferEnd: Bool) -> (Int, Double) {
        let count = m.segmentEnds.count
        var i = preferEnd ? firstIndex(m.segmentEnds) { $0 >= d } : firstIndex(m.segmentEnds) { $0 > d }
        if i >= count { return (count - 1, 1) }
        let segmentStart = i > 0 ? m.segmentEnds[i - 1] : 0
        let local = d - segmentStart
        let first = m.sampleStarts[i]
        let n = (i + 1 < count ? m.sampleStarts[i + 1] : m.samples.count) - first
        guard n > 0, m.segmentEnds[i] > segmentStart else {
            i = min(i, count - 1)
            return (i, preferEnd ? 1 : 0)
        }
        var k = 0
        while k < n - 1 && m.samples[first + k] < local { k += 1 }
        let previous = k > 0 ? m.samples[first + k - 1] : 0
        let span = m.samples[first + k] - previous
        let fraction = span > 0 ? min(max((local - previous) / span, 0), 1) : 0
        return (i, (Double(k) + fraction) / Double(n))
    }

    /// The first index whose value satisfies `predicate` in a sorted array (binary search).
    private static func firstIndex(_ values: [Double], where predicate: (Double) -> Bool) -> Int {
        var lo = 0
        var hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if predicate(values[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    private func firstIndex(_ values: [Double], where predicate: (Double) -> Bool) -> Int {
        Self.firstIndex(values, where: predicate)
    }

    private static func measure(_ contour: PathContour, tolerance: Double, cap: Int) -> Measured {
        var ends: [Double] = []
        var starts: [Int] = []
        var samples: [Double] = []
        ends.reserveCapacity(contour.segments.count)
        var total = 0.0
        for segment in contour.segments {
            starts.append(samples.count)
            var n = 1
            if !segment.isLine {
                let estimate = (segment.polygonLength / tolerance).squareRoot() / 2
                n = estimate.isFinite ? (estimate + 2).clampedInt(in: 2...cap) : cap
            }
            var cumulative = 0.0
            for k in 1...n {
                cumulative += segment.arcLength(from: Double(k - 1) / Double(n), to: Double(k) / Double(n))
                samples.append(cumulative)
            }
            total += cumulative
            ends.append(total)
        }
        return Measured(contour: contour, segmentEnds: ends, sampleStarts: starts, samples: samples)
    }
}

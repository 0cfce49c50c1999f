import LottieGraphics

/// Shape modifiers as pure functions on ``BezierPath``s: trim (`tm`), rounded corners (`rd`),
/// pucker/bloat (`pb`), zig-zag (`zz`), offset path (`op`) and twist (`tw`).
///
/// Every function accepts any input: non-finite or degenerate parameters leave the path
/// unchanged (or empty, where documented), and all work is bounded by the named limits.
///
/// ```swift
/// let pieces = PathModifier.trim([path], start: 10, end: 60, offset: 0, individually: false)
/// ```
package enum PathModifier {
    /// The most ridges per segment a zig-zag draws.
    package static let maxZigZagRidges = 1_000
    /// The most points one zig-zag result may have; ridges are reduced to stay below it.
    package static let maxZigZagPoints = 200_000

    // MARK: - Trim (`tm`)

    /// Trims paths as Lottie's trim path does (lottie-format §9.5).
    ///
    /// s = clamp(start/100, 0, 1), e = clamp(end/100, 0, 1), f = (offset/360) mod 1; s and e are
    /// swapped so s ≤ e, then both shifted by f. s == e keeps nothing; s == 0, e == 1 keeps the
    /// paths unchanged; otherwise [s, e] is kept, split into [s, 1] + [0, e − 1] when it wraps.
    /// - Parameters:
    ///   - paths: the collected paths, in order.
    ///   - start, end: `s`, `e` in percent; NaN counts as 0 (start) and 100 (end).
    ///   - offset: `o` in degrees; non-finite counts as 0.
    ///   - individually: `m` = 2: all paths are one sequence and s/e refer to the total length.
    ///     Otherwise (`m` = 1, simultaneously) every subpath of every path is trimmed on its own.
    ///   - measure: gives a path's ``PathMeasure`` (a cache may give one it made before).
    /// - Returns: one path per input path, in order, holding its kept pieces as open subpaths
    ///   (an empty path when nothing of it is kept).
    package static func trim(
        _ paths: [BezierPath], start: Double, end: Double, offset: Double, individually: Bool,
        measuredBy measure: (BezierPath) -> PathMeasure = { PathMeasure($0) }
    ) -> [BezierPath] {
        guard let intervals = trimIntervals(start: start, end: end, offset: offset) else {
            return paths.map { _ in BezierPath() }
        }
        if intervals.isEmpty { return paths }
        let measures = paths.map(measure)
        if individually {
            let total = measures.reduce(0) { $0 + $1.length }
            var base = 0.0
            return measures.map { measure in
                var result = BezierPath()
                for (lo, hi) in intervals {
                    result.append(measure.segment(from: lo * total - base, to: hi * total - base))
                }
                base += measure.length
                return result
            }
        }
        return measures.map { eachSubpath(of: $0, kept: intervals) }
    }

    /// One path trimmed simultaneously (`m` = 1): as ``trim(_:start:end:offset:individually:measuredBy:)``
    /// of `[path]`, without the arrays.
    package static func trim(
        _ path: BezierPath, start: Double, end: Double, offset: Double, measuredBy measure: (BezierPath) -> PathMeasure = { PathMeasure($0) }
    ) -> BezierPath {
        guard let intervals = trimIntervals(start: start, end: end, offset: offset) else { return BezierPath() }
        return intervals.isEmpty ? path : eachSubpath(of: measure(path), kept: intervals)
    }

    /// Every subpath of the measured path cut to the kept fractions of its own length.
    private static func eachSubpath(of measure: PathMeasure, kept intervals: [(Double, Double)]) -> BezierPath {
        var result = BezierPath()
        for c in 0..<measure.contourCount {
            let length = measure.contourLength(c)
            for (lo, hi) in intervals {
                result.append(measure.contourSegment(c, from: lo * length, to: hi * length))
            }
        }
        return result
    }

    /// The kept fractions of the trim arithmetic: `nil` to keep nothing, `[]` to keep all,
    /// otherwise one or two intervals within 0…1.
    package static func trimIntervals(start: Double, end: Double, offset: Double) -> [(Double, Double)]? {
        var s = start.isNaN ? 0 : min(max(start / 100, 0), 1)
        var e = end.isNaN ? 1 : min(max(end / 100, 0), 1)
        let turns = offset.isFinite ? offset / 360 : 0
        var f = turns - turns.rounded(.down)
        if !(f >= 0 && f < 1) { f = 0 }
        if s > e { swap(&s, &e) }
        s += f
        e += f
        if s == e { return nil }
        if s == 0 && e == 1 { return [] }
        if s >= 1 {
            s -= 1
            e -= 1
        }
        if e > 1 { return [(s, 1), (0, e - 1)] }
        return [(s, e)]
    }
}

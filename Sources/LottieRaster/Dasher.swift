import LottieGraphics

/// Splits polylines into dashes (open polylines) along their length.
///
/// The pattern alternates dash and gap starting with a dash; an odd count repeats with roles
/// swapped (SVG/Lottie); negative entries count as 0; a non-positive or non-finite total means
/// no dashing. The pattern restarts at `offset` on every subpath (ThorVG behaviour). A closed
/// subpath is walked from its first point through its closing segment.
enum Dasher {
    /// Upper bound on emitted dashes per path; the rest of the path is dropped.
    static let maxDashes = 100_000

    /// The cleaned pattern, or `nil` when dashing is off.
    static func pattern(_ dashes: [Double]) -> [Double]? {
        guard !dashes.isEmpty else { return nil }
        var p = dashes.map { $0.isFinite ? max($0, 0) : 0 }
        if p.count % 2 == 1 { p += p }
        let total = p.reduce(0, +)
        guard total.isFinite, total > 1e-9 else { return nil }
        return p
    }

    /// Dashes `input` into `out` (emptied first).
    static func dash(_ input: PolylineSet, pattern: [Double], offset: Double, into out: inout PolylineSet) {
        out.removeAll()
        let total = pattern.reduce(0, +)
        var start = offset.isFinite ? offset.truncatingRemainder(dividingBy: total) : 0
        if start < 0 { start += total }
        var dashCount = 0
        for s in 0..<input.subpathCount {
            let range = input.range(of: s)
            guard range.count > 1 else { continue }
            // Find the pattern position at `start`.
            var index = 0
            var remaining = pattern[0]
            var skip = start
            var guardCount = 0
            while skip > 0 && guardCount < 4 * pattern.count + 4 {
                if skip < remaining {
                    remaining -= skip
                    skip = 0
                } else {
                    skip -= remaining
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                guardCount += 1
            }
            var isOn = index % 2 == 0
            if isOn {
                out.beginSubpath()
                out.append(input.points[range.lowerBound])
            }
            var indices = Array(range)
            if input.isClosed[s], let first = range.first { indices.append(first) }
            for j in 1..<indices.count {
                var a = input.points[indices[j - 1]]
                let b = input.points[indices[j]]
                var segLeft = (b - a).length
                guard segLeft.isFinite else { continue }
                while segLeft > remaining {
                    guard dashCount < maxDashes else { return }
                    let t = remaining / segLeft
                    a = a.lerp(to: b, t)
                    segLeft -= remaining
                    if isOn {
                        out.append(a)
                        dashCount += 1
                    } else {
                        out.beginSubpath()
                        out.append(a)
                    }
                    isOn.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= segLeft
                if isOn { out.append(b, corner: input.isCorner[indices[j]]) }
            }
        }
    }
}

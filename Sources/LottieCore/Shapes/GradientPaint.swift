import LottieGraphics
import LottieModel
import RealModule

/// Builds a gradient paint from a gradient fill or stroke at one frame.
package enum GradientPaint {
    static func paint(_ gradient: ShapeItem.GradientAttributes, frame: Double, kept: GradientStopsCache? = nil) -> Paint? {
        let values = gradient.stops.value(at: frame, default: GradientValues([])).values
        let stops =
            kept?.curvedStops(values, colorCount: gradient.colorCount)
            ?? Self.stops(values, colorCount: gradient.colorCount, curvingMidpoints: true)
        guard !stops.isEmpty else { return nil }
        let start = gradient.start.value(at: frame, default: .zero).xy
        let end = gradient.end.value(at: frame, default: .zero).xy
        switch gradient.kind {
        case .linear:
            return .linearGradient(start: start, end: end, stops: stops)
        case .radial, .conic:
            let radius = (end - start).length
            let length = min(max((gradient.highlightLength?.value(at: frame, default: 0) ?? 0) / 100, -0.99), 0.99)
            let angle = (gradient.highlightAngle?.value(at: frame, default: 0) ?? 0) * .pi / 180
            let direction = Double.atan2(y: end.y - start.y, x: end.x - start.x) + angle
            let focal = start + Vector2(Double.cos(direction), Double.sin(direction)) * (length * radius)
            return .radialGradient(center: start, radius: radius, focalPoint: focal, stops: stops)
        }
    }

    /// Merges colour stops `[offset, r, g, b] × count` and opacity stops `[offset, alpha]`
    /// at the union of their offsets, interpolating each independently. Two stops at one
    /// offset make a hard edge, in either list: the merged list keeps both sides of it (the
    /// first stop's value on the left, the last one's on the right).
    ///
    /// With `curvingMidpoints`, a list (colours or opacities) written as After Effects'
    /// exporter writes stops with midpoints is drawn with After Effects' curved ramps; see
    /// ``curvingMidpoints(_:components:mix:)``.
    package static func stops(_ values: [Double], colorCount: Int?, curvingMidpoints: Bool = false) -> [GradientStop] {
        let count = colorCount.flatMap { $0 > 0 ? $0 : nil } ?? values.count / 4
        guard count > 0, values.count >= count * 4 else { return [] }
        var colors: [(Double, Color)] = []
        for index in 0..<count where values[index * 4].isFinite {
            let raw = Color(r: values[index * 4 + 1], g: values[index * 4 + 2], b: values[index * 4 + 3])
            colors.append((values[index * 4], ColorConversion.paintColor(raw)))
        }
        var alphas: [(Double, Double)] = []
        var index = count * 4
        while index + 1 < values.count {
            if values[index].isFinite { alphas.append((values[index], values[index + 1])) }
            index += 2
        }
        colors = sortedStably(colors)
        alphas = sortedStably(alphas)
        if curvingMidpoints {
            colors = Self.curvingMidpoints(colors, components: { [$0.r, $0.g, $0.b] }, mix: { $0.lerp(to: $1, $2) })
            alphas = Self.curvingMidpoints(alphas, components: { [$0] }, mix: { $0 + ($1 - $0) * $2 })
        }
        let offsets = Set(colors.map { $0.0 } + alphas.map { $0.0 }).sorted()
        var merged: [GradientStop] = []
        merged.reserveCapacity(offsets.count)
        for offset in offsets {
            let color = sides(colors, at: offset) { (a: Color, b: Color, t: Double) in a.lerp(to: b, t) }
            let alpha = sides(alphas, at: offset) { (a: Double, b: Double, t: Double) in a + (b - a) * t }
            let clamped = min(max(offset, 0), 1)
            var left = color?.left ?? .black
            left.a = alpha?.left ?? 1
            merged.append(GradientStop(offset: clamped, color: left))
            var right = color?.right ?? .black
            right.a = alpha?.right ?? 1
            if right != left { merged.append(GradientStop(offset: clamped, color: right)) }
        }
        return merged
    }

    /// After Effects gives each pair of neighbouring stops a midpoint, the offset where their
    /// values mix half and half (50 % of the way by default), and ramps from one stop to the
    /// next along `u^p`, with `u` the relative position between them and `p = ln ½ / ln m` for
    /// the midpoint's relative position `m` (a power curve that is linear for `m = ½`). Its
    /// exporter writes every midpoint as an extra stop halfway in value, so such a list
    /// alternates stops and midpoints: an odd number of at least 3, every second stop strictly
    /// between its neighbours in offset and halfway between their values (each component within
    /// half an 8-bit level, as the exporter rounds to 3 decimals). Only a whole list of that
    /// form is read so, and its midpoints off ½ are replaced by stops along the curve (its
    /// points at even steps of `u` and at even steps of value, 64 of each: within a level
    /// of the curve). A list drawn with a stop that merely looks like a midpoint (say red at 0,
    /// purple at 0.3, blue at 1) thus gets the curve through the same three colours instead of
    /// two straight ramps; every other list is unchanged.
    static func curvingMidpoints<T>(
        _ stops: [(Double, T)], components: (T) -> [Double], mix: (T, T, Double) -> T
    ) -> [(Double, T)] {
        // At most 64 midpoints (After Effects' gradients have a few): bounded work a frame.
        guard stops.count >= 3, stops.count % 2 == 1, stops.count <= 129 else { return stops }
        for index in stride(from: 1, to: stops.count, by: 2) {
            let (a, m, b) = (stops[index - 1], stops[index], stops[index + 1])
            guard a.0 < m.0, m.0 < b.0 else { return stops }
            let (ca, cm, cb) = (components(a.1), components(m.1), components(b.1))
            for k in ca.indices where !(abs(cm[k] - (ca[k] + cb[k]) / 2) <= 0.5 / 255 + 1e-9) { return stops }
        }
        let steps = 64
        var curved: [(Double, T)] = [stops[0]]
        for index in stride(from: 1, to: stops.count, by: 2) {
            let (a, m, b) = (stops[index - 1], stops[index], stops[index + 1])
            let span = b.0 - a.0
            let ratio = min(max((m.0 - a.0) / span, 0.01), 0.99)
            let power = Double.log(0.5) / Double.log(ratio)
            if abs(power - 1) < 1e-6 {
                curved.append(m)
            } else {
                // The curve's points at even steps of u and of value, in order of u.
                var positions = (1..<steps).map { Double($0) / Double(steps) }
                positions += (1..<steps).map { Double.pow(Double($0) / Double(steps), 1 / power) }
                for u in positions.sorted() where u > 0 && u < 1 {
                    curved.append((a.0 + u * span, mix(a.1, b.1, Double.pow(u, power))))
                }
            }
            curved.append(b)
        }
        return curved
    }

    /// The value of piecewise-linear stops just left and just right of `offset`: equal
    /// unless stops share that offset; held beyond the ends.
    /// - Complexity: O(log n) (binary searches over the sorted stops).
    private static func sides<T>(
        _ stops: [(Double, T)], at offset: Double, _ lerp: (T, T, Double) -> T
    ) -> (left: T, right: T)? {
        guard let first = stops.first, let last = stops.last else { return nil }
        if offset < first.0 { return (first.1, first.1) }
        if offset > last.0 { return (last.1, last.1) }
        let lower = partition(stops) { $0 < offset }
        let upper = partition(stops) { $0 <= offset }
        if lower < upper { return (stops[lower].1, stops[upper - 1].1) }
        let (a, b) = (stops[lower - 1], stops[lower])
        let value = lerp(a.1, b.1, (offset - a.0) / (b.0 - a.0))
        return (value, value)
    }

    /// The number of leading stops whose offset satisfies `isBefore` (stops sorted by offset).
    private static func partition<T>(_ stops: [(Double, T)], _ isBefore: (Double) -> Bool) -> Int {
        var low = 0
        var high = stops.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(stops[middle].0) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Sorted by offset, keeping the written order of equal offsets.
    private static func sortedStably<T>(_ stops: [(Double, T)]) -> [(Double, T)] {
        stops.enumerated().sorted { $0.1.0 != $1.1.0 ? $0.1.0 < $1.1.0 : $0.0 < $1.0 }.map(\.1)
    }
}

/// Model colours → paint colours: legacy 0–255 components are rescaled, the fourth
/// component is ignored (opacity comes from `o`), values are clamped to 0...1.
enum ColorConversion {
    static func paintColor(_ color: Color) -> Color {
        let scale = max(color.r, color.g, color.b) > 1 ? 1.0 / 255 : 1
        func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value * scale, 0), 1) : 0 }
        return Color(r: clamp(color.r), g: clamp(color.g), b: clamp(color.b))
    }
}

import LottieGraphics
import LottieModel
import RealModule

/// Text on a path (`t.p`) at one frame: where a glyph whose centre is `x` along the line
/// sits on the layer mask the text follows, and which way the path points there.
///
/// Distances run from the path's start plus the first margin (from its end when reversed);
/// past either end the path continues along its end tangent.
struct TextPath {
    private let measure: PathMeasure
    private let firstMargin: Double
    private let isReversed: Bool
    /// Whether glyphs turn with the path (`p`).
    let isPerpendicular: Bool

    /// The path of mask `options.maskIndex` of `masks`, or `nil` without a usable one.
    init?(_ options: TextData.PathOptions, masks: [Mask], frame: Double) {
        guard let index = options.maskIndex, masks.indices.contains(index) else { return nil }
        let path = PathGenerator.path(from: masks[index].path.value(at: frame, default: .empty))
        measure = PathMeasure(path)
        guard measure.length > 0 else { return nil }
        firstMargin = options.firstMargin?.value(at: frame, default: 0) ?? 0
        isReversed = (options.reversePath?.value(at: frame, default: 0) ?? 0) != 0
        isPerpendicular = (options.perpendicularToPath?.value(at: frame, default: 1) ?? 1) != 0
    }

    /// The point and the path's direction (radians) at line position `x`.
    func placement(at x: Double) -> (point: Vector2, angle: Double) {
        let length = measure.length
        var distance = firstMargin + x
        if isReversed { distance = length - distance }
        let clamped = min(max(distance, 0), length)
        let base = measure.point(atDistance: clamped) ?? Vector2(0, 0)
        var tangent = measure.tangent(atDistance: clamped) ?? Vector2(1, 0)
        if isReversed { tangent = tangent * -1 }
        let point = base + tangent * (isReversed ? clamped - distance : distance - clamped)
        return (point, Double.atan2(y: tangent.y, x: tangent.x))
    }
}

/// How a group's flattened result combines with what is below it (Lottie `bm`, W3C
/// Compositing and Blending Level 1 formulas; `add` is clamped addition, `hardMix` thresholds).
package enum BlendMode: Int, Hashable, Sendable, CaseIterable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight
    case difference, exclusion, hue, saturation, color, luminosity, add, hardMix
}

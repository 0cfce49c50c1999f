import LottieGraphics
import LottieModel

/// The animated state of one glyph: the document's colours and stroke width, changed by each
/// text animator in turn by the weight its selector gives the glyph.
struct GlyphAttributes {
    var position = Vector2(0, 0)
    var anchor = Vector2(0, 0)
    var scale = Vector2(1, 1)
    /// Degrees, clockwise.
    var rotation = 0.0
    /// Degrees, and the axis it shears along, in degrees.
    var skew = 0.0
    var skewAxis = 0.0
    var opacity = 1.0
    var fill: Color
    var fillOpacity = 1.0
    var stroke: Color?
    var strokeOpacity = 1.0
    var strokeWidth: Double
    /// Extra advance after the glyph, pixels.
    var tracking = 0.0

    init(document: TextDocument) {
        fill = document.fillColor
        stroke = document.strokeColor
        strokeWidth = document.strokeWidth ?? 0
    }

    /// Blends `style` in by `weight`: offsets (position, anchor, rotation, skew, tracking) add
    /// weighted values, scale and opacities move from 100 % toward the value, colours move
    /// toward the style's colour (the fill's hue, saturation and brightness shift by weighted
    /// amounts), and a stroke width replaces the document's, times the weight
    /// (as the reference renderer does: a width animated from 0 hides the stroke).
    mutating func apply(_ style: TextStyle, weight: Double, frame: Double, fontSize: Double) {
        guard weight != 0 else { return }
        if let p = style.position { position = position + p.value(at: frame, default: .zero).xy * weight }
        if let a = style.anchor { anchor = anchor + a.value(at: frame, default: .zero).xy * weight }
        if let s = style.scale {
            let value = s.value(at: frame, default: Vector3(100, 100, 100))
            scale = Vector2(scale.x * (1 + (value.x / 100 - 1) * weight), scale.y * (1 + (value.y / 100 - 1) * weight))
        }
        if let r = style.rotation { rotation += r.value(at: frame, default: 0) * weight }
        // Skew and its axis are both weighted, as lottie-web weights them (skewFromAxis).
        if let sk = style.skew { skew += sk.value(at: frame, default: 0) * weight }
        if let sa = style.skewAxis { skewAxis += sa.value(at: frame, default: 0) * weight }
        if let o = style.opacity { opacity *= 1 + (o.value(at: frame, default: 100) / 100 - 1) * weight }
        if let fc = style.fillColor { fill = fill.lerp(to: fc.value(at: frame, default: fill), min(max(weight, 0), 1)) }
        // Hue in degrees, saturation and brightness in percent, each weighted (lottie-web).
        if let fh = style.fillHue { fill = fill.turningHue(by: fh.value(at: frame, default: 0) * weight) }
        if let fs = style.fillSaturation { fill = fill.movingSaturation(by: fs.value(at: frame, default: 0) / 100 * weight) }
        if let fb = style.fillBrightness { fill = fill.movingBrightness(by: fb.value(at: frame, default: 0) / 100 * weight) }
        if let fo = style.fillOpacity { fillOpacity *= 1 + (fo.value(at: frame, default: 100) / 100 - 1) * weight }
        if let sc = style.strokeColor {
            let target = sc.value(at: frame, default: stroke ?? fill)
            stroke = (stroke ?? target).lerp(to: target, min(max(weight, 0), 1))
        }
        if let so = style.strokeOpacity { strokeOpacity *= 1 + (so.value(at: frame, default: 100) / 100 - 1) * weight }
        if let sw = style.strokeWidth { strokeWidth = sw.value(at: frame, default: 0) * weight }
        // Animator tracking is read in hundredths of the font size, as the reference renderer
        // (ThorVG) reads it; lottie-web reads pixels, which agrees at size 100.
        if let t = style.tracking { tracking += t.value(at: frame, default: 0) / 100 * fontSize * weight }
    }
}

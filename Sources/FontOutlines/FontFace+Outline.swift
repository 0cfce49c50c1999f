import CFreeType
import LottieGraphics

extension FontFace {
    /// The outline of `scalar`'s glyph in em units (y down, baseline at 0), or `nil` when the
    /// font has no glyph for it. Quadratic (TrueType) segments become exact cubics.
    package func outline(for scalar: Unicode.Scalar) -> GlyphOutline? {
        let index = glyphIndex(scalar)
        guard index != 0, let face = handle, FT_Load_Glyph(face, index, cft_load_outline) == 0,
            let slot = face.pointee.glyph
        else { return nil }
        let scale = 1 / unitsPerEm
        let builder = OutlineBuilder(scale: scale)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineBuilder.from(user)?.move(to) ?? 0 },
            line_to: { to, user in OutlineBuilder.from(user)?.line(to) ?? 0 },
            conic_to: { control, to, user in OutlineBuilder.from(user)?.conic(control, to) ?? 0 },
            cubic_to: { control1, control2, to, user in OutlineBuilder.from(user)?.cubic(control1, control2, to) ?? 0 },
            shift: 0, delta: 0)
        let code = withExtendedLifetime(builder) {
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
        }
        guard code == 0 else { return nil }
        builder.finish()
        return GlyphOutline(path: builder.path, advance: Double(slot.pointee.advance.x) * scale)
    }
}

/// Collects FreeType's decomposition callbacks into a ``BezierPath``.
private final class OutlineBuilder {
    let scale: Double
    var path = BezierPath()
    var current = Vector2(0, 0)
    var isOpen = false

    init(scale: Double) {
        self.scale = scale
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder? {
        guard let user else { return nil }
        return Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue()
    }

    func point(_ vector: UnsafePointer<FT_Vector>?) -> Vector2 {
        guard let vector else { return current }
        return Vector2(Double(vector.pointee.x) * scale, -Double(vector.pointee.y) * scale)
    }

    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        finish()
        current = point(to)
        path.move(to: current)
        isOpen = true
        return 0
    }

    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        current = point(to)
        path.addLine(to: current)
        return 0
    }

    func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let c = point(control)
        let end = point(to)
        path.addCurve(to: end, control1: current + (c - current) * (2.0 / 3), control2: end + (c - end) * (2.0 / 3))
        current = end
        return 0
    }

    func cubic(
        _ control1: UnsafePointer<FT_Vector>?, _ control2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?
    ) -> Int32 {
        let end = point(to)
        path.addCurve(to: end, control1: point(control1), control2: point(control2))
        current = end
        return 0
    }

    func finish() {
        if isOpen { path.close() }
        isOpen = false
    }
}

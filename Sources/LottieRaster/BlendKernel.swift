import LottieGraphics

/// Per-pixel compositing of premultiplied RGBA floats (W3C Compositing and Blending Level 1).
enum BlendKernel {
    /// Source-over of one premultiplied colour (already scaled by its coverage) onto another.
    @inline(__always)
    static func over(_ color: SIMD4<Float>, _ old: SIMD4<Float>) -> SIMD4<Float> { color + old * (1 - color.w) }

    /// Source-over of `count` pixels of `src`, each scaled by `coverage[i]`, onto `dst`.
    @inline(__always)
    static func sourceOver(
        _ src: UnsafePointer<Float>, coverage: UnsafePointer<Float>, count: Int, dst: UnsafeMutablePointer<Float>
    ) {
        let s = UnsafeRawPointer(src)
        let d = UnsafeMutableRawPointer(dst)
        for i in 0..<count {
            let cv = coverage[i]
            if cv <= 0 { continue }
            let offset = i * 16
            let color = s.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self) * cv
            let old = d.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
            d.storeBytes(of: over(color, old), toByteOffset: offset, as: SIMD4<Float>.self)
        }
    }

    /// Source-over of `count` pixels of `src` scaled by `opacity` (the `.normal` case of ``blend``).
    private static func sourceOver(
        _ src: UnsafePointer<Float>, opacity: Float, count: Int, dst: UnsafeMutablePointer<Float>
    ) {
        let s = UnsafeRawPointer(src)
        let d = UnsafeMutableRawPointer(dst)
        for i in 0..<count {
            let offset = i * 16
            let color = s.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self) * opacity
            let sa = color.w
            if sa <= 0 { continue }
            let old = d.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
            var out = color + old * (1 - sa)
            out.w = sa + old.w - sa * old.w
            d.storeBytes(of: out, toByteOffset: offset, as: SIMD4<Float>.self)
        }
    }

    /// Source-over of one constant premultiplied colour with per-pixel coverage.
    @inline(__always)
    static func sourceOver(
        solid c: SIMD4<Float>, coverage: UnsafePointer<Float>, count: Int, dst: UnsafeMutablePointer<Float>
    ) {
        let d = UnsafeMutableRawPointer(dst)
        let isOpaque = c.w >= 1
        for i in 0..<count {
            let cv = coverage[i]
            if cv <= 0 { continue }
            let offset = i * 16
            if isOpaque && cv >= 1 {
                d.storeBytes(of: c, toByteOffset: offset, as: SIMD4<Float>.self)
                continue
            }
            let old = d.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
            d.storeBytes(of: over(c * cv, old), toByteOffset: offset, as: SIMD4<Float>.self)
        }
    }

    /// Source-over of one constant premultiplied colour at one coverage over a run of pixels:
    /// a fill when the result is opaque, else one multiply-add per pixel.
    @inline(__always)
    static func sourceOver(solid c: SIMD4<Float>, coverage cv: Float, count: Int, dst: UnsafeMutablePointer<Float>) {
        guard cv > 0 else { return }
        let d = UnsafeMutableRawPointer(dst)
        if c.w >= 1 && cv >= 1 {
            let pair = SIMD8(lowHalf: c, highHalf: c)
            var i = 0
            while i + 2 <= count {
                d.storeBytes(of: pair, toByteOffset: i * 16, as: SIMD8<Float>.self)
                i += 2
            }
            if i < count { d.storeBytes(of: c, toByteOffset: i * 16, as: SIMD4<Float>.self) }
            return
        }
        let color = SIMD8(lowHalf: c * cv, highHalf: c * cv)
        let keep = 1 - c.w * cv
        var i = 0
        while i + 2 <= count {
            let old = d.loadUnaligned(fromByteOffset: i * 16, as: SIMD8<Float>.self)
            d.storeBytes(of: color + old * keep, toByteOffset: i * 16, as: SIMD8<Float>.self)
            i += 2
        }
        if i < count {
            let old = d.loadUnaligned(fromByteOffset: i * 16, as: SIMD4<Float>.self)
            d.storeBytes(of: c * cv + old * keep, toByteOffset: i * 16, as: SIMD4<Float>.self)
        }
    }

    /// Blends `count` source pixels (scaled by `opacity`) onto `dst` with `mode`:
    /// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), αo = αs + αb − αs·αb.
    /// The mode is chosen once per run, so each loop has its blend function inlined.
    static func blend(
        _ mode: BlendMode, src: UnsafePointer<Float>, opacity: Float, count: Int, dst: UnsafeMutablePointer<Float>
    ) {
        switch mode {
        case .normal: sourceOver(src, opacity: opacity, count: count, dst: dst)
        case .multiply: blend(src, opacity, count, dst) { blended(.multiply, $0, $1) }
        case .screen: blend(src, opacity, count, dst) { blended(.screen, $0, $1) }
        case .overlay: blend(src, opacity, count, dst) { blended(.overlay, $0, $1) }
        case .darken: blend(src, opacity, count, dst) { blended(.darken, $0, $1) }
        case .lighten: blend(src, opacity, count, dst) { blended(.lighten, $0, $1) }
        case .colorDodge: blend(src, opacity, count, dst) { blended(.colorDodge, $0, $1) }
        case .colorBurn: blend(src, opacity, count, dst) { blended(.colorBurn, $0, $1) }
        case .hardLight: blend(src, opacity, count, dst) { blended(.hardLight, $0, $1) }
        case .softLight: blend(src, opacity, count, dst) { blended(.softLight, $0, $1) }
        case .difference: blend(src, opacity, count, dst) { blended(.difference, $0, $1) }
        case .exclusion: blend(src, opacity, count, dst) { blended(.exclusion, $0, $1) }
        case .add: blend(src, opacity, count, dst) { blended(.add, $0, $1) }
        case .hardMix: blend(src, opacity, count, dst) { blended(.hardMix, $0, $1) }
        case .hue: blend(src, opacity, count, dst) { blended(.hue, $0, $1) }
        case .saturation: blend(src, opacity, count, dst) { blended(.saturation, $0, $1) }
        case .color: blend(src, opacity, count, dst) { blended(.color, $0, $1) }
        case .luminosity: blend(src, opacity, count, dst) { blended(.luminosity, $0, $1) }
        }
    }

    /// The per-pixel loop of ``blend(_:src:opacity:count:dst:)`` for one blend function.
    @inline(__always)
    private static func blend(
        _ src: UnsafePointer<Float>, _ opacity: Float, _ count: Int, _ dst: UnsafeMutablePointer<Float>,
        _ mix: (SIMD3<Float>, SIMD3<Float>) -> SIMD3<Float>
    ) {
        for i in 0..<count {
            let j = i * 4
            let sa = src[j + 3] * opacity
            if sa <= 0 { continue }
            let s = SIMD3(src[j], src[j + 1], src[j + 2]) * opacity
            let ba = dst[j + 3]
            let b = SIMD3(dst[j], dst[j + 1], dst[j + 2])
            var out = s + b * (1 - sa)
            if ba > 0 {
                let mixed = mix(simdClamp(b / ba), simdClamp(s / sa))
                out = s * (1 - ba) + b * (1 - sa) + mixed * (sa * ba)
            }
            dst[j] = out.x
            dst[j + 1] = out.y
            dst[j + 2] = out.z
            dst[j + 3] = sa + ba - sa * ba
        }
    }

    // MARK: - Blend functions B(Cb, Cs) on straight colours

    @inline(__always)
    static func blended(_ mode: BlendMode, _ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default:
            return SIMD3(separable(mode, cb.x, cs.x), separable(mode, cb.y, cs.y), separable(mode, cb.z, cs.z))
        }
    }

    @inline(__always)
    static func separable(_ mode: BlendMode, _ b: Float, _ s: Float) -> Float {
        switch mode {
        case .normal: return s
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return hardLight(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge:
            if b <= 0 { return 0 }
            return s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn:
            if b >= 1 { return 1 }
            return s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return hardLight(b, s)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        case .add: return min(1, b + s)
        case .hardMix: return b + s >= 1 ? 1 : 0
        case .hue, .saturation, .color, .luminosity: return s
        }
    }

    private static func hardLight(_ b: Float, _ s: Float) -> Float {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    // MARK: - Non-separable helpers

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c)
        let n = min(c.x, min(c.y, c.z))
        let x = max(c.x, max(c.y, c.z))
        var r = c
        if n < 0 && l - n > 0 { r = SIMD3(repeating: l) + (r - SIMD3(repeating: l)) * (l / (l - n)) }
        if x > 1 && x - l > 0 { r = SIMD3(repeating: l) + (r - SIMD3(repeating: l)) * ((1 - l) / (x - l)) }
        return r
    }

    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + SIMD3(repeating: l - lum(c)))
    }

    private static func sat(_ c: SIMD3<Float>) -> Float { max(c.x, max(c.y, c.z)) - min(c.x, min(c.y, c.z)) }

    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let mx = max(c.x, max(c.y, c.z))
        let mn = min(c.x, min(c.y, c.z))
        guard mx > mn else { return .zero }
        return (c - SIMD3(repeating: mn)) * (s / (mx - mn))
    }

    private static func simdClamp(_ v: SIMD3<Float>) -> SIMD3<Float> {
        v.replacing(with: 0, where: .!(v .> 0)).replacing(with: 1, where: v .> 1)
    }
}

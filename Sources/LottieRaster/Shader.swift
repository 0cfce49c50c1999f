import LottieGraphics

/// Produces premultiplied source colours for a span of device pixels from a ``Paint``.
struct Shader {
    enum Kind {
        case solid(SIMD4<Float>)
        case linear(GradientTable, start: Vector2, direction: Vector2)
        case radial(GradientTable, focal: Vector2, centerDelta: Vector2, radius: Double, a: Double)
        case image(ImagePattern, opacity: Float, sampler: ImageSampler)
        case none
    }

    let kind: Kind
    /// Device → the space the paint is sampled in (local space, or image space for images).
    let inverse: AffineTransform

    /// Prepares a shader; `transform` maps the paint's local space to device space, and
    /// gradients take their colour table from `tables`.
    init(paint: Paint, transform: AffineTransform, opacity: Float, tables: GradientTableCache) {
        let inv = transform.inverted ?? .identity
        switch paint {
        case .solid(let c):
            let a = Float(Self.unit(c.a)) * opacity
            kind = .solid(SIMD4(Float(Self.unit(c.r)) * a, Float(Self.unit(c.g)) * a, Float(Self.unit(c.b)) * a, a))
            inverse = inv
        case .gradient(let g):
            let table = tables.table(for: g, opacity: opacity)
            inverse = inv
            switch g.kind {
            case .linear(let s, let e):
                let d = e - s
                let len2 = d.dot(d)
                kind = .linear(table, start: s, direction: len2 > 1e-18 && len2.isFinite ? d * (1 / len2) : .zero)
            case .radial(let c, let r, let f):
                let radius = r.isFinite ? abs(r) : 0
                var focal = f.isFinite ? f : c
                let fd = focal - c
                if fd.length > 0.99 * radius { focal = fd.length > 0 ? c + fd * (0.99 * radius / fd.length) : c }
                let cd = c - focal
                kind = .radial(table, focal: focal, centerDelta: cd, radius: radius, a: cd.dot(cd) - radius * radius)
            }
        case .image(let pattern):
            let full = pattern.transform.concatenating(transform)
            inverse = full.inverted ?? .identity
            kind = full.inverted == nil ? .none : .image(pattern, opacity: opacity, sampler: ImageSampler(imageToDevice: full))
        }
    }

    /// Whether the paint decides its own edges (images: see `ImageSampler`), so that the
    /// shape's partial coverage must not fade them a second time.
    var ownsEdges: Bool {
        if case .image(_, _, let sampler) = kind { return sampler.ownsEdges }
        return false
    }

    /// The constant colour for solid paints.
    var solidColor: SIMD4<Float>? {
        if case .solid(let c) = kind { return c }
        return nil
    }

    /// Writes `count` premultiplied colours for pixels `(x ..< x+count, y)` into `out`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let p = Vector2(inverse.a * px + inverse.c * py + inverse.tx, inverse.b * px + inverse.d * py + inverse.ty)
        let step = Vector2(inverse.a, inverse.b)
        switch kind {
        case .none:
            out.update(repeating: 0, count: count * 4)
        case .solid(let c):
            for i in 0..<count {
                out[i * 4] = c.x
                out[i * 4 + 1] = c.y
                out[i * 4 + 2] = c.z
                out[i * 4 + 3] = c.w
            }
        case .linear(let table, _, _), .radial(let table, _, _, _, _):
            table.colors.withUnsafeBufferPointer { lut in
                let lut = lut.baseAddress.unsafelyUnwrapped  // `size` entries; `index` stays inside
                let out = UnsafeMutableRawPointer(out)
                forEachGradientEntry(from: gradientPoint(x: x, y: y), step: step, count: count) { i, k in
                    out.storeBytes(of: lut[k], toByteOffset: i &* 16, as: SIMD4<Float>.self)
                }
            }
        case .image(let pattern, let opacity, let sampler):
            var s = sampler.start(center: p, inverse: inverse)
            let image = pattern.image
            image.storage.withUnsafeBufferPointer { bytes in
                let texels = ImageTexels(image, bytes: bytes)
                for i in 0..<count {
                    let c = sampler.sample(texels, s) * opacity
                    out[i * 4] = c.x
                    out[i * 4 + 1] = c.y
                    out[i * 4 + 2] = c.z
                    out[i * 4 + 3] = c.w
                    s = s + step
                }
            }
        }
    }

    /// For gradients: writes `count` colours for pixels `(x ..< x+count, y)` as premultiplied
    /// bytes into `out` and returns true; other paints return false.
    func shade(x: Int, y: Int, count: Int, packedInto out: UnsafeMutablePointer<UInt32>) -> Bool {
        let table: GradientTable
        switch kind {
        case .linear(let t, _, _), .radial(let t, _, _, _, _): table = t
        default: return false
        }
        table.packed.withUnsafeBufferPointer { lut in
            let lut = lut.baseAddress.unsafelyUnwrapped  // `size` entries; `index` stays inside
            forEachGradientEntry(from: gradientPoint(x: x, y: y), step: Vector2(inverse.a, inverse.b), count: count) { i, k in out[i] = lut[k] }
        }
        return true
    }

    /// Where pixel `(x, y)` samples a gradient, in paint space: its top-left corner, the
    /// integer device coordinate, as After Effects samples gradients (a radial gradient
    /// centred on a whole coordinate peaks on one pixel, symmetric about it, in its renders).
    /// Images and coverage keep the pixel centre.
    @inline(__always)
    private func gradientPoint(x: Int, y: Int) -> Vector2 {
        let px = Double(x)
        let py = Double(y)
        return Vector2(inverse.a * px + inverse.c * py + inverse.tx, inverse.b * px + inverse.d * py + inverse.ty)
    }

    /// Calls `body(i, k)` with the gradient table entry `k` of pixel `i` of a run whose first
    /// pixel's sample point (``gradientPoint(x:y:)``) is `p` in paint space, moving by `step` a pixel.
    @inline(__always)
    private func forEachGradientEntry(from p: Vector2, step: Vector2, count: Int, _ body: (Int, Int) -> Void) {
        switch kind {
        case .linear(_, let start, let dir):
            var t = (p - start).dot(dir)
            let dt = step.dot(dir)
            if dir == .zero { t = 1 }
            for i in 0..<count {
                body(i, GradientTable.index(t))
                t += dt
            }
        case .radial(_, let focal, let cd, let radius, let a):
            // The focal point lies inside the circle (a < 0); otherwise every pixel is at the end.
            guard radius > 0, a < 0 else {
                for i in 0..<count { body(i, GradientTable.index(1)) }
                return
            }
            // Largest t ≥ 0 with |pd − t·cd| = t·r, for pd = p − focal moving by `step`:
            // t = (√(b² − a·q) − b) / −a with b = pd·cd (linear along the run) and q = pd·pd
            // (quadratic), both stepped by differences instead of recomputed.
            let pd = p - focal
            var b = pd.dot(cd)
            let db = step.dot(cd)
            var q = pd.dot(pd)
            var dq = 2 * pd.dot(step) + step.dot(step)
            let ddq = 2 * step.dot(step)
            let inverse = -1 / a
            for i in 0..<count {
                body(i, GradientTable.index((max(b * b - a * q, 0).squareRoot() - b) * inverse))
                b += db
                q += dq
                dq += ddq
            }
        default:
            return
        }
    }

    // MARK: - Private

    private static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
}

import LottieGraphics

/// Composites onto runs of one row of a ``Surface``: in place on a float layer with the float
/// kernels of ``BlendKernel``; on bytes (the frame and most layers), solid colours (most of what is drawn) with
/// integer source-over, short runs of other colours pixel by pixel, and everything else with
/// the float kernels through a float copy of the run that is rounded back.
struct SpanWriter {
    /// Longest run converted at once (the scratch holds this many float pixels).
    static let chunk = 1024

    let rect: IntRect
    let floats: UnsafeMutablePointer<Float>?
    let bytes: UnsafeMutablePointer<UInt8>?
    let scratch: UnsafeMutableBufferPointer<Float>

    /// The element index of device pixel `(x, y)` (inside `rect`), as ``Surface/index(x:y:)``.
    @inline(__always)
    private func offset(x: Int, y: Int) -> Int { ((y - rect.y0) * rect.width + (x - rect.x0)) * 4 }

    /// Calls `kernel(pixels, first, count)` for the `count` pixels from device `(x, y)` (inside
    /// `rect`), in pieces: `pixels` holds the premultiplied floats of pixels `first ..< first + count`
    /// of the run and is written back.
    @inline(__always)
    func update(x: Int, y: Int, count: Int, _ kernel: (UnsafeMutablePointer<Float>, Int, Int) -> Void) {
        let offset = offset(x: x, y: y)
        if let floats {
            kernel(floats + offset, 0, count)
            return
        }
        guard let bytes, let scratch = scratch.baseAddress else { return }
        var first = 0
        while first < count {
            let n = min(Self.chunk, count - first)
            let run = bytes + offset + first * 4
            Self.load(run, n * 4, into: scratch)
            kernel(scratch, first, n)
            Self.store(scratch, n * 4, into: run)
            first += n
        }
    }

    /// Source-over of the premultiplied colour `c` at coverage `cv` onto `count` pixels from
    /// device `(x, y)`: a plain fill where the result is opaque.
    @inline(__always)
    func sourceOver(solid c: SIMD4<Float>, coverage cv: Float, x: Int, y: Int, count: Int) {
        guard cv > 0 else { return }
        let offset = offset(x: x, y: y)
        if let floats {
            BlendKernel.sourceOver(solid: c, coverage: cv, count: count, dst: floats + offset)
            return
        }
        guard let bytes else { return }
        let d = UnsafeMutableRawPointer(bytes + offset)
        if c.w >= 1 && cv >= 1 {
            d.bindMemory(to: UInt32.self, capacity: count).update(repeating: Self.pack(c), count: count)
            return
        }
        // One colour over every pixel: in bytes, the colour plus each old pixel scaled by
        // what the colour leaves (its alpha byte's complement, so that no channel overflows).
        let color = Self.pack(c * cv)
        let keep = 255 - color >> 24
        let pixels = d.bindMemory(to: UInt32.self, capacity: count)
        for i in 0..<count { pixels[i] = color &+ Self.scale(pixels[i], by: keep) }
    }

    /// Source-over of the premultiplied colour `c` scaled by `coverage[i]` onto pixel `x + i`
    /// of row `y`, for `count` pixels.
    @inline(__always)
    func sourceOver(solid c: SIMD4<Float>, coverage: UnsafePointer<Float>, x: Int, y: Int, count: Int) {
        let offset = offset(x: x, y: y)
        if let floats {
            BlendKernel.sourceOver(solid: c, coverage: coverage, count: count, dst: floats + offset)
            return
        }
        guard let bytes else { return }
        let d = UnsafeMutableRawPointer(bytes + offset)
        // In bytes: the colour scaled by the coverage byte, plus the old pixel scaled by what
        // that leaves.
        // No branches, so that the loop is vector code: coverage 0 keeps the old pixel (the
        // colour scales to 0 and leaves all of it), coverage 255 puts the whole colour.
        let packed = Self.pack(c)
        Self.stepped(count) { i, lanes in
            switch lanes {
            case 8: Self.over(SIMD8(repeating: packed), coverage: coverage, onto: d, at: i)
            case 4: Self.over(SIMD4(repeating: packed), coverage: coverage, onto: d, at: i)
            case 2: Self.over(SIMD2(repeating: packed), coverage: coverage, onto: d, at: i)
            default: Self.over(packed, coverage: coverage[i], onto: d, at: i)
            }
        }
    }

    /// Source-over of the premultiplied colours `colors` (four floats a pixel) scaled by
    /// `coverage[i]` onto pixel `x + i` of row `y`, for `count` pixels.
    @inline(__always)
    func sourceOver(colors: UnsafePointer<Float>, coverage: UnsafePointer<Float>, x: Int, y: Int, count: Int) {
        let offset = offset(x: x, y: y)
        if let floats {
            BlendKernel.sourceOver(colors, coverage: coverage, count: count, dst: floats + offset)
            return
        }
        guard let bytes else { return }
        guard count < 32 else {
            // Long runs (images, gradients) go through vectorized conversions.
            update(x: x, y: y, count: count) { dst, first, n in
                BlendKernel.sourceOver(colors + first * 4, coverage: coverage + first, count: n, dst: dst)
            }
            return
        }
        let d = UnsafeMutableRawPointer(bytes + offset)
        let s = UnsafeRawPointer(colors)
        for i in 0..<count {
            let cv = coverage[i]
            if cv <= 0 { continue }
            let color = s.loadUnaligned(fromByteOffset: i * 16, as: SIMD4<Float>.self) * cv
            let old = Self.unpack(d.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
            d.storeBytes(of: Self.pack(BlendKernel.over(color, old)), toByteOffset: i * 4, as: UInt32.self)
        }
    }

    /// Multiplies pixel `x + i` of row `y` by `factors[i]` (in 0...1), for `count` pixels.
    @inline(__always)
    func multiply(x: Int, y: Int, count: Int, by factors: UnsafePointer<Float>) {
        let offset = offset(x: x, y: y)
        if let floats {
            let row = UnsafeMutableRawPointer(floats + offset)
            for i in 0..<count {
                let k = factors[i]
                if k >= 1 { continue }
                let v = row.loadUnaligned(fromByteOffset: i * 16, as: SIMD4<Float>.self)
                row.storeBytes(of: v * k, toByteOffset: i * 16, as: SIMD4<Float>.self)
            }
            return
        }
        guard let bytes else { return }
        let pixels = UnsafeMutableRawPointer(bytes + offset).bindMemory(to: UInt32.self, capacity: count)
        for i in 0..<count { pixels[i] = Self.scale(pixels[i], by: UInt32(truncatingIfNeeded: Self.byte(factors[i]))) }
    }

    /// Each byte of `p` times `k` / 255, rounded (`k` in 0...255), two bytes per multiply.
    @inline(__always)
    static func scale(_ p: UInt32, by k: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ (rb >> 8 & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = (p >> 8 & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ (ag >> 8 & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Whether this writes to bytes (the frame or a layer of bytes).
    var isBytes: Bool { bytes != nil }

    /// Source-over of colours already in bytes (`colors`, one a pixel) scaled by `coverage[i]`
    /// onto pixel `x + i` of row `y`, for `count` pixels; only onto bytes.
    @inline(__always)
    func sourceOver(packed colors: UnsafePointer<UInt32>, coverage: UnsafePointer<Float>, x: Int, y: Int, count: Int) {
        guard let bytes else { return }
        let d = UnsafeMutableRawPointer(bytes + offset(x: x, y: y))
        let source = UnsafeRawPointer(colors)
        Self.stepped(count) { i, lanes in
            switch lanes {
            case 8: Self.over(source.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self), coverage: coverage, onto: d, at: i)
            case 4: Self.over(source.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self), coverage: coverage, onto: d, at: i)
            case 2: Self.over(source.loadUnaligned(fromByteOffset: i * 4, as: SIMD2<UInt32>.self), coverage: coverage, onto: d, at: i)
            default: Self.over(colors[i], coverage: coverage[i], onto: d, at: i)
            }
        }
    }

    /// Calls `body(i, lanes)` for pixels `i ..< i + lanes` of a run of `count`: eight at a
    /// time, then four, two and one, so that short runs (most edge runs are one to seven
    /// pixels) are vector code too.
    @inline(__always)
    static func stepped(_ count: Int, _ body: (Int, Int) -> Void) {
        var i = 0
        while i + 8 <= count {
            body(i, 8)
            i += 8
        }
        if i + 4 <= count {
            body(i, 4)
            i += 4
        }
        if i + 2 <= count {
            body(i, 2)
            i += 2
        }
        if i < count { body(i, 1) }
    }

    /// Source-over of the byte colours `colors` scaled by `coverage[i ..< i + lanes]` onto the
    /// pixels at `pixels + 4 i`.
    @inline(__always)
    static func over<V: SIMD>(_ colors: V, coverage: UnsafePointer<Float>, onto pixels: UnsafeMutableRawPointer, at i: Int)
    where V.Scalar == UInt32 {
        var k = V()
        for lane in 0..<V.scalarCount { k[lane] = UInt32(truncatingIfNeeded: byte(coverage[i + lane])) }
        let color = scale(colors, by: k)
        let old = pixels.loadUnaligned(fromByteOffset: i * 4, as: V.self)
        pixels.storeBytes(of: color &+ scale(old, by: 255 &- color &>> 24), toByteOffset: i * 4, as: V.self)
    }

    /// ``over(_:coverage:onto:at:)`` of one pixel.
    @inline(__always)
    static func over(_ color: UInt32, coverage: Float, onto pixels: UnsafeMutableRawPointer, at i: Int) {
        let color = scale(color, by: UInt32(truncatingIfNeeded: byte(coverage)))
        let old = pixels.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
        pixels.storeBytes(of: color &+ scale(old, by: 255 - color >> 24), toByteOffset: i * 4, as: UInt32.self)
    }

    /// ``scale(_:by:)`` of each lane.
    @inline(__always)
    static func scale<V: SIMD>(_ p: V, by k: V) -> V where V.Scalar == UInt32 {
        var rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ (rb &>> 8 & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
        var ag = (p &>> 8 & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ (ag &>> 8 & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over of premultiplied byte pixels (`colors`, one a pixel) scaled by `opacity`
    /// (a byte) onto pixel `x + i` of row `y`, for `count` pixels; only onto bytes.
    @inline(__always)
    func sourceOver(pixels colors: UnsafePointer<UInt32>, opacity: UInt32, x: Int, y: Int, count: Int) {
        guard let bytes, opacity > 0 else { return }
        let pixels = UnsafeMutableRawPointer(bytes + offset(x: x, y: y)).bindMemory(to: UInt32.self, capacity: count)
        if opacity >= 255 {
            for i in 0..<count { pixels[i] = Self.saturatingSum(colors[i], Self.scale(pixels[i], by: 255 - colors[i] >> 24)) }
            return
        }
        for i in 0..<count {
            let color = Self.scale(colors[i], by: opacity)
            pixels[i] = Self.saturatingSum(color, Self.scale(pixels[i], by: 255 - color >> 24))
        }
    }

    /// The bytes of `a` and `b` added, each sum at most 255. A layer's pixels may hold a colour
    /// one above its alpha (float error in a blend mode, rounded to bytes), which a plain sum
    /// would carry into the next channel.
    @inline(__always)
    static func saturatingSum(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var rb = (a & 0x00FF_00FF) &+ (b & 0x00FF_00FF)
        var ag = (a >> 8 & 0x00FF_00FF) &+ (b >> 8 & 0x00FF_00FF)
        rb |= (rb >> 8 & 0x0001_0001) &* 0xFF
        ag |= (ag >> 8 & 0x0001_0001) &* 0xFF
        return rb & 0x00FF_00FF | (ag & 0x00FF_00FF) << 8
    }

    /// A pixel's four bytes (r in the lowest) as components in 0...1.
    @inline(__always)
    static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float(p & 0xFF), Float(p >> 8 & 0xFF), Float(p >> 16 & 0xFF), Float(p >> 24)) * (1 / 255)
    }

    /// Components in 0...1 as a pixel's four bytes, each as ``byte(_:)`` rounds it.
    @inline(__always)
    static func pack(_ v: SIMD4<Float>) -> UInt32 {
        let low = v.replacing(with: 0, where: .!(v .> 0))
        let clamped = low.replacing(with: 1, where: low .> 1)
        let bits = unsafeBitCast(clamped * 255 + halfUp + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        return bits.x | bits.y << 8 | bits.z << 16 | bits.w << 24
    }

    /// Bytes to floats in 0...1 (a loop the compiler vectorizes).
    @inline(__always)
    static func load(_ bytes: UnsafePointer<UInt8>, _ count: Int, into out: UnsafeMutablePointer<Float>) {
        for i in 0..<count { out[i] = Float(bytes[i]) * (1 / 255) }
    }

    /// Floats to bytes by ``byte(_:)`` (a loop the compiler vectorizes).
    @inline(__always)
    static func store(_ values: UnsafePointer<Float>, _ count: Int, into out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { out[i] = byte(values[i]) }
    }

    /// Nudges halves up before ``byte(_:)`` rounds to nearest even (so 0.3 · 255 = 76.5 is 77,
    /// as ``LottieGraphics/PixelBuffer`` rounds).
    private static let halfUp: Float = 1.0 / 1024

    /// A component in 0...1 as a byte: clamped (NaN → 0), scaled and rounded to nearest by
    /// adding 1.5 · 2²³, which leaves the integer in the low bits of the mantissa without a
    /// conversion instruction that would have to check its range.
    @inline(__always)
    static func byte(_ v: Float) -> UInt8 {
        let low = v > 0 ? v : 0
        let clamped = low < 1 ? low : 1
        return UInt8(truncatingIfNeeded: (clamped * 255 + halfUp + 12_582_912).bitPattern)
    }
}

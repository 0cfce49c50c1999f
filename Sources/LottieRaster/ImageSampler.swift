import LottieGraphics

/// How an image paint is sampled, chosen once per draw from the image → device transform,
/// following ThorVG's software rasterizer (the reference renderer).
///
/// An axis-aligned image is sampled at the device pixel's top-left corner (minus 0.49
/// texel) and covers exactly the pixels whose sample lands inside it: a 1:1 image is copied
/// texel for texel, one shrunk more than 2× averages a box of about one device pixel's
/// footprint on a sparse grid (at most about 16 reads), others are bilinear. A rotated or
/// skewed image is sampled bilinearly at the pixel's bottom-right corner, as ThorVG's
/// texture mapper does, covers the pixels whose sample lands inside it, and fades its
/// outermost texels by the sample's position inside them.
///
/// Either way the sampler decides the image's edges: the renderer draws image fills with
/// full coverage on every pixel the rectangle touches (see `Renderer.composite`).
struct ImageSampler {
    /// Largest skew term still treated as axis-aligned: single-precision epsilon, the
    /// tolerance ThorVG applies to its float matrices (a near-180° turn counts as a flip).
    static let axisTolerance = 1.2e-7

    /// Half the averaged box, in texels; 0 below a 2× shrink.
    let footprint: Int
    /// No rotation or skew: hard edges at the texel bounds.
    let isAxisAligned: Bool
    /// Scale 1 on both axes, axis-aligned: nearest texel.
    let isUnitScale: Bool

    init(imageToDevice m: AffineTransform) {
        // Uneven scales count as unscaled for filtering, as in ThorVG.
        let scaleX = (m.a * m.a + m.b * m.b).squareRoot()
        let scaleY = (m.d * m.d + m.c * m.c).squareRoot()
        let scale = abs(scaleX - scaleY) > 0.01 ? 1 : scaleX
        footprint = scale.isFinite && scale > 0 && scale < 0.5 ? (0.5 / scale).clampedInt(in: 1...1_048_576) : 0
        isAxisAligned = abs(m.b) < Self.axisTolerance && abs(m.c) < Self.axisTolerance
        isUnitScale = isAxisAligned && abs(m.a - 1) < 1e-6 && abs(m.d - 1) < 1e-6
    }

    /// The sample position (texels) of the device pixel whose centre maps to `center`;
    /// `inverse` is the device → image transform.
    func start(center: Vector2, inverse: AffineTransform) -> Vector2 {
        let half = Vector2(0.5 * (inverse.a + inverse.c), 0.5 * (inverse.b + inverse.d))
        return isAxisAligned ? center - half - Vector2(0.49, 0.49) : center + half
    }

    /// The premultiplied colour for the device pixel whose sample position is `s`.
    @inline(__always)
    func sample(_ image: ImageTexels, _ s: Vector2) -> SIMD4<Float> {
        // Texels are read as bytes (0...255); one scale at the end instead of one per texel.
        let scale: Float = 1 / 255
        guard isAxisAligned else {
            guard s.x > -1, s.y > -1, s.x < Double(image.width), s.y < Double(image.height) else { return .zero }
            return Self.clampedBilinear(image, s) * (Self.feather(image, s) * scale)
        }
        guard s.x > -0.5, s.y > -0.5, s.x + 0.5 < Double(image.width), s.y + 0.5 < Double(image.height) else { return .zero }
        if isUnitScale {
            let x = min(Int((s.x + 0.49).rounded()), image.width - 1)
            return image.texel(x, min(Int((s.y + 0.49).rounded()), image.height - 1)) * scale
        }
        return (footprint > 0 ? box(image, s) : Self.clampedBilinear(image, s)) * scale
    }

    // MARK: - Private

    /// Mean of the texels in [x−n, x+n) × [y−n, y+n) (clamped) on a grid of step n/2 + 1.
    private func box(_ image: ImageTexels, _ s: Vector2) -> SIMD4<Float> {
        guard s.x > -0.5, s.y > -0.5, s.x < Double(image.width), s.y < Double(image.height) else { return .zero }
        let cx = Int(s.x)
        let cy = Int(s.y.rounded(.toNearestOrEven))
        let step = footprint / 2 + 1
        let x0 = max(0, cx - footprint)
        let x1 = min(image.width, cx + footprint)
        let y1 = min(image.height, cy + footprint)
        var sum = SIMD4<Float>.zero
        var count: Float = 0
        var y = max(0, cy - footprint)
        while y < y1 {
            var x = x0
            while x < x1 {
                sum += image.texel(x, y)
                count += 1
                x += step
            }
            y += step
        }
        return count > 0 ? sum / count : .zero
    }

    /// How much of an edge texel's sample is kept: the position inside the first or last
    /// column (and row), so a rotated image's border fades over one texel.
    private static func feather(_ image: ImageTexels, _ s: Vector2) -> Float {
        func edge(_ t: Double, _ count: Int) -> Float {
            let fraction = Float(t - t.rounded(.down))
            let index = Int(t)
            if index == 0 && count > 1 { return fraction }
            if index == count - 1 && count > 1 { return 1 - fraction }
            return 1
        }
        return edge(s.x, image.width) * edge(s.y, image.height)
    }

    /// Bilinear between texel ⌊s⌋ and the next one, clamped to the last row and column.
    private static func clampedBilinear(_ image: ImageTexels, _ s: Vector2) -> SIMD4<Float> {
        let x0 = max(0, Int(s.x))
        let y0 = max(0, Int(s.y))
        let x1 = min(x0 + 1, image.width - 1)
        let y1 = min(y0 + 1, image.height - 1)
        let fx = s.x > 0 ? Float(s.x - Double(x0)) : 0
        let fy = s.y > 0 ? Float(s.y - Double(y0)) : 0
        let top = image.texel(x0, y0) * (1 - fx) + image.texel(x1, y0) * fx
        let bottom = image.texel(x0, y1) * (1 - fx) + image.texel(x1, y1) * fx
        return top * (1 - fy) + bottom * fy
    }
}

/// Read access to an image's premultiplied bytes for the duration of one span.
struct ImageTexels {
    /// The stored rectangle's bytes (see ``ImageBitmap/stored``).
    private let bytes: UnsafeRawPointer?
    let width: Int
    let height: Int
    private let storedX: Int
    private let storedY: Int
    /// 0 unless `bytes` holds the whole stored rectangle, so that `texel` only checks the rectangle.
    private let storedWidth: Int
    private let storedHeight: Int

    init(_ image: ImageBitmap, bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = UnsafeRawPointer(bytes.baseAddress)
        width = image.width
        height = image.height
        let stored = image.stored
        let isValid =
            bytes.baseAddress != nil && stored.width >= 0 && stored.height >= 0 && bytes.count >= stored.width * stored.height * 4
        (storedX, storedY) = (stored.x, stored.y)
        (storedWidth, storedHeight) = isValid ? (stored.width, stored.height) : (0, 0)
    }

    /// The premultiplied texel at `(x, y)` in 0...255 (transparent outside the stored
    /// rectangle); callers keep `x` in `0..<width` and `y` in `0..<height`.
    @inline(__always)
    func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let lx = x &- storedX
        let ly = y &- storedY
        guard UInt(bitPattern: lx) < UInt(bitPattern: storedWidth), UInt(bitPattern: ly) < UInt(bitPattern: storedHeight) else {
            return .zero
        }
        // Inside the rectangle, the pointer was checked by `init`.
        let word = bytes.unsafelyUnwrapped.loadUnaligned(fromByteOffset: (ly &* storedWidth &+ lx) &* 4, as: UInt32.self)
        return SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(word, to: SIMD4<UInt8>.self)))
    }
}

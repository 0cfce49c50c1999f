import LottieGraphics

/// How an image paint is sampled, chosen once per draw from the image → device transform.
///
/// A rotated or skewed image is drawn as a textured quad, the way lottie-web and the format's
/// pixel-centre convention place it: each pixel takes the bilinear sample at its centre (texel
/// centres at half-integer image coordinates), clamped to the image so that the outermost
/// texels reach its outline, and the renderer anti-aliases the outline with the same area
/// coverage as any shape's edge. No texel outside the image bleeds in, and the edge has no
/// periodic fringe. (ThorVG samples at the pixel's bottom-right corner and fades the
/// outermost texels instead, which leaves a sawtooth and moves the image by up to a pixel.)
///
/// An axis-aligned image follows ThorVG's software rasterizer: it is sampled at the device
/// pixel's top-left corner (minus 0.49 texel) and covers exactly the pixels whose sample lands
/// inside it: a 1:1 image is copied texel for texel, one shrunk more than 2× averages a box of
/// about one device pixel's footprint on a sparse grid (at most about 16 reads), others are
/// bilinear. Such an image decides its own edges: the renderer draws it with full coverage on
/// every pixel the rectangle touches (see `Renderer.composite`).
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
    /// Sampled at the pixel centre, clamped to the image, edges from the outline's coverage:
    /// every image that is not axis-aligned.
    var isCentred: Bool { !isAxisAligned }
    /// Half a device pixel's reach in texels along x and y: how far outside the image a pixel
    /// centre can be while the pixel still overlaps it.
    let reach: Vector2

    init(imageToDevice m: AffineTransform) {
        // Uneven scales count as unscaled for filtering, as in ThorVG.
        let scaleX = (m.a * m.a + m.b * m.b).squareRoot()
        let scaleY = (m.d * m.d + m.c * m.c).squareRoot()
        let scale = abs(scaleX - scaleY) > 0.01 ? 1 : scaleX
        footprint = scale.isFinite && scale > 0 && scale < 0.5 ? (0.5 / scale).clampedInt(in: 1...1_048_576) : 0
        isAxisAligned = abs(m.b) < Self.axisTolerance && abs(m.c) < Self.axisTolerance
        isUnitScale = isAxisAligned && abs(m.a - 1) < 1e-6 && abs(m.d - 1) < 1e-6
        let inv = m.inverted ?? .identity
        reach = Vector2(0.5 * (abs(inv.a) + abs(inv.c)), 0.5 * (abs(inv.b) + abs(inv.d)))
    }

    /// Whether the sampler decides the image's edges (hard edges at the texel bounds), so the
    /// shape's coverage must not fade them again.
    var ownsEdges: Bool { !isCentred }

    /// The sample position (texels) of the device pixel whose centre maps to `center`;
    /// `inverse` is the device → image transform.
    func start(center: Vector2, inverse: AffineTransform) -> Vector2 {
        if isCentred { return center - Vector2(0.5, 0.5) }
        let half = Vector2(0.5 * (inverse.a + inverse.c), 0.5 * (inverse.b + inverse.d))
        return center - half - Vector2(0.49, 0.49)
    }

    /// The premultiplied colour for the device pixel whose sample position is `s`.
    @inline(__always)
    func sample(_ image: ImageTexels, _ s: Vector2) -> SIMD4<Float> {
        // Texels are read as bytes (0...255); one scale at the end instead of one per texel.
        let scale: Float = 1 / 255
        if isCentred {
            // `s` is relative to texel centres; the pixel centre lies at s + 0.5.
            guard s.x + 0.5 > -reach.x, s.y + 0.5 > -reach.y, s.x + 0.5 < Double(image.width) + reach.x,
                s.y + 0.5 < Double(image.height) + reach.y
            else { return .zero }
            // Clamped to the image, so that its outermost texels extend to its outline.
            let inside = Vector2(min(max(s.x, 0), Double(image.width - 1)), min(max(s.y, 0), Double(image.height - 1)))
            return Self.clampedBilinear(image, inside) * scale
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

import LottieGraphics

/// An almost-Gaussian blur made of box blurs (Kovesi, "Fast almost-Gaussian filtering"): box
/// widths are chosen so that three boxes together have variance σ², and each pass costs the
/// same whatever the radius. Like ThorVG at its default quality, which the reference renders
/// use, only the first two boxes are run: the result is a little narrower than σ (≈ 0.82 σ)
/// and matches the reference. Pixels outside the rectangle count as transparent, or as copies of
/// the nearest edge pixel when edges repeat.
struct BoxBlur {
    /// Boxes the widths are designed for, and boxes actually run.
    static let designedPasses = 3
    static let passes = 2
    /// Half-widths of the boxes run, in pixels; empty when the blur is too small to matter.
    let radii: [Int]

    init(sigma: Double) {
        guard sigma.isFinite, sigma > 0.1 else {
            radii = []
            return
        }
        let s = min(sigma, Renderer.maxBlurSigma)
        let n = Double(Self.designedPasses)
        var lower = (12 * s * s / n + 1).squareRoot().clampedInt(in: 1...Int(Renderer.maxBlurSigma) * 4)
        if lower % 2 == 0 { lower -= 1 }
        let lowerWidth = Double(lower)
        let lowerCount = ((12 * s * s - n * lowerWidth * lowerWidth - 4 * n * lowerWidth - 3 * n) / (-4 * lowerWidth - 4))
            .rounded()
        radii = (0..<Self.passes).map { pass in ((Double(pass) < lowerCount ? lower : lower + 2) - 1) / 2 }
            .filter { $0 > 0 }
    }

    /// How far the blur spreads a pixel.
    var reach: Int { radii.reduce(0, +) }

    /// Blurs premultiplied RGBA floats covering `rect`; `scratch` holds one row or column
    /// (at least `4 × max(width, height)` floats).
    func apply(to pixels: inout [Float], scratch: inout [Float], rect: IntRect, axes: LayerEffect.BlurAxes, repeatsEdges: Bool = false) {
        guard !radii.isEmpty else { return }
        let width = rect.width
        let height = rect.height
        if axes != .vertical {
            for radius in radii {
                Self.pass(&pixels, &scratch, lines: height, length: width, lineStride: width * 4, step: 4, radius: radius, repeatsEdges: repeatsEdges)
            }
        }
        if axes != .horizontal {
            for radius in radii {
                Self.pass(&pixels, &scratch, lines: width, length: height, lineStride: 4, step: width * 4, radius: radius, repeatsEdges: repeatsEdges)
            }
        }
    }

    /// One box pass along every line (a row or a column), from `pixels` through `scratch` and
    /// back: each output is the mean of the `2·radius + 1` inputs around it.
    private static func pass(
        _ pixels: inout [Float], _ scratch: inout [Float], lines: Int, length: Int, lineStride: Int, step: Int,
        radius: Int, repeatsEdges: Bool
    ) {
        guard length > 0 else { return }
        let scale = 1 / Float(2 * radius + 1)
        pixels.withUnsafeMutableBufferPointer { data in
            scratch.withUnsafeMutableBufferPointer { line in
                guard let data = data.baseAddress, let line = line.baseAddress else { return }
                for l in 0..<lines {
                    let base = data + l * lineStride
                    var acc = SIMD4<Float>(repeating: 0)
                    let last = base + (length - 1) * step
                    if repeatsEdges {
                        for i in -radius..<radius { acc += load(base + min(max(i, 0), length - 1) * step) }
                    } else {
                        for i in 0..<min(radius, length) { acc += load(base + i * step) }
                    }
                    for i in 0..<length {
                        let incoming = i + radius
                        if incoming < length {
                            acc += load(base + incoming * step)
                        } else if repeatsEdges {
                            acc += load(last)
                        }
                        let out = line + i * 4
                        let v = acc * scale
                        out[0] = max(v[0], 0)
                        out[1] = max(v[1], 0)
                        out[2] = max(v[2], 0)
                        out[3] = max(v[3], 0)
                        let outgoing = i - radius
                        if outgoing >= 0 {
                            acc -= load(base + outgoing * step)
                        } else if repeatsEdges {
                            acc -= load(base)
                        }
                    }
                    for i in 0..<length {
                        let p = base + i * step
                        let q = line + i * 4
                        p[0] = q[0]
                        p[1] = q[1]
                        p[2] = q[2]
                        p[3] = q[3]
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func load(_ p: UnsafeMutablePointer<Float>) -> SIMD4<Float> { SIMD4(p[0], p[1], p[2], p[3]) }
}

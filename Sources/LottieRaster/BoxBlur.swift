import LottieGraphics

/// An almost-Gaussian blur made of box blurs (Kovesi, "Fast almost-Gaussian filtering"): box
/// widths are chosen so that three boxes together have variance σ², and each pass costs the
/// same whatever the radius. Like ThorVG at its default quality, which the reference renders
/// use, only the first two boxes are run: the result is a little narrower than σ (≈ 0.82 σ)
/// and matches the reference.
///
/// Images hold 1 float per pixel (an alpha mask) or 4 (premultiplied RGBA), row by row. Each
/// pass carries one running sum per value; rows are summed four lanes at a time and columns a
/// whole row at a time, so both vectorize.
package struct BoxBlur {
    /// Boxes the widths are designed for, and boxes actually run.
    static let designedPasses = 3
    static let passes = 2
    /// Half-widths of the boxes run, in pixels; empty when the blur is too small to matter.
    package let radii: [Int]

    package init(sigma: Double) {
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
    package var reach: Int { radii.reduce(0, +) }

    /// Blurs a window (`columns` × `rows`) of an image `width` pixels wide with `channels` (1 or
    /// 4) floats per pixel, rows first, then columns. Only the window is read and written: pixels
    /// outside it count as transparent, or as copies of the window's nearest edge pixel when
    /// edges repeat. So that the result is the blur of the whole image, the window must hold
    /// every non-transparent pixel and `reach` pixels around them (or be the whole image).
    ///
    /// - Parameters:
    ///   - pixels: The image; `scratch` must be as large, and its content is overwritten.
    ///   - columns: The window's columns, in pixels from the image's left edge.
    ///   - rows: The window's rows, from the image's top edge.
    package func apply(
        to pixels: inout [Float], scratch: inout [Float], width: Int, channels: Int, columns: Range<Int>, rows: Range<Int>,
        axes: LayerEffect.BlurAxes, repeatsEdges: Bool = false
    ) {
        let window = IntRect(x0: columns.lowerBound, y0: rows.lowerBound, x1: columns.upperBound, y1: rows.upperBound)
        let count = window.y1 * width * channels
        guard !radii.isEmpty, !window.isEmpty, channels == 1 || channels == 4, window.x0 >= 0, window.y0 >= 0,
            window.x1 <= width, pixels.count >= count, scratch.count >= count
        else { return }
        let image = BlurWindow(width: width, channels: channels, window: window, repeatsEdges: repeatsEdges)
        pixels.withUnsafeMutableBufferPointer { p in
            scratch.withUnsafeMutableBufferPointer { s in
                guard let data = p.baseAddress, let spare = s.baseAddress else { return }
                if axes != .vertical {
                    for radius in radii { image.blurRows(data, radius: radius) }
                }
                guard axes != .horizontal else { return }
                var (source, target) = (data, spare)
                for radius in radii {
                    image.blurColumns(source, into: target, radius: radius)
                    swap(&source, &target)
                }
                if source != data { image.copyWindow(source, into: data) }
            }
        }
    }
}

/// The geometry of one blur: where the window's rows are, and what lies beyond its edges.
private struct BlurWindow {
    let width: Int
    let channels: Int
    let window: IntRect
    let repeatsEdges: Bool

    /// Floats in one row of the window.
    var rowLength: Int { window.width * channels }

    /// The first float of the window's row `y` (0 = its top row).
    func row(_ base: UnsafeMutablePointer<Float>, _ y: Int) -> UnsafeMutablePointer<Float> {
        base + ((window.y0 + y) * width + window.x0) * channels
    }

    // MARK: - Rows

    /// One box pass along every row of the window, in place. Four channels make one lane; one
    /// channel is summed four rows at a time, a row per lane.
    func blurRows(_ data: UnsafeMutablePointer<Float>, radius: Int) {
        let count = window.width
        var padded = [SIMD4<Float>](repeating: .zero, count: count + 2 * radius)
        var means = [SIMD4<Float>](repeating: .zero, count: count)
        padded.withUnsafeMutableBufferPointer { padded in
            means.withUnsafeMutableBufferPointer { means in
                guard let padded = padded.baseAddress, let means = means.baseAddress else { return }
                let line = padded + radius
                let group = channels == 4 ? 1 : 4
                for y in stride(from: 0, to: window.height, by: group) {
                    // Rows past the bottom repeat the last one; their lanes are not stored.
                    let r0 = row(data, y)
                    let r1 = row(data, min(y + 1, window.height - 1))
                    let r2 = row(data, min(y + 2, window.height - 1))
                    let r3 = row(data, min(y + 3, window.height - 1))
                    if channels == 4 {
                        let raw = UnsafeRawPointer(r0)
                        for x in 0..<count { line[x] = raw.loadUnaligned(fromByteOffset: x * 16, as: SIMD4<Float>.self) }
                    } else {
                        for x in 0..<count { line[x] = SIMD4(r0[x], r1[x], r2[x], r3[x]) }
                    }
                    let left = repeatsEdges ? line[0] : .zero
                    let right = repeatsEdges ? line[count - 1] : .zero
                    for x in 0..<radius {
                        padded[x] = left
                        line[count + x] = right
                    }
                    Self.runningMean(padded, count: count, radius: radius, into: means)
                    if channels == 4 {
                        let raw = UnsafeMutableRawPointer(r0)
                        for x in 0..<count { raw.storeBytes(of: means[x], toByteOffset: x * 16, as: SIMD4<Float>.self) }
                        continue
                    }
                    let lanes = min(group, window.height - y)
                    for x in 0..<count { r0[x] = means[x][0] }
                    if lanes > 1 { for x in 0..<count { r1[x] = means[x][1] } }
                    if lanes > 2 { for x in 0..<count { r2[x] = means[x][2] } }
                    if lanes > 3 { for x in 0..<count { r3[x] = means[x][3] } }
                }
            }
        }
    }

    /// `out[x]` = the mean of `padded[x ... x + 2·radius]` (clamped at 0), for `x < count`:
    /// one sum carried along, adding the value entering the box and removing the one leaving.
    private static func runningMean(
        _ padded: UnsafeMutablePointer<SIMD4<Float>>, count: Int, radius: Int, into out: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let scale = 1 / Float(2 * radius + 1)
        var sum = SIMD4<Float>.zero
        for x in 0..<(2 * radius) { sum += padded[x] }
        for x in 0..<count {
            sum += padded[x + 2 * radius]
            out[x] = pointwiseMax(sum * scale, .zero)
            sum -= padded[x]
        }
    }

    // MARK: - Columns

    /// One box pass down every column of the window, from `source` into `target`: a running
    /// sum per float of a row, updated by whole rows.
    func blurColumns(_ source: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Float>, radius: Int) {
        let length = rowLength
        let height = window.height
        let scale = 1 / Float(2 * radius + 1)
        var sums = [Float](repeating: 0, count: 2 * length)
        sums.withUnsafeMutableBufferPointer { sums in
            guard let sum = sums.baseAddress else { return }
            let zero = UnsafePointer(sum + length)
            /// Row `y` of the source, clamped when edges repeat; nil (transparent) outside.
            func input(_ y: Int) -> UnsafePointer<Float>? {
                if y >= 0 && y < height { return UnsafePointer(row(source, y)) }
                return repeatsEdges ? UnsafePointer(row(source, min(max(y, 0), height - 1))) : nil
            }
            for y in -radius..<radius {
                guard let r = input(y) else { continue }
                for k in 0..<length { sum[k] += r[k] }
            }
            for y in 0..<height {
                let incoming = input(y + radius) ?? zero
                let outgoing = input(y - radius) ?? zero
                let out = row(target, y)
                for k in 0..<length {
                    let s = sum[k] + incoming[k]
                    out[k] = max(s * scale, 0)
                    sum[k] = s - outgoing[k]
                }
            }
        }
    }

    /// Copies the window's pixels from `source` to `target`.
    func copyWindow(_ source: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Float>) {
        for y in 0..<window.height { row(target, y).update(from: row(source, y), count: rowLength) }
    }
}

import LottieGraphics
import LottieRaster
import Testing

/// The running-sum box blur against a direct one (each output the mean of its box, summed in
/// Double), on seeded random images.
@Suite struct BoxBlurTests {
    /// A fixed linear congruential generator, so failures reproduce.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    private func randomImage(count: Int, seed: UInt64) -> [Float] {
        var rng = Seeded(state: seed)
        return (0..<count).map { _ in Float.random(in: 0...1, using: &rng) }
    }

    /// One direct box pass along rows (`alongRows`) or columns of the window; outside it,
    /// values are 0 or repeat the nearest edge.
    private func directPass(
        _ v: [Float], width: Int, channels: Int, columns: Range<Int>, rows: Range<Int>, radius: Int, alongRows: Bool, repeatsEdges: Bool
    ) -> [Float] {
        var out = v
        for y in rows {
            for x in columns {
                for c in 0..<channels {
                    var sum = 0.0
                    for d in -radius...radius {
                        var (sx, sy) = alongRows ? (x + d, y) : (x, y + d)
                        if repeatsEdges {
                            sx = min(max(sx, columns.lowerBound), columns.upperBound - 1)
                            sy = min(max(sy, rows.lowerBound), rows.upperBound - 1)
                        }
                        guard columns.contains(sx), rows.contains(sy) else { continue }
                        sum += Double(v[(sy * width + sx) * channels + c])
                    }
                    out[(y * width + x) * channels + c] = Float(sum / Double(2 * radius + 1))
                }
            }
        }
        return out
    }

    private func direct(
        _ v: [Float], blur: BoxBlur, width: Int, channels: Int, columns: Range<Int>, rows: Range<Int>, repeatsEdges: Bool
    ) -> [Float] {
        var out = v
        for alongRows in [true, false] {
            for radius in blur.radii {
                out = directPass(
                    out, width: width, channels: channels, columns: columns, rows: rows, radius: radius, alongRows: alongRows,
                    repeatsEdges: repeatsEdges)
            }
        }
        return out
    }

    private func maxDifference(_ a: [Float], _ b: [Float]) -> Float {
        zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
    }

    @Test(arguments: [(1, false), (4, false), (1, true), (4, true)])
    func runningSumsMatchTheDirectBlur(channels: Int, repeatsEdges: Bool) {
        let (width, height) = (23, 17)
        for sigma in [0.8, 2.5, 6.0, 30.0] {
            let blur = BoxBlur(sigma: sigma)
            var pixels = randomImage(count: width * height * channels, seed: UInt64(channels) * 31 + UInt64(sigma * 10))
            let expected = direct(pixels, blur: blur, width: width, channels: channels, columns: 3..<20, rows: 2..<16, repeatsEdges: repeatsEdges)
            var scratch = [Float](repeating: .nan, count: pixels.count)
            blur.apply(
                to: &pixels, scratch: &scratch, width: width, channels: channels, columns: 3..<20, rows: 2..<16, axes: .both,
                repeatsEdges: repeatsEdges)
            #expect(maxDifference(pixels, expected) < 1e-5, "sigma \(sigma)")
        }
    }

    @Test func oneAxisLeavesTheOtherAlone() {
        let (width, height) = (9, 14)
        let blur = BoxBlur(sigma: 2)
        let image = randomImage(count: width * height, seed: 7)
        var horizontal = image
        var scratch = [Float](repeating: 0, count: image.count)
        blur.apply(to: &horizontal, scratch: &scratch, width: width, channels: 1, columns: 0..<width, rows: 0..<height, axes: .horizontal)
        var expected = image
        for radius in blur.radii {
            expected = directPass(
                expected, width: width, channels: 1, columns: 0..<width, rows: 0..<height, radius: radius, alongRows: true, repeatsEdges: false)
        }
        #expect(maxDifference(horizontal, expected) < 1e-5)
    }

    @Test func oneChannelMatchesTheAlphaOfFour() {
        let (width, height) = (31, 12)
        let blur = BoxBlur(sigma: 3)
        var alpha = randomImage(count: width * height, seed: 3)
        var rgba = alpha.flatMap { a -> [Float] in [a * 0.5, a, 0, a] }
        var scratch = [Float](repeating: 0, count: rgba.count)
        blur.apply(to: &alpha, scratch: &scratch, width: width, channels: 1, columns: 0..<width, rows: 0..<height, axes: .both)
        blur.apply(to: &rgba, scratch: &scratch, width: width, channels: 4, columns: 0..<width, rows: 0..<height, axes: .both)
        #expect(alpha.indices.allSatisfy { alpha[$0] == rgba[$0 * 4 + 3] && abs(alpha[$0] * 0.5 - rgba[$0 * 4]) < 1e-6 })
    }

    @Test func aWindowAroundTheContentEqualsTheWholeImage() {
        let (width, height) = (40, 30)
        let blur = BoxBlur(sigma: 2)
        var whole = [Float](repeating: 0, count: width * height)
        var rng = Seeded(state: 11)
        for y in 12..<18 { for x in 15..<22 { whole[y * width + x] = Float.random(in: 0...1, using: &rng) } }
        var windowed = whole
        var scratch = [Float](repeating: 0, count: whole.count)
        blur.apply(to: &whole, scratch: &scratch, width: width, channels: 1, columns: 0..<width, rows: 0..<height, axes: .both)
        let reach = blur.reach
        blur.apply(
            to: &windowed, scratch: &scratch, width: width, channels: 1, columns: (15 - reach)..<(22 + reach),
            rows: (12 - reach)..<(18 + reach), axes: .both)
        #expect(maxDifference(whole, windowed) < 1e-6)
    }
}

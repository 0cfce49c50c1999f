import LottieRaster
import Testing

/// The row-by-row disk dilation against a direct one (the largest value whose pixel centre lies
/// within the radius), on seeded random images.
@Suite struct DilationTests {
    private func randomImage(count: Int, seed: UInt64) -> [Float] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(state >> 40) / Float(1 << 24)
        }
    }

    private func directDisk(_ v: [Float], width: Int, height: Int, radius: Int, outside: Float) -> [Float] {
        var out = v
        for y in 0..<height {
            for x in 0..<width {
                var m = v[y * width + x]
                for dy in -radius...radius {
                    let half = Int(Double(radius * radius - dy * dy).squareRoot())
                    for dx in -half...half {
                        let (sx, sy) = (x + dx, y + dy)
                        let inside = sx >= 0 && sx < width && sy >= 0 && sy < height
                        m = max(m, inside ? v[sy * width + sx] : outside)
                    }
                }
                out[y * width + x] = m
            }
        }
        return out
    }

    @Test(arguments: [Float(0), 1])
    func wholeRadiiMatchTheDirectDisk(outside: Float) {
        let (width, height) = (19, 13)
        for radius in [1, 2, 4, 7] {
            let image = randomImage(count: width * height, seed: UInt64(radius))
            let grown = Dilation.dilate(image, width: width, height: height, radius: Double(radius), outside: outside)
            #expect(grown == directDisk(image, width: width, height: height, radius: radius, outside: outside), "radius \(radius)")
        }
    }

    @Test func fractionalRadiiMixTheNeighbouringDisks() {
        let (width, height) = (11, 9)
        let image = randomImage(count: width * height, seed: 5)
        let grown = Dilation.dilate(image, width: width, height: height, radius: 2.25)
        let small = directDisk(image, width: width, height: height, radius: 2, outside: 0)
        let large = directDisk(image, width: width, height: height, radius: 3, outside: 0)
        #expect(grown.indices.allSatisfy { abs(grown[$0] - (small[$0] + (large[$0] - small[$0]) * 0.25)) < 1e-6 })
    }
}

import LottieGraphics
import Testing

@Suite struct PixelBufferTests {
    @Test func storesPremultipliedAndReadsStraight() {
        var b = PixelBuffer(width: 2, height: 2)
        b.setColor(Color(r: 1, g: 0.5, b: 0, a: 0.5), x: 1, y: 0)
        #expect(b.storage[4..<8] == [128, 64, 0, 128])  // 0.5 · 255 = 127.5 rounds up
        #expect(b.premultiplied(x: 1, y: 0) == SIMD4<Float>(128, 64, 0, 128) / 255)
        let straight = b.straightColor(x: 1, y: 0)
        #expect(straight.r == 1 && straight.g == 0.5 && straight.b == 0 && abs(straight.a - 128.0 / 255) < 1e-6)
        #expect(b.straightRGBA8()[4..<8] == [255, 128, 0, 128])
        #expect(b.premultiplied(x: 5, y: -1) == .zero)
    }

    @Test func bytesRoundTrip() {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 1, 2, 3, 0, 10, 20, 30, 40]
        let b = PixelBuffer(width: 2, height: 2, straightRGBA8: bytes)
        let back = b.straightRGBA8()
        #expect(Array(back[0..<11]) == Array(bytes[0..<4]) + [0, 255, 0, 128] + [0, 0, 0])
        // Premultiplied bytes keep 40 levels of each component at alpha 40: within 255 / 40 / 2.
        #expect(zip(back[12...], bytes[12...]).allSatisfy { abs(Int($0) - Int($1)) <= 4 })
    }

    @Test func sizesAreClamped() {
        #expect(PixelBuffer(width: -3, height: 4).storage.isEmpty)
        #expect(PixelBuffer(width: 1 << 30, height: 1 << 30).width == 0)
        var b = PixelBuffer(width: 1, height: 1)
        b.setColor(Color(r: .nan, g: 2, b: -1, a: 1), x: 0, y: 0)
        #expect(b.premultiplied(x: 0, y: 0) == SIMD4<Float>(0, 1, 0, 1))
    }
}

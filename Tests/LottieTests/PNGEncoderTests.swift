import Foundation
import ImageCodecs
import Lottie
import LottieGraphics
import Testing

/// libpng's writer behind `PNGEncoder`: what it writes decodes back to the same pixels at
/// every level, higher levels are smaller, and an empty buffer is a 1 × 1 image.
@Suite struct PNGEncoderTests {
    static func gradient() -> PixelBuffer {
        var buffer = PixelBuffer(width: 64, height: 32)
        for y in 0..<32 {
            for x in 0..<64 { buffer.setColor(Color(r: Double(x) / 63, g: Double(y) / 31, b: 0.5, a: x < 8 ? 0.5 : 1), x: x, y: y) }
        }
        return buffer
    }

    @Test func everyLevelRoundTrips() throws {
        let source = Self.gradient()
        // Decoded images are premultiplied bytes: the same image as the source's straight bytes make.
        let expected = ImageBitmap(width: source.width, height: source.height, straightRGBA8: source.straightRGBA8())
        var sizes: [Int] = []
        for level in [0, 1, 6, 9] {
            let png = PNGEncoder(compressionLevel: level).encode(source)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(try ImageDecoder.decode(Data(png)) == expected)
            sizes.append(png.count)
        }
        #expect(sizes[0] > sizes[1] && sizes[1] >= sizes[3])
    }

    @Test func anEmptyBufferIsOneTransparentPixel() throws {
        let decoded = try ImageDecoder.decode(Data(PNGEncoder().encode(PixelBuffer(width: 0, height: 3))))
        #expect(decoded.width == 1 && decoded.height == 1 && decoded.straightRGBA8() == [0, 0, 0, 0])
    }
}

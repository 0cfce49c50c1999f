import Foundation
import ImageCodecs
import Lottie
import LottieGraphics
import TestSupport
import Testing
import ZIPFoundation

/// `ImageDecoder`: PNG, JPEG and WebP pixels, and clear errors for everything else.
@Suite struct ImageDecoderTests {
    static let checkerPNG = Corpus.samples.appendingPathComponent("images/checker.png")

    /// The JPEG embedded in `Samples/image-layers.json` (8×8: red, green / blue, white quadrants).
    static func sampleJPEG() throws -> Data {
        let json = try String(contentsOf: Corpus.samples.appendingPathComponent("image-layers.json"), encoding: .utf8)
        let start = try #require(json.range(of: "data:image/jpeg;base64,"))
        let end = try #require(json[start.upperBound...].firstIndex(of: "\""))
        return try #require(Data(base64Encoded: String(json[start.upperBound..<end])))
    }

    /// A PNG signature, an IHDR chunk declaring `width`×`height` and an empty IDAT chunk:
    /// enough for libpng to report the size, with no pixel data.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var ihdr = Data("IHDR".utf8)
        for value in [width, height] { ihdr.append(contentsOf: withUnsafeBytes(of: value.bigEndian) { Array($0) }) }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data.append(ihdr)
        data.append(contentsOf: withUnsafeBytes(of: ihdr.crc32(checksum: 0).bigEndian) { Array($0) })
        data.append(contentsOf: [0, 0, 0, 0] + Array("IDAT".utf8))
        data.append(contentsOf: withUnsafeBytes(of: Data("IDAT".utf8).crc32(checksum: 0).bigEndian) { Array($0) })
        return data
    }

    static func decodingError(_ data: Data) -> ImageDecodingError? {
        do {
            _ = try ImageDecoder.decode(data)
            return nil
        } catch {
            return error
        }
    }

    @Test func pngWithAlphaDecodesToPremultipliedPixels() throws {
        let pixels = try ImageDecoder.decode(Data(contentsOf: Self.checkerPNG))
        #expect(pixels.width == 8 && pixels.height == 8)
        #expect(pixels.straightColor(x: 1, y: 1) == Color(r: 1, g: 0, b: 0, a: 1))
        #expect(pixels.straightColor(x: 6, y: 1) == Color(r: 0, g: 0, b: 1, a: 1))
        #expect(pixels.straightColor(x: 1, y: 6) == Color(r: 0, g: 1, b: 0, a: 1))
        #expect(pixels.premultiplied(x: 6, y: 6) == .zero)
    }

    @Test func pngFromOurEncoderRoundTrips() throws {
        var source = PixelBuffer(width: 3, height: 2)
        source.setColor(Color(r: 1, g: 0.5, b: 0, a: 1), x: 0, y: 0)
        source.setColor(Color(r: 0, g: 0, b: 1, a: 0.5), x: 2, y: 1)
        let decoded = try ImageDecoder.decode(Data(PNGEncoder().encode(source)))
        #expect(decoded.straightRGBA8() == source.straightRGBA8())
    }

    @Test func decodedImagesHoldFourBytesAPixel() throws {
        var source = PixelBuffer(width: 1024, height: 768)
        for y in stride(from: 0, to: 768, by: 7) { source.setColor(Color(r: 0.2, g: 0.4, b: 0.6, a: 0.8), x: y, y: y) }
        let decoded = try ImageDecoder.decode(Data(PNGEncoder().encode(source)))
        #expect(decoded.width == 1024 && decoded.height == 768)
        #expect(decoded.storage.count == 1024 * 768 * 4)  // bytes, not the 16 a float pixel takes
        #expect(MemoryLayout.stride(ofValue: decoded.storage[0]) == 1)
    }

    @Test func jpegDecodesOpaqueRGB() throws {
        let pixels = try ImageDecoder.decode(try Self.sampleJPEG())
        #expect(pixels.width == 8 && pixels.height == 8)
        let bytes = pixels.straightRGBA8()
        func rgba(_ x: Int, _ y: Int) -> [Int] { bytes[(y * 8 + x) * 4..<(y * 8 + x) * 4 + 4].map(Int.init) }
        for (x, y, expected) in [(1, 1, [255, 0, 0]), (6, 1, [0, 255, 0]), (1, 6, [0, 0, 255]), (6, 6, [255, 255, 255])] {
            let pixel = rgba(x, y)
            #expect(zip(pixel.prefix(3), expected).allSatisfy { abs($0 - $1) <= 8 }, "(\(x), \(y)): \(pixel)")
            #expect(pixel[3] == 255)
        }
    }

    @Test func losslessWebPDecodesExactly() throws {
        let pixels = try ImageDecoder.decode(WebPFixture.lossless)
        #expect(pixels.width == 4 && pixels.height == 2)
        let expected: [UInt8] = [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
            255, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 255, 10, 20, 30, 255,
        ]
        #expect(pixels.straightRGBA8() == expected)
        #expect(pixels.premultiplied(x: 0, y: 1).x == pixels.premultiplied(x: 0, y: 1).w)  // premultiplied, not straight
    }

    @Test func lossyWebPWithAlphaDecodesApproximately() throws {
        let pixels = try ImageDecoder.decode(WebPFixture.lossy)
        #expect(pixels.width == 8 && pixels.height == 8)
        for (x, y, expected) in [(1, 1, Color(r: 1, g: 0, b: 0)), (6, 1, Color(r: 0, g: 1, b: 0)), (1, 6, Color(r: 0, g: 0, b: 1))] {
            let pixel = pixels.straightColor(x: x, y: y)
            let error = max(abs(pixel.r - expected.r), abs(pixel.g - expected.g), abs(pixel.b - expected.b))
            #expect(error <= 8.0 / 255 && pixel.a == 1, "(\(x), \(y)): \(pixel)")
        }
        #expect(pixels.premultiplied(x: 6, y: 6) == .zero)
    }

    @Test func otherFormatsAreNamed() {
        #expect(Self.decodingError(WebPFixture.animated) == .unsupportedFormat(format: "animated WebP"))
        #expect(Self.decodingError(Data("GIF89a....".utf8)) == .unsupportedFormat(format: "GIF"))
        #expect(Self.decodingError(Data("hello".utf8)) == .unsupportedFormat(format: "unknown"))
        #expect(Self.decodingError(Data()) == .unsupportedFormat(format: "unknown"))
    }

    @Test func corruptAndTruncatedImagesAreErrors() throws {
        let png = try Data(contentsOf: Self.checkerPNG)
        for data in [png.prefix(40), png.prefix(8) + Data(repeating: 0xAB, count: 64), Data(png.dropLast(20))] {
            guard case .corrupt(let format, let reason) = Self.decodingError(Data(data)) else {
                Issue.record("expected a corrupt-PNG error for \(data.count) bytes")
                continue
            }
            #expect(format == "PNG" && !reason.isEmpty)
        }
        let jpeg = try Self.sampleJPEG()
        for data in [jpeg.prefix(3) + Data(repeating: 0x17, count: 100), jpeg.prefix(20)] {
            guard case .corrupt(let format, _) = Self.decodingError(Data(data)) else {
                Issue.record("expected a corrupt-JPEG error for \(data.count) bytes")
                continue
            }
            #expect(format == "JPEG")
        }
        let webp = WebPFixture.lossy
        for data in [webp.prefix(40), webp.prefix(12) + Data(repeating: 0x5A, count: 64), Data(webp.dropLast(30))] {
            guard case .corrupt(let format, let reason) = Self.decodingError(Data(data)) else {
                Issue.record("expected a corrupt-WebP error for \(data.count) bytes")
                continue
            }
            #expect(format == "WebP" && !reason.isEmpty)
        }
    }

    @Test func oversizedImagesAreRefusedBeforeAllocating() {
        #expect(Self.decodingError(Self.pngHeader(width: 100_000, height: 100_000)) == .badSize(width: 100_000, height: 100_000))
        #expect(Self.decodingError(Self.pngHeader(width: 20_000, height: 1_000)) == .badSize(width: 20_000, height: 1_000))
        #expect(Self.decodingError(WebPFixture.losslessHeader(width: 16_384, height: 16_384)) == .badSize(width: 16_384, height: 16_384))
        #expect(ImageDecodingError.badSize(width: 9, height: 0).description.contains("9x0"))
    }
}

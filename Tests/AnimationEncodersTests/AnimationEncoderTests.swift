import AnimationEncoders
import CGif
import CWebP
import Foundation
import TestSupport
import Testing

/// Each encoder's output read back: by giflib's decoder, libwebp's decoder and the container
/// chunks, the APNG chunks and the Y4M stream.
@Suite struct AnimationEncoderTests {
    /// Three 8×6 frames: red, green, then blue with a transparent left half.
    static let frames: [[UInt8]] = [
        (0..<48).flatMap { _ in [UInt8(255), 0, 0, 255] },
        (0..<48).flatMap { _ in [UInt8(0), 255, 0, 255] },
        (0..<48).flatMap { pixel in pixel % 8 < 4 ? [UInt8(0), 0, 0, 0] : [0, 0, 255, 255] },
    ]

    static func encode(_ encoder: any AnimationEncoding, duration: Double = 0.1) throws -> [UInt8] {
        var bytes: [UInt8] = []
        for frame in frames { bytes += try encoder.append(try encoder.prepare(frame), duration: duration) }
        return bytes + (try encoder.finish())
    }

    @Test func gifDecodesBackWithFramesDelaysLoopAndTransparency() throws {
        let palette = GIFPalette(frames: Self.frames)
        let bytes = try Self.encode(GIFEncoder(width: 8, height: 6, palette: palette, loopCount: 3), duration: 1.0 / 30)
        let path = ScratchSpace.url("encoder-test", extension: "gif").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var error: Int32 = 0
        let file = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(file, &error) }
        #expect(DGifSlurp(file) == GIF_OK)
        #expect(file.pointee.SWidth == 8 && file.pointee.SHeight == 6)
        #expect(file.pointee.ImageCount == 3)
        // 1/30 s in hundredths, without drift: 3, 4, 3.
        var delays: [Int32] = []
        var transparent: [Int32] = []
        for index in 0..<3 {
            var control = GraphicsControlBlock()
            #expect(DGifSavedExtensionToGCB(file, Int32(index), &control) == GIF_OK)
            delays.append(control.DelayTime)
            transparent.append(control.TransparentColor)
        }
        #expect(delays == [3, 4, 3])
        let colors = try #require(file.pointee.SColorMap)
        func color(image: Int, pixel: Int) -> [UInt8] {
            let index = Int(file.pointee.SavedImages[image].RasterBits[pixel])
            if index == Int(transparent[image]) { return [] }
            let entry = colors.pointee.Colors[index]
            return [entry.Red, entry.Green, entry.Blue]
        }
        #expect(color(image: 0, pixel: 0) == [255, 0, 0])
        #expect(color(image: 1, pixel: 10) == [0, 255, 0])
        #expect(color(image: 2, pixel: 0) == [])
        #expect(color(image: 2, pixel: 7) == [0, 0, 255])
        // The NETSCAPE2.0 block holds the loop count.
        let loop = Array("NETSCAPE2.0".utf8) + [3, 1, 3, 0]
        #expect(bytes.indices.contains { Array(bytes[$0..<min($0 + loop.count, bytes.count)]) == loop })
    }

    @Test func webpHasOneFramePerInputWithDurationsLoopAndDecodablePixels() throws {
        let bytes = try Self.encode(WebPAnimationEncoder(width: 8, height: 6, loopCount: 2, quality: nil))
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WEBP".utf8))
        var chunks: [(String, [UInt8])] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            chunks.append((String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), Array(bytes[(offset + 8)..<(offset + 8 + size)])))
            offset += 8 + size + size % 2
        }
        let anim = try #require(chunks.first { $0.0 == "ANIM" })
        #expect(Int(anim.1[4]) | Int(anim.1[5]) << 8 == 2)
        let frames = chunks.filter { $0.0 == "ANMF" }.map(\.1)
        #expect(frames.count == 3)
        #expect(frames.map { Int($0[12]) | Int($0[13]) << 8 } == [100, 100, 100])
        // The first frame covers the canvas; its bitstream decodes to red.
        let first = Array(frames[0][16...])
        var width: Int32 = 0
        var height: Int32 = 0
        let pixels = try #require(WebPDecodeRGBA(first, first.count, &width, &height))
        defer { WebPFree(pixels) }
        #expect(width == 8 && height == 6)
        #expect([pixels[0], pixels[1], pixels[2], pixels[3]] == [255, 0, 0, 255])
    }

    @Test func apngHasAnAnimationControlAndOneFrameControlPerFrame() throws {
        let bytes = try Self.encode(APNGEncoder(width: 8, height: 6, frameCount: 3, loopCount: 0), duration: 0.04)
        var chunks: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let size = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            chunks.append((String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self), Array(bytes[(offset + 8)..<(offset + 8 + size)])))
            offset += 12 + size
        }
        #expect(chunks.map(\.0) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[1].1 == [0, 0, 0, 3, 0, 0, 0, 0])
        let delays = chunks.filter { $0.0 == "fcTL" }.map { Int($0.1[20]) << 8 | Int($0.1[21]) }
        #expect(delays == [40, 40, 40])
        let sequence = chunks.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map { $0.1[0..<4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(sequence == [0, 1, 2, 3, 4])
    }

    @Test func y4mHasAHeaderAndPlanesPerFrame() throws {
        let bytes = try Self.encode(Y4MEncoder(width: 8, height: 6, framesPerSecond: 25))
        let header = "YUV4MPEG2 W8 H6 F25:1 Ip A1:1 C420jpeg\n"
        #expect(String(decoding: bytes.prefix(header.utf8.count), as: UTF8.self) == header)
        let frameSize = 6 + 48 + 2 * 12
        #expect(bytes.count == header.utf8.count + 3 * frameSize)
        // Red in BT.601 limited range: Y 81, Cb 90, Cr 240.
        let first = header.utf8.count + 6
        #expect(bytes[first] == 81 && bytes[first + 48] == 90 && bytes[first + 60] == 240)
    }
}

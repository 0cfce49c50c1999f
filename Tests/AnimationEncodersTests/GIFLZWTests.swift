import AnimationEncoders
import CGif
import Foundation
import TestSupport
import Testing

/// Our LZW image data read back by giflib's decoder, pixel for pixel.
@Suite struct GIFLZWTests {
    /// A one-image GIF around `data`, with a grey ramp of `1 << codeSize` colours.
    static func gif(width: Int, height: Int, codeSize: Int, data: [UInt8]) -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        bytes += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        bytes += [0x80 | UInt8(codeSize - 1), 0, 0]
        for i in 0..<(1 << codeSize) { bytes += [UInt8(i * 255 / ((1 << codeSize) - 1)), 0, 0] }
        bytes += [0x2C, 0, 0, 0, 0, UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0]
        return bytes + data + [0x3B]
    }

    /// giflib's reading of the first image's indices.
    static func decode(_ bytes: [UInt8]) throws -> [UInt8] {
        let path = ScratchSpace.url("lzw-test", extension: "gif").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var error: Int32 = 0
        let file = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(file, &error) }
        #expect(DGifSlurp(file) == GIF_OK)
        let image = file.pointee.SavedImages[0]
        let count = Int(image.ImageDesc.Width * image.ImageDesc.Height)
        return Array(UnsafeBufferPointer(start: image.RasterBits, count: count))
    }

    static func noise(count: Int, modulo: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(Int(state >> 33) % modulo)
        }
    }

    @Test(arguments: [(8, 256), (2, 3), (4, 16)])
    func noiseFillsAndClearsTheTableAndDecodesBack(codeSize: Int, colors: Int) throws {
        let (width, height) = (211, 157)
        let indices = Self.noise(count: width * height, modulo: colors, seed: UInt64(codeSize))
        let data = GIFLZW.imageData(indices, minCodeSize: codeSize)
        #expect(try Self.decode(Self.gif(width: width, height: height, codeSize: codeSize, data: data)) == indices)
    }

    @Test func longRunsReachTwelveBitCodesAndDecodeBack() throws {
        let (width, height) = (640, 480)
        let indices = (0..<(width * height)).map { UInt8(($0 / 997) % 5) }
        let data = GIFLZW.imageData(indices, minCodeSize: 8)
        #expect(data.count < indices.count / 20)
        #expect(try Self.decode(Self.gif(width: width, height: height, codeSize: 8, data: data)) == indices)
    }

    @Test func onePixelAndSubBlocks() throws {
        #expect(try Self.decode(Self.gif(width: 1, height: 1, codeSize: 2, data: GIFLZW.imageData([3], minCodeSize: 2))) == [3])
        let data = GIFLZW.imageData(Self.noise(count: 5000, modulo: 256, seed: 9), minCodeSize: 8)
        // Sub-blocks of 255 bytes after the code size byte, then the terminator.
        #expect(data[0] == 8 && data[1] == 255 && data.last == 0)
    }
}

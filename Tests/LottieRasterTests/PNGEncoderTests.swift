import LottieGraphics
import LottieRaster
import Testing

@Suite struct PNGEncoderTests {
    private struct Chunk {
        var type: String
        var data: [UInt8]
        var crcIsValid: Bool
    }

    private func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private func chunks(_ png: [UInt8]) -> [Chunk] {
        var out: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let n = Int(be32(png, i))
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = Array(png[(i + 8)..<(i + 8 + n)])
            let crc = be32(png, i + 8 + n)
            out.append(Chunk(type: type, data: data, crcIsValid: crc == CRC32.checksum(png[(i + 4)..<(i + 8 + n)])))
            i += 12 + n
        }
        return out
    }

    private func sample() -> PixelBuffer {
        var b = PixelBuffer(width: 7, height: 3)
        b.setColor(Color(r: 1, g: 0.5, b: 0, a: 0.5), x: 2, y: 1)
        b.setColor(.white, x: 6, y: 2)
        return b
    }

    @Test func checksumsMatchKnownValues() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test(arguments: [PNGEncoder.Compression.stored, .fixedHuffman])
    func structureIsValid(compression: PNGEncoder.Compression) {
        let png = PNGEncoder(compression: compression).encode(sample())
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let list = chunks(png)
        #expect(list.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(list.allSatisfy { $0.crcIsValid })
        let ihdr = list[0].data
        #expect(be32(ihdr, 0) == 7 && be32(ihdr, 4) == 3)
        #expect(Array(ihdr[8...]) == [8, 6, 0, 0, 0])
        let zlib = list[1].data
        #expect(zlib[0] == 0x78 && (UInt16(zlib[0]) << 8 | UInt16(zlib[1])) % 31 == 0)
    }

    @Test func storedDataRoundTrips() {
        let buffer = sample()
        let zlib = chunks(PNGEncoder(compression: .stored).encode(buffer))[1].data
        // Parse stored blocks.
        var raw: [UInt8] = []
        var i = 2
        while i < zlib.count - 4 {
            let isFinal = zlib[i] & 1 == 1
            #expect(zlib[i] & 0b110 == 0)
            let n = Int(zlib[i + 1]) | Int(zlib[i + 2]) << 8
            let nn = Int(zlib[i + 3]) | Int(zlib[i + 4]) << 8
            #expect(n == ~nn & 0xFFFF)
            raw += zlib[(i + 5)..<(i + 5 + n)]
            i += 5 + n
            if isFinal { break }
        }
        #expect(be32(zlib, zlib.count - 4) == Adler32.checksum(raw))
        let rgba = buffer.straightRGBA8()
        var expected: [UInt8] = []
        for y in 0..<3 { expected += [0] + rgba[(y * 28)..<(y * 28 + 28)] }
        #expect(raw == expected)
        #expect(Array(rgba[(1 * 7 + 2) * 4..<(1 * 7 + 2) * 4 + 4]) == [255, 128, 0, 128])
    }

    @Test func compressionMakesTransparentImagesSmaller() {
        let b = PixelBuffer(width: 160, height: 160)
        let stored = PNGEncoder(compression: .stored).encode(b)
        let fixed = PNGEncoder(compression: .fixedHuffman).encode(b)
        #expect(fixed.count * 20 < stored.count)
    }

    @Test func emptyBufferStillEncodes() {
        let png = PNGEncoder().encode(PixelBuffer(width: 0, height: 5))
        let ihdr = chunks(png)[0].data
        #expect(be32(ihdr, 0) == 1 && be32(ihdr, 4) == 1)
    }
}

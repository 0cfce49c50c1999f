import CellEncoder
import Testing

/// The zlib checksum of kitty payloads, summed sixteen bytes at a time.
@Suite struct Adler32Tests {
    /// Byte by byte, as RFC 1950 defines it.
    static func reference(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    @Test func knownValues() {
        #expect(Adler32.checksum([]) == 1)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test(arguments: [1, 15, 16, 17, 5551, 5552, 5553, 100_000, 2_560_000])
    func matchesTheDefinitionAtEveryLength(count: Int) {
        var state: UInt32 = 0x9E37_79B9
        let bytes = (0..<count).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return state >> 24 < 40 ? 255 : UInt8(truncatingIfNeeded: state >> 24)
        }
        #expect(Adler32.checksum(bytes) == Self.reference(bytes))
        #expect(Adler32.checksum([UInt8](repeating: 255, count: count)) == Self.reference([UInt8](repeating: 255, count: count)))
    }
}

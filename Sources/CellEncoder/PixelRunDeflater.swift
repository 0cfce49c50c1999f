/// The zlib stream (RFC 1950/1951) of kitty image payloads: fixed Huffman codes, with matches
/// only one pixel back (4 bytes) or one row up (`stride` bytes). On RGBA frames it is several
/// times faster than a general LZ77 search and nearly as small on flat areas, which is what a
/// terminal frame at 30 fps needs (PNG files go through libpng instead).
enum PixelRunDeflater {
    /// A complete zlib stream (header, deflate data, Adler-32) of RGBA rows `stride` bytes wide.
    static func zlib(_ data: [UInt8], stride: Int) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        appendPixelRuns(data, stride: stride, to: &out)
        let adler = Adler32.checksum(data)
        out += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return out
    }

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static func appendPixelRuns(_ data: [UInt8], stride: Int, to out: inout [UInt8]) {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE = 01 (fixed)
        let n = data.count
        let up = stride > 4 && stride <= 32768 ? stride : 0
        data.withUnsafeBufferPointer { d in
            guard let base = d.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            /// How many bytes from `i` repeat those `distance` back, up to `limit`: eight at a
            /// time while they all match, then byte by byte.
            func length(at i: Int, distance: Int, limit: Int) -> Int {
                guard distance > 0, i >= distance else { return 0 }
                var l = 0
                while l + 8 <= limit,
                    raw.loadUnaligned(fromByteOffset: i - distance + l, as: UInt64.self)
                        == raw.loadUnaligned(fromByteOffset: i + l, as: UInt64.self)
                {
                    l += 8
                }
                while l < limit && d[i - distance + l] == d[i + l] { l += 1 }
                return l
            }
            var i = 0
            while i < n {
                let limit = min(258, n - i)
                let left = length(at: i, distance: 4, limit: limit)
                let above = left == limit ? 0 : length(at: i, distance: up, limit: limit)
                let (bestLength, bestDistance) = above > left ? (above, up) : (left, 4)
                if bestLength >= 3 {
                    writeLength(bestLength, &bits)
                    writeDistance(bestDistance, &bits)
                    i += bestLength
                } else {
                    writeLiteral(Int(d[i]), &bits)
                    i += 1
                }
            }
        }
        writeLiteral(256, &bits)
        out += bits.finish()
    }

    private static func writeLiteral(_ v: Int, _ bits: inout BitWriter) {
        switch v {
        case 0...143: bits.writeCode(0x30 + v, length: 8)
        case 144...255: bits.writeCode(0x190 + v - 144, length: 9)
        case 256...279: bits.writeCode(v - 256, length: 7)
        default: bits.writeCode(0xC0 + v - 280, length: 8)
        }
    }

    private static func writeLength(_ length: Int, _ bits: inout BitWriter) {
        var code = 28
        while lengthBase[code] > length { code -= 1 }
        writeLiteral(257 + code, &bits)
        if lengthExtra[code] > 0 { bits.write(UInt32(length - lengthBase[code]), count: lengthExtra[code]) }
    }

    private static func writeDistance(_ distance: Int, _ bits: inout BitWriter) {
        var code = 29
        while distBase[code] > distance { code -= 1 }
        bits.writeCode(code, length: 5)
        if distExtra[code] > 0 { bits.write(UInt32(distance - distBase[code]), count: distExtra[code]) }
    }
}

/// Packs bits least-significant first, as DEFLATE requires.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var filled = 0

    /// Writes the low `count` bits of `value`, LSB first.
    mutating func write(_ value: UInt32, count: Int) {
        buffer |= UInt64(value & ((1 << UInt32(count)) &- 1)) << UInt64(filled)
        filled += count
        while filled >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            filled -= 8
        }
    }

    /// Writes a Huffman code, which DEFLATE stores most-significant bit first.
    mutating func writeCode(_ code: Int, length: Int) {
        var reversed: UInt32 = 0
        var c = UInt32(code)
        for _ in 0..<length {
            reversed = (reversed << 1) | (c & 1)
            c >>= 1
        }
        write(reversed, count: length)
    }

    /// Flushes the last partial byte and returns the bytes.
    mutating func finish() -> [UInt8] {
        if filled > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        filled = 0
        return bytes
    }
}

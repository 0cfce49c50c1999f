/// The zlib stream (RFC 1950/1951) of kitty image payloads: fixed Huffman codes, with matches
/// only one pixel back (4 bytes) or one row up (`stride` bytes). On RGBA frames it is several
/// times faster than a general LZ77 search and nearly as small on flat areas, which is what a
/// terminal frame at 30 fps needs (PNG files go through libpng instead).
enum PixelRunDeflater {
    /// A complete zlib stream (header, deflate data, Adler-32) of RGBA rows `stride` bytes wide.
    static func zlib(_ data: [UInt8], stride: Int) -> [UInt8] {
        // A literal costs at most 9 bits; the header, end code and checksum fit in 16 bytes.
        let capacity = data.count + data.count / 8 + 16
        let adler = Adler32.checksum(data)
        return [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            out[0] = 0x78
            out[1] = 0x01
            var bits = BitWriter(out.baseAddress.unsafelyUnwrapped + 2)
            appendPixelRuns(data, stride: stride, to: &bits)
            count = 2 + bits.finish()
            for shift in [24, 16, 8, 0] {
                out[count] = UInt8(truncatingIfNeeded: adler >> UInt32(shift))
                count += 1
            }
        }
    }

    /// A code as written: its bits in the order DEFLATE reads them, and how many there are.
    private struct Code {
        var bits: UInt64
        var length: Int
    }

    /// The fixed Huffman code of each literal/length symbol (RFC 1951 §3.2.6), bits reversed.
    private static let symbolCodes: [Code] = (0...287).map { symbol in
        switch symbol {
        case 0...143: reversed(0x30 + symbol, length: 8)
        case 144...255: reversed(0x190 + symbol - 144, length: 9)
        case 256...279: reversed(symbol - 256, length: 7)
        default: reversed(0xC0 + symbol - 280, length: 8)
        }
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

    /// Each match length 3...258 as written: its symbol's code, then its extra bits.
    private static let lengthCodes: [Code] = (0...258).map { length in
        guard length >= 3 else { return Code(bits: 0, length: 0) }
        var code = 28
        while lengthBase[code] > length { code -= 1 }
        let symbol = symbolCodes[257 + code]
        return Code(bits: symbol.bits | UInt64(length - lengthBase[code]) << UInt64(symbol.length), length: symbol.length + lengthExtra[code])
    }

    /// A distance (1...32768) as written: its 5-bit code, then its extra bits.
    private static func distanceCode(_ distance: Int) -> Code {
        var code = 29
        while distBase[code] > distance { code -= 1 }
        let symbol = reversed(code, length: 5)
        return Code(bits: symbol.bits | UInt64(distance - distBase[code]) << 5, length: 5 + distExtra[code])
    }

    /// `code`'s low `length` bits reversed: Huffman codes are stored most-significant bit first.
    private static func reversed(_ code: Int, length: Int) -> Code {
        var bits: UInt64 = 0
        for bit in 0..<length { bits |= UInt64((code >> bit) & 1) << UInt64(length - 1 - bit) }
        return Code(bits: bits, length: length)
    }

    private static func appendPixelRuns(_ data: [UInt8], stride: Int, to bits: inout BitWriter) {
        bits.write(0b011, count: 3)  // BFINAL, then BTYPE = 01 (fixed)
        let n = data.count
        let up = stride > 4 && stride <= 32768 ? stride : 0
        let leftCode = distanceCode(4)
        let upCode = up > 0 ? distanceCode(up) : leftCode
        symbolCodes.withUnsafeBufferPointer { symbols in
            lengthCodes.withUnsafeBufferPointer { lengths in
                data.withUnsafeBufferPointer { d in
                    guard let base = d.baseAddress else { return }
                    let raw = UnsafeRawPointer(base)
                    /// How many bytes from `i` repeat those `distance` back, up to `limit`: eight
                    /// at a time while they all match, then byte by byte.
                    func length(at i: Int, distance: Int, limit: Int) -> Int {
                        guard distance > 0, i >= distance else { return 0 }
                        var l = 0
                        while l + 8 <= limit,
                            raw.loadUnaligned(fromByteOffset: i - distance + l, as: UInt64.self)
                                == raw.loadUnaligned(fromByteOffset: i + l, as: UInt64.self)
                        {
                            l += 8
                        }
                        while l < limit && base[i - distance + l] == base[i + l] { l += 1 }
                        return l
                    }
                    /// Whether the three bytes from `i` (which has four bytes left) repeat those
                    /// `distance` back: one word compared, so a literal costs two loads.
                    func startsMatch(at i: Int, distance: Int) -> Bool {
                        guard distance > 0, i >= distance else { return false }
                        let here = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                        let there = raw.loadUnaligned(fromByteOffset: i - distance, as: UInt32.self)
                        return (here ^ there).littleEndian & 0xFF_FFFF == 0
                    }
                    var i = 0
                    while i < n {
                        if i + 4 <= n, !startsMatch(at: i, distance: 4), !startsMatch(at: i, distance: up) {
                            let code = symbols[Int(base[i])]
                            bits.write(code.bits, count: code.length)
                            i += 1
                            continue
                        }
                        let limit = min(258, n - i)
                        let left = length(at: i, distance: 4, limit: limit)
                        let above = left == limit ? 0 : length(at: i, distance: up, limit: limit)
                        let (bestLength, distance) = above > left ? (above, upCode) : (left, leftCode)
                        if bestLength >= 3 {
                            let code = lengths[bestLength]
                            bits.write(code.bits, count: code.length)
                            bits.write(distance.bits, count: distance.length)
                            i += bestLength
                        } else {
                            let code = symbols[Int(base[i])]
                            bits.write(code.bits, count: code.length)
                            i += 1
                        }
                    }
                }
            }
        }
        let end = symbolCodes[256]
        bits.write(end.bits, count: end.length)
    }
}

/// Packs bits least-significant first, as DEFLATE requires, into memory the caller sized.
private struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var next: UnsafeMutablePointer<UInt8>
    private var buffer: UInt64 = 0
    private var filled: UInt64 = 0

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        next = start
    }

    /// Writes the low `count` (at most 32) bits of `value`; whole 32-bit words go out at once.
    @inline(__always)
    mutating func write(_ value: UInt64, count: Int) {
        buffer |= value << filled
        filled += UInt64(count)
        if filled >= 32 {
            UnsafeMutableRawPointer(next).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            next += 4
            buffer >>= 32
            filled -= 32
        }
    }

    /// Flushes the last bits, padding the last byte, and returns how many bytes were written.
    mutating func finish() -> Int {
        while filled > 0 {
            next.pointee = UInt8(truncatingIfNeeded: buffer)
            next += 1
            buffer >>= 8
            filled = filled > 8 ? filled - 8 : 0
        }
        return next - start
    }
}

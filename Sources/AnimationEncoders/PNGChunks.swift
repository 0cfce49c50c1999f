import CLibz

/// The pieces of a PNG file the APNG encoder writes itself: chunks (with zlib's CRC-32) and
/// rows filtered for compression.
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func appendBigEndian(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a chunk: length, type, data and the CRC-32 of type and data.
    static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &out)
        let body = Array(type.utf8) + data
        out += body
        appendBigEndian(UInt32(crc32(0, body, uInt(body.count))), to: &out)
    }

    /// Each row of `rgba` prefixed by the filter (none, sub, up or Paeth) whose output has the
    /// smallest sum of magnitudes, the usual heuristic.
    static func filteredRows(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        var out: [UInt8] = []
        out.reserveCapacity((stride + 1) * height)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let row = y * stride
            var bestType: UInt8 = 0
            var bestScore = Int.max
            for type: UInt8 in [0, 1, 2, 4] {
                var score = 0
                for i in 0..<stride {
                    let a = i >= 4 ? rgba[row + i - 4] : 0
                    let b = y > 0 ? rgba[row - stride + i] : 0
                    let c = i >= 4 && y > 0 ? rgba[row - stride + i - 4] : 0
                    let predicted: UInt8 = type == 1 ? a : type == 2 ? b : type == 4 ? paeth(a, b, c) : 0
                    let value = rgba[row + i] &- predicted
                    candidate[i] = value
                    score += value < 128 ? Int(value) : 256 - Int(value)
                }
                if score < bestScore {
                    bestScore = score
                    bestType = type
                    swap(&best, &candidate)
                }
            }
            out.append(bestType)
            out += best
        }
        return out
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}

import LottieGraphics

/// Encodes a ``PixelBuffer`` as an 8-bit RGBA PNG with straight (un-premultiplied) alpha.
///
/// Pure Swift: per-row adaptive filters (None/Sub/Up/Paeth, smallest sum of magnitudes wins),
/// then zlib with LZ77 + fixed Huffman codes (or stored blocks). An empty buffer is written as a
/// 1 × 1 transparent image, since PNG forbids zero sizes.
///
/// ```swift
/// let bytes = PNGEncoder().encode(buffer)
/// ```
public struct PNGEncoder: Sendable {
    /// How the image data is compressed.
    public enum Compression: Sendable {
        /// Stored deflate blocks, no filtering (fastest, largest).
        case stored
        /// Filtered rows, LZ77 and fixed Huffman codes.
        case fixedHuffman
    }

    public var compression: Compression

    /// Creates an encoder.
    public init(compression: Compression = .fixedHuffman) {
        self.compression = compression
    }

    /// The PNG file bytes for `buffer`.
    public func encode(_ buffer: PixelBuffer) -> [UInt8] {
        let empty = buffer.width == 0 || buffer.height == 0
        let width = empty ? 1 : buffer.width
        let height = empty ? 1 : buffer.height
        let rgba = empty ? [UInt8](repeating: 0, count: 4) : buffer.straightRGBA8()
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        Self.appendBigEndian(UInt32(width), to: &header)
        Self.appendBigEndian(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]  // bit depth, colour type RGBA, deflate, adaptive filtering, no interlace
        Self.appendChunk("IHDR", header, to: &out)
        let raw = filteredRows(rgba, width: width, height: height)
        let level: Deflater.Level = compression == .stored ? .stored : .fixedHuffman
        Self.appendChunk("IDAT", Deflater.zlib(raw, level: level), to: &out)
        Self.appendChunk("IEND", [], to: &out)
        return out
    }

    // MARK: - Private

    /// The image data before compression: each row prefixed by the filter that suits it best
    /// (none when `compression` is `.stored`).
    package func filteredRows(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        var out: [UInt8] = []
        out.reserveCapacity((stride + 1) * height)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let row = y * stride
            guard compression != .stored else {
                out.append(0)
                out += rgba[row..<(row + stride)]
                continue
            }
            var bestType: UInt8 = 0
            var bestScore = Int.max
            for type: UInt8 in 0...4 where type != 3 {
                var score = 0
                for i in 0..<stride {
                    let x = rgba[row + i]
                    let a = i >= 4 ? rgba[row + i - 4] : 0
                    let b = y > 0 ? rgba[row - stride + i] : 0
                    let c = (i >= 4 && y > 0) ? rgba[row - stride + i - 4] : 0
                    let predicted: UInt8
                    switch type {
                    case 1: predicted = a
                    case 2: predicted = b
                    case 4: predicted = Self.paeth(a, b, c)
                    default: predicted = 0
                    }
                    let v = x &- predicted
                    candidate[i] = v
                    score += v < 128 ? Int(v) : 256 - Int(v)
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
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    package static func appendBigEndian(_ v: UInt32, to out: inout [UInt8]) {
        out += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    package static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &out)
        let typeBytes = Array(type.utf8)
        out += typeBytes
        out += data
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        appendBigEndian(crc.value, to: &out)
    }
}

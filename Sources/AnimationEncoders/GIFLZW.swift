/// GIF's variable-length-code LZW (GIF89a, appendix F), written by us so that a frame's
/// compression is a pure function that runs on the rendering tasks, not on the thread that
/// writes the file (giflib compresses inside `EGifPutLine`, one frame at a time).
///
/// Codes start at `minCodeSize + 1` bits and grow to 12; when the table is full a clear code
/// starts it again. The decoder's view: a code widens the next one when the table reaches the
/// current width's limit, which is when the encoder widens after writing.
package enum GIFLZW {
    /// The table-based image data of one image: the minimum code size byte, the codes in
    /// sub-blocks of at most 255 bytes, and the block terminator. Each index must be below
    /// `1 << minCodeSize` (2...8).
    package static func imageData(_ indices: [UInt8], minCodeSize: Int) -> [UInt8] {
        let minimum = min(max(minCodeSize, 2), 8)
        var codes = CodeWriter()
        codes.bytes.reserveCapacity(indices.count / 2 + 16)
        let clear = 1 << minimum
        let end = clear + 1
        var width = minimum + 1
        var limit = 1 << width
        var next = end + 1
        var table = HashTable()
        codes.write(clear, width: width)
        guard let first = indices.first else {
            codes.write(end, width: width)
            return blocks(codes.finish(), minCodeSize: minimum)
        }
        var current = Int(first) & (clear - 1)
        for index in indices.dropFirst() {
            let pixel = Int(index) & (clear - 1)
            let key = current << 8 | pixel
            if let code = table.code(for: key) {
                current = code
                continue
            }
            codes.write(current, width: width)
            if next >= limit && width < 12 {
                width += 1
                limit <<= 1
            }
            current = pixel
            if next >= maxCode {
                codes.write(clear, width: width)
                table.removeAll()
                next = end + 1
                width = minimum + 1
                limit = 1 << width
            } else {
                table.insert(key, code: next)
                next += 1
            }
        }
        codes.write(current, width: width)
        if next >= limit && width < 12 { width += 1 }
        codes.write(end, width: width)
        return blocks(codes.finish(), minCodeSize: minimum)
    }

    /// The last code a table may hold before it is cleared (giflib clears at 4095 too).
    private static let maxCode = 4095

    /// The code size byte, the data in length-prefixed sub-blocks, and a zero-length block.
    private static func blocks(_ data: [UInt8], minCodeSize: Int) -> [UInt8] {
        var out: [UInt8] = [UInt8(minCodeSize)]
        out.reserveCapacity(data.count + data.count / 255 + 3)
        var start = 0
        while start < data.count {
            let count = min(255, data.count - start)
            out.append(UInt8(count))
            out.append(contentsOf: data[start..<(start + count)])
            start += count
        }
        out.append(0)
        return out
    }
}

/// Packs codes least significant bit first, as GIF does.
private struct CodeWriter {
    var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingBits = 0

    mutating func write(_ code: Int, width: Int) {
        pending |= UInt64(code) << UInt64(pendingBits)
        pendingBits += width
        while pendingBits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingBits -= 8
        }
    }

    mutating func finish() -> [UInt8] {
        if pendingBits > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
        pending = 0
        pendingBits = 0
        return bytes
    }
}

/// (prefix code, pixel) → code, open addressing over 8192 slots (the table holds at most 4096).
private struct HashTable {
    private static let size = 8192
    private var keys = [Int32](repeating: -1, count: HashTable.size)
    private var codes = [Int16](repeating: 0, count: HashTable.size)

    func code(for key: Int) -> Int? {
        var slot = Self.slot(key)
        while true {
            let stored = keys[slot]
            if stored == Int32(key) { return Int(codes[slot]) }
            if stored < 0 { return nil }
            slot = (slot + 1) & (Self.size - 1)
        }
    }

    mutating func insert(_ key: Int, code: Int) {
        var slot = Self.slot(key)
        while keys[slot] >= 0 { slot = (slot + 1) & (Self.size - 1) }
        keys[slot] = Int32(key)
        codes[slot] = Int16(code)
    }

    mutating func removeAll() {
        keys.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    }

    private static func slot(_ key: Int) -> Int { (key &* 0x9E37_79B1) >> 7 & (size - 1) }
}

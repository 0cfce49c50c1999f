/// The strings of one decode, kept for reuse: a file repeats few distinct names
/// ("ADBE Vector Group", "Transform", "Fill 1"…) many times, and reusing a `String`
/// skips validating and allocating the same bytes again.
///
/// A fixed table in manually managed memory (like `PathStack`, no exclusivity checks): a
/// slot per hash of the bytes, the latest string wins, and a hit is confirmed on the
/// bytes, so the table changes no result.
final class StringTable {
    private static let slotCount = 256

    private let hashes = UnsafeMutablePointer<UInt64>.allocate(capacity: StringTable.slotCount)
    private let texts = UnsafeMutablePointer<String>.allocate(capacity: StringTable.slotCount)

    init() {
        hashes.initialize(repeating: 0, count: Self.slotCount)
        texts.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        texts.deinitialize(count: Self.slotCount)
        texts.deallocate()
        hashes.deallocate()
    }

    /// The text of the string token `node`.
    func text(of node: JSONNode) -> String {
        guard let bytes = node.unescapedBytes, let base = bytes.baseAddress else { return node.stringContent }
        let hash = Self.hash(bytes.count, first: node.token.pointee.payload, base: base)
        let slot = Int(truncatingIfNeeded: hash >> 56)
        if hashes[slot] == hash, Self.text(texts[slot], equals: bytes) { return texts[slot] }
        let text = String(decoding: bytes, as: UTF8.self)
        hashes[slot] = hash
        texts[slot] = text
        return text
    }

    /// A hash of `count` bytes at `base` whose first eight (or fewer) are `first`, packed
    /// as in their token; longer strings mix in their last eight.
    private static func hash(_ count: Int, first: UInt64, base: UnsafePointer<UInt8>) -> UInt64 {
        var mixed = first ^ UInt64(truncatingIfNeeded: count) &* 0x100_0000_01B3
        if count > 8 {
            mixed ^=
                UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
                &* 0xFF51_AFD7_ED55_8CCD
        }
        return mixed &* 0x9E37_79B9_7F4A_7C15
    }

    private static func text(_ text: String, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.count == bytes.count else { return false }
            // Eight bytes at a time (a generic `elementsEqual` costs more than the decode
            // it would save), then the rest.
            let (left, right) = (UnsafeRawBufferPointer(utf8), UnsafeRawBufferPointer(bytes))
            var offset = 0
            while offset + 8 <= bytes.count {
                if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                {
                    return false
                }
                offset += 8
            }
            while offset < bytes.count {
                if utf8[offset] != bytes[offset] { return false }
                offset += 1
            }
            return true
        } ?? false
    }
}

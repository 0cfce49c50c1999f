/// One entry of a parsed document's tape: the document flattened in file order, each
/// value one token, a container followed by its contents (an object's entries as key,
/// value, key, value…). Decoding reads the tape through `JSONNode` views, so parsing
/// allocates nothing per value and decoding copies and reference-counts nothing.
///
/// Layout (16 bytes): `tag` holds the kind (bits 0–2), a flag (bit 3) and a count
/// (bits 4–31); what `position` and `payload` mean depends on the kind.
struct JSONToken {
    enum Kind: UInt32 {
        case null, falseValue, trueValue, number, string, array, object
    }

    /// Kind, flag and count: a string's byte length, a container's element (entry) count.
    var tag: UInt32
    /// A string's first content byte in the input; a container's token count, itself
    /// included (the next sibling is `position` tokens further on).
    var position: UInt32
    /// A number's bit pattern; a string's first eight bytes, packed little-endian.
    var payload: UInt64

    static let maxCount = Int(UInt32.max >> 4)

    init(_ kind: Kind, count: Int = 0, isFlagged: Bool = false, position: Int = 0, payload: UInt64 = 0) {
        tag = kind.rawValue | (isFlagged ? 8 : 0) | UInt32(truncatingIfNeeded: count) << 4
        self.position = UInt32(truncatingIfNeeded: position)
        self.payload = payload
    }

    init(number: Double) {
        self.init(.number, payload: number.bitPattern)
    }

    @inline(__always) var kind: Kind { Kind(rawValue: tag & 7) ?? .null }
    /// Strings: the content has escapes. Objects: lookups must compare decoded keys and
    /// keep the last match (escaped or repeated keys). Arrays: every element is a scalar.
    @inline(__always) var isFlagged: Bool { tag & 8 != 0 }
    @inline(__always) var count: Int { Int(tag >> 4) }

    /// Up to the first eight bytes of `bytes`, packed little-endian (the first byte lowest).
    @inline(__always) static func packed(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var packed: UInt64 = 0
        var index = min(count, 8)
        while index > 0 {
            index -= 1
            packed = packed << 8 | UInt64(bytes[index])
        }
        return packed
    }
}

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
    /// A number's bit pattern; a string's first eight bytes, packed little-endian; an
    /// object's key filter (`KeySet.filter`).
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

    /// Up to the first eight bytes of `bytes` (which holds `count` readable bytes), packed
    /// little-endian (the first byte lowest). Reads only inside `bytes[0..<min(count, 8)]`:
    /// each case loads whole words that fit in that range, overlapping for 3 and 5–7.
    @inline(__always) static func packed(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes)
        switch count {
        case ..<1: return 0
        case 1: return UInt64(bytes[0])
        case 2: return UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
        case 3: return UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self))) | UInt64(bytes[2]) << 16
        case 4: return UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
        case 5...7:
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            return low | high << (8 * (count - 4))
        default: return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        }
    }

    /// The bit a key sets in its object's key filter (see `KeySet`).
    @inline(__always) static func keyFilterBit(tag: UInt32, packed: UInt64) -> UInt64 {
        1 &<< (((packed ^ UInt64(tag)) &* 0x9E37_79B9_7F4A_7C15) &>> 58)
    }
}

/// The parser's output: tokens in manually managed memory, so an append costs a capacity
/// compare and a store (a Swift array also checks uniqueness on every append). Starts
/// empty (nothing allocated); `JSONReader.withDocument` deallocates it.
struct TokenTape {
    private(set) var storage = UnsafeMutableBufferPointer<JSONToken>(start: nil, count: 0)
    private(set) var count = 0

    /// Appends `token`; `count < storage.count` holds after `grow`, so the store is in bounds.
    @inline(__always) mutating func append(_ token: JSONToken) {
        if count == storage.count { grow() }
        storage[count] = token
        count += 1
    }

    subscript(index: Int) -> JSONToken {
        get {
            precondition(index >= 0 && index < count, "token index out of range")
            return storage[index]
        }
        set {
            precondition(index >= 0 && index < count, "token index out of range")
            storage[index] = newValue
        }
    }

    /// Allocates room for at least `capacity` tokens (the parser sizes it from the input).
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > storage.count { reallocate(capacity) }
    }

    func deallocate() {
        storage.deallocate()
    }

    private mutating func grow() {
        reallocate(max(16, storage.count * 2))
    }

    private mutating func reallocate(_ capacity: Int) {
        let bigger = UnsafeMutableBufferPointer<JSONToken>.allocate(capacity: capacity)
        if let base = storage.baseAddress, let target = bigger.baseAddress {
            target.initialize(from: base, count: count)
        }
        storage.deallocate()
        storage = bigger
    }
}

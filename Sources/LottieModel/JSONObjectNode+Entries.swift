/// One-pass field reading: a decoder that reads several fields iterates the object's
/// entries once and switches on each key's code, instead of one lookup per field (most
/// of which are for absent keys). It gathers the values first and decodes them after,
/// in its own order, so errors and diagnostics come out as with per-field lookups.
extension JSONObjectNode {
    /// The code of a key written in the source, of at most seven bytes: its bytes packed
    /// little-endian, its length in the top byte. Inlined, so a literal key folds to a
    /// constant.
    @inline(__always) static func code(_ key: StaticString) -> UInt64 {
        let length = key.utf8CodeUnitCount
        precondition(length < 8, "a key code holds at most seven bytes")
        return JSONToken.packed(key.utf8Start, count: length) | UInt64(length) << 56
    }

    /// Calls `body` with each entry's key code (see `code`) and value, in file order, so a
    /// repeated key's last value comes last and wins when `body` keeps what it is given.
    @inline(__always) func forEachEntry<E: Error>(_ body: (UInt64, JSONNode) throws(E) -> Void) throws(E) {
        var entry = token + 1
        for _ in 0..<count {
            let value = JSONNode(token: entry + 1, input: input)
            try body(JSONNode(token: entry, input: input).stringCode, value)
            entry = value.end
        }
    }
}

extension JSONNode {
    /// The code of a string token, as of a key (see `JSONObjectNode.code`): its packed
    /// bytes, or those of its decoded text when it has escapes. Strings of eight bytes or
    /// more get a code no short string has (length byte 0xFF). Lets a decoder switch on a
    /// short string value (a shape's `ty`) as it switches on keys, without making a `String`.
    @inline(__always) var stringCode: UInt64 {
        let name = token.pointee
        if !name.isFlagged, name.count < 8 { return name.payload | UInt64(name.count) << 56 }
        return name.isFlagged ? escapedStringCode() : UInt64.max
    }

    @inline(never) private func escapedStringCode() -> UInt64 {
        var text = stringContent
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count < 8 else { return bytes.isEmpty ? 0 : UInt64.max }
            return JSONToken.packed(base, count: bytes.count) | UInt64(bytes.count) << 56
        }
    }
}

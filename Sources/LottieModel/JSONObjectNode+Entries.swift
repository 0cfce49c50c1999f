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
            try body(keyCode(entry.pointee, at: entry), value)
            entry = value.end
        }
    }

    /// A key token's code: its packed bytes, or those of its decoded text when it has
    /// escapes. Keys of eight bytes or more get a code no short key has (length byte 0xFF).
    @inline(__always) private func keyCode(_ name: JSONToken, at token: UnsafePointer<JSONToken>) -> UInt64 {
        if !name.isFlagged, name.count < 8 { return name.payload | UInt64(name.count) << 56 }
        return name.isFlagged ? escapedKeyCode(token) : UInt64.max
    }

    @inline(never) private func escapedKeyCode(_ token: UnsafePointer<JSONToken>) -> UInt64 {
        var text = JSONNode(token: token, input: input).stringContent
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count < 8 else { return bytes.isEmpty ? 0 : UInt64.max }
            return JSONToken.packed(base, count: bytes.count) | UInt64(bytes.count) << 56
        }
    }
}

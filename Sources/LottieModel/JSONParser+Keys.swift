/// The keys of the object being parsed, to flag objects whose lookups must take the slow
/// path: those with an escaped key, or with a repeated key (lookup returns the last one).
struct KeySet {
    /// A one-word Bloom filter of the keys seen; a hit is confirmed on the bytes. Stored
    /// in the object's token, so lookups of absent keys mostly stop at one test.
    private(set) var filter: UInt64 = 0
    private(set) var needsFullScan = false

    /// Adds the key token `key`. Returns whether the filter already had its bit: the
    /// caller then compares the key with the earlier ones (`JSONParser.hasEarlierKey`)
    /// and calls `markRepeated` on a match.
    @inline(__always) mutating func insert(_ key: JSONToken) -> Bool {
        guard !needsFullScan else { return false }
        if key.isFlagged {
            needsFullScan = true
            return false
        }
        let bit = JSONToken.keyFilterBit(tag: key.tag, packed: key.payload)
        defer { filter |= bit }
        return filter & bit != 0
    }

    mutating func markRepeated() {
        needsFullScan = true
    }
}

extension JSONParser {
    /// Whether the key token at `keyIndex` repeats a key before it in the object whose
    /// token is at `objectStart`. Called only when the key filter already has the key's
    /// bit, so kept out of line.
    @inline(never) func hasEarlierKey(equalTo keyIndex: Int, objectStart: Int, in tape: borrowing TokenTape) -> Bool {
        let key = tape[keyIndex]
        let keyStart = Int(key.position)
        var entry = objectStart + 1
        while entry < keyIndex {
            let candidate = tape[entry]
            let start = Int(candidate.position)
            if candidate.tag == key.tag, candidate.payload == key.payload,
                bytes[start..<(start + candidate.count)].elementsEqual(bytes[keyStart..<(keyStart + key.count)])
            {
                return true
            }
            let value = tape[entry + 1]
            entry += 1 + (value.kind.rawValue >= JSONToken.Kind.array.rawValue ? Int(value.position) : 1)
        }
        return false
    }
}

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
    /// The hashes of the keys of the object whose token is at `objectStart`, up to the key
    /// token at `end` (a wide object switches to hashing at its ``KeyHashes/threshold``th key).
    @inline(never) func keyHashes(ofObjectAt objectStart: Int, before end: Int, in tape: borrowing TokenTape) -> KeyHashes {
        var hashes = KeyHashes()
        var entry = objectStart + 1
        while entry < end {
            _ = hashes.insert(entry, in: tape, bytes: bytes)
            let value = tape[entry + 1]
            entry += 1 + (value.kind.rawValue >= JSONToken.Kind.array.rawValue ? Int(value.position) : 1)
        }
        return hashes
    }

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

/// The keys of a wide object by hash, so that finding a repeated key stays linear in the
/// number of keys (the one-word filter of ``KeySet`` saturates after a few dozen keys, and
/// comparing each key with every earlier one would be quadratic).
struct KeyHashes {
    /// Objects with more keys than this are checked through the hash table.
    static let threshold = 32

    /// Key token indices by the hash of the key's bytes.
    private var buckets: [UInt64: [Int]] = [:]

    /// Adds the key token at `keyIndex`; returns whether an equal key was added before.
    mutating func insert(_ keyIndex: Int, in tape: borrowing TokenTape, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let key = tape[keyIndex]
        let start = Int(key.position)
        let text = UnsafeBufferPointer(rebasing: bytes[start..<min(start + key.count, bytes.count)])
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        if let earlier = buckets[hash] {
            for index in earlier {
                let other = tape[index]
                let otherStart = Int(other.position)
                if other.count == key.count, bytes[otherStart..<(otherStart + other.count)].elementsEqual(text) { return true }
            }
        }
        buckets[hash, default: []].append(keyIndex)
        return false
    }
}

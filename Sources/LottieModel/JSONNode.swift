/// A read-only view of one value of a parsed document (see `JSONToken`). Views are two
/// pointers wide and valid only inside the `JSONReader.withDocument` call that made them:
/// the model never stores one (it converts to `JSONValue` what it keeps verbatim).
package struct JSONNode {
    let token: UnsafePointer<JSONToken>
    let input: UnsafeBufferPointer<UInt8>

    // The accessors below are inlined: they run for every value decoded, and as calls
    // their switch on the kind kept them from being inlined by default.
    @inline(__always) var kind: JSONToken.Kind { token.pointee.kind }

    /// A short name of the JSON type, for error messages ("a number", "an object").
    package var typeDescription: String {
        switch kind {
        case .null: "null"
        case .falseValue, .trueValue: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    @inline(__always) package var isNull: Bool { kind == .null }

    @inline(__always) package var number: Double? {
        kind == .number ? Double(bitPattern: token.pointee.payload) : nil
    }

    @inline(__always) package var bool: Bool? {
        switch kind {
        case .trueValue: true
        case .falseValue: false
        default: nil
        }
    }

    package var string: String? {
        kind == .string ? stringContent : nil
    }

    @inline(__always) package var array: JSONArrayNode? {
        kind == .array ? JSONArrayNode(token: token, input: input) : nil
    }

    @inline(__always) package var object: JSONObjectNode? {
        kind == .object ? JSONObjectNode(token: token, input: input) : nil
    }

    /// The token after this value and everything it contains.
    @inline(__always) var end: UnsafePointer<JSONToken> {
        let value = token.pointee
        return value.kind.rawValue >= JSONToken.Kind.array.rawValue ? token + Int(value.position) : token + 1
    }

    /// The text of a string token. Escaped strings are decoded again by the parser that
    /// validated them, so there is one escape decoder.
    var stringContent: String {
        if let bytes = unescapedBytes { return String(decoding: bytes, as: UTF8.self) }
        return JSONParser(bytes: input).string(at: Int(token.pointee.position) - 1)
    }

    /// The content of a string token without escapes (its text as written); nil for a
    /// string with escapes.
    var unescapedBytes: UnsafeBufferPointer<UInt8>? {
        let value = token.pointee
        let start = Int(value.position)
        return value.isFlagged ? nil : UnsafeBufferPointer(rebasing: input[start..<(start + value.count)])
    }
}

/// A view of a JSON array: its elements in order.
package struct JSONArrayNode: Sequence {
    let token: UnsafePointer<JSONToken>
    let input: UnsafeBufferPointer<UInt8>

    package var count: Int { token.pointee.count }
    package var isEmpty: Bool { count == 0 }
    package var first: JSONNode? { isEmpty ? nil : JSONNode(token: token + 1, input: input) }

    /// Element `index`, which must be below `count`. Constant time for arrays of scalars
    /// (number vectors); a walk over the preceding elements otherwise.
    package subscript(index: Int) -> JSONNode {
        precondition(index >= 0 && index < count, "JSON array index out of range")
        if token.pointee.isFlagged { return JSONNode(token: token + 1 + index, input: input) }
        var element = JSONNode(token: token + 1, input: input)
        for _ in 0..<index { element = JSONNode(token: element.end, input: input) }
        return element
    }

    package func makeIterator() -> Iterator {
        Iterator(position: token + 1, remaining: count, input: input)
    }

    package struct Iterator: IteratorProtocol {
        var position: UnsafePointer<JSONToken>
        var remaining: Int
        let input: UnsafeBufferPointer<UInt8>

        package mutating func next() -> JSONNode? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let element = JSONNode(token: position, input: input)
            position = element.end
            return element
        }
    }
}

/// A view of a JSON object. Lookup returns the last value for a repeated key, as
/// JavaScript's `JSON.parse` does; keys are matched on their bytes.
package struct JSONObjectNode {
    let token: UnsafePointer<JSONToken>
    let input: UnsafeBufferPointer<UInt8>

    package var count: Int { token.pointee.count }
    /// This object as a value.
    package var node: JSONNode { JSONNode(token: token, input: input) }

    /// The value at a key written in the source. Inlined, so a literal key's packed bytes
    /// are constants at the call site; keys of up to eight bytes (all of Lottie's short
    /// ones) are then found by `value(tag:packed:)`.
    @inline(__always) package subscript(key: StaticString) -> JSONNode? {
        let length = key.utf8CodeUnitCount
        guard length <= 8 else { return value(forLongKey: key) }
        return value(tag: JSONToken(.string, count: length).tag, packed: JSONToken.packed(key.utf8Start, count: length))
    }

    /// The value at a key of at most eight bytes, given as its token's `tag` and `packed`
    /// bytes. An absent key mostly stops at the object's key filter; otherwise each key
    /// token is compared in one step (length and all bytes).
    private func value(tag: UInt32, packed: UInt64) -> JSONNode? {
        let object = token.pointee
        guard !object.isFlagged else {
            let key = withUnsafeBytes(of: packed.littleEndian) { bytes in
                String(decoding: bytes.prefix(Int(tag >> 4)), as: UTF8.self)
            }
            return value(forKey: key)
        }
        guard object.payload & JSONToken.keyFilterBit(tag: tag, packed: packed) != 0 else { return nil }
        var entry = token + 1
        for _ in 0..<count {
            let value = JSONNode(token: entry + 1, input: input)
            let name = entry.pointee
            if name.tag == tag, name.payload == packed { return value }
            entry = value.end
        }
        return nil
    }

    /// The value at a key longer than eight bytes: the first eight compared as above, the
    /// rest byte by byte.
    private func value(forLongKey key: StaticString) -> JSONNode? {
        let length = key.utf8CodeUnitCount
        let object = token.pointee
        guard !object.isFlagged else {
            return value(forKey: key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) })
        }
        let tag = JSONToken(.string, count: length).tag
        let packed = JSONToken.packed(key.utf8Start, count: length)
        guard object.payload & JSONToken.keyFilterBit(tag: tag, packed: packed) != 0 else { return nil }
        var entry = token + 1
        for _ in 0..<count {
            let value = JSONNode(token: entry + 1, input: input)
            let name = entry.pointee
            if name.tag == tag, name.payload == packed, hasTail(of: key, at: name) { return value }
            entry = value.end
        }
        return nil
    }

    /// The value at a key known only at run time (a slot id), comparing decoded keys.
    package func value(forKey key: String) -> JSONNode? {
        var found: JSONNode?
        for (name, value) in entries where name == key { found = value }
        return found
    }

    /// The entries in file order, keys decoded.
    package var entries: [(key: String, value: JSONNode)] {
        var entries: [(key: String, value: JSONNode)] = []
        entries.reserveCapacity(count)
        var entry = token + 1
        for _ in 0..<count {
            let value = JSONNode(token: entry + 1, input: input)
            entries.append((JSONNode(token: entry, input: input).stringContent, value))
            entry = value.end
        }
        return entries
    }

    private func hasTail(of key: StaticString, at name: JSONToken) -> Bool {
        let start = Int(name.position)
        for offset in 8..<key.utf8CodeUnitCount where input[start + offset] != key.utf8Start[offset] {
            return false
        }
        return true
    }
}

extension JSONValue {
    /// A tree copy of a tape value, for what the model keeps verbatim (`meta`, `slots`).
    package init(_ node: JSONNode) {
        switch node.kind {
        case .null: self = .null
        case .falseValue: self = .bool(false)
        case .trueValue: self = .bool(true)
        case .number: self = .number(Double(bitPattern: node.token.pointee.payload))
        case .string: self = .string(node.stringContent)
        case .array: self = .array(JSONArrayNode(token: node.token, input: node.input).map { JSONValue($0) })
        case .object: self = .object(JSONObject(JSONObjectNode(token: node.token, input: node.input)))
        }
    }
}

extension JSONObject {
    package init(_ node: JSONObjectNode) {
        self.init(node.entries.map { ($0.key, JSONValue($0.value)) })
    }
}

/// Typed field readers. Errors name the exact place (`layers[2].ks.o.k`): a reader that
/// can fail inside a value pushes the key onto the path, after the common case (a plain
/// number, an object) has returned without it. Booleans accept JSON booleans and 0/1
/// numbers; numbers accept a one-element array (`[45]`), as bodymovin writes scalars both
/// ways.
///
/// The readers that take an object and a key are inlined wrappers: a literal key's
/// lookup constants then fold at the call site (see `JSONObjectNode.subscript`), and the
/// shared body takes the value found.
extension DecodingContext {
    // MARK: - Numbers

    @inline(__always)
    package func number(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> Double {
        try number(object[key], key)
    }

    package func number(_ value: JSONNode?, _ key: StaticString) throws(LottieDecodingError) -> Double {
        guard let value else { throw missing(key) }
        if let number = value.number { return number }
        return try at(key) { () throws(LottieDecodingError) in try number(from: value) }
    }

    @inline(__always)
    package func number(_ object: JSONObjectNode, _ key: StaticString, default fallback: Double) throws(LottieDecodingError) -> Double {
        try optionalNumber(object, key) ?? fallback
    }

    @inline(__always)
    package func optionalNumber(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> Double? {
        try optionalNumber(object[key], key)
    }

    package func optionalNumber(_ value: JSONNode?, _ key: StaticString) throws(LottieDecodingError) -> Double? {
        guard let value, !value.isNull else { return nil }
        if let number = value.number { return number }
        return try at(key) { () throws(LottieDecodingError) in try number(from: value) }
    }

    package func number(from value: JSONNode) throws(LottieDecodingError) -> Double {
        switch value.kind {
        case .number: return Double(bitPattern: value.token.pointee.payload)
        case .array:
            if let number = value.array?.first?.number { return number }
            throw typeMismatch(expected: "a number", found: value)
        case .trueValue: return 1
        case .falseValue: return 0
        default: throw typeMismatch(expected: "a number", found: value)
        }
    }

    /// An integer field; fractional values are truncated (some exporters write `4.0`).
    package func optionalInt(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> Int? {
        guard let number = try optionalNumber(object, key) else { return nil }
        guard let int = Int(exactly: number.rounded(.towardZero)), abs(number) < 1e15 else {
            throw at(key) { error(.invalidValue, "\(number) is not a valid integer") }
        }
        return int
    }

    package func int(_ object: JSONObjectNode, _ key: StaticString, default fallback: Int) throws(LottieDecodingError) -> Int {
        try optionalInt(object, key) ?? fallback
    }

    // MARK: - Booleans and strings

    @inline(__always)
    package func bool(_ object: JSONObjectNode, _ key: StaticString, default fallback: Bool = false) throws(LottieDecodingError) -> Bool {
        try optionalBool(object, key) ?? fallback
    }

    @inline(__always)
    package func optionalBool(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> Bool? {
        try optionalBool(object[key], key)
    }

    package func optionalBool(_ value: JSONNode?, _ key: StaticString) throws(LottieDecodingError) -> Bool? {
        guard let value else { return nil }
        switch value.kind {
        case .trueValue: return true
        case .falseValue: return false
        case .number: return value.number != 0
        case .null: return nil
        default: throw at(key) { typeMismatch(expected: "a boolean", found: value) }
        }
    }

    package func string(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> String {
        guard let string = try optionalString(object, key) else { throw missing(key) }
        return string
    }

    /// A string field; numbers are accepted and printed (asset ids are sometimes ints).
    @inline(__always)
    package func optionalString(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> String? {
        try optionalString(object[key], key)
    }

    package func optionalString(_ value: JSONNode?, _ key: StaticString) throws(LottieDecodingError) -> String? {
        guard let value else { return nil }
        switch value.kind {
        case .string: return strings.text(of: value)
        case .number:
            let number = Double(bitPattern: value.token.pointee.payload)
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        case .null: return nil
        default: throw at(key) { typeMismatch(expected: "a string", found: value) }
        }
    }

    // MARK: - Containers

    package func object(_ value: JSONNode) throws(LottieDecodingError) -> JSONObjectNode {
        guard let object = value.object else { throw typeMismatch(expected: "an object", found: value) }
        return object
    }

    @inline(__always)
    package func optionalObject(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> JSONObjectNode? {
        try optionalObject(object[key], key)
    }

    package func optionalObject(_ value: JSONNode?, _ key: StaticString) throws(LottieDecodingError) -> JSONObjectNode? {
        guard let value, !value.isNull else { return nil }
        if let object = value.object { return object }
        return try at(key) { () throws(LottieDecodingError) in try self.object(value) }
    }

    @inline(__always)
    package func optionalArray(_ object: JSONObjectNode, _ key: StaticString) throws(LottieDecodingError) -> JSONArrayNode? {
        try optionalArray(object[key], key)
    }

    package func optionalArray(_ value: JSONNode?, _ key: StaticString) throws(LottieDecodingError) -> JSONArrayNode? {
        guard let value, !value.isNull else { return nil }
        guard let elements = value.array else {
            throw at(key) { typeMismatch(expected: "an array", found: value) }
        }
        return elements
    }

    /// Decodes each element of the array at `key` as an object; a missing key gives [].
    package func objects<T>(
        _ object: JSONObjectNode, _ key: StaticString, _ decode: (JSONObjectNode) throws(LottieDecodingError) -> T
    ) throws(LottieDecodingError) -> [T] {
        guard let elements = try optionalArray(object, key) else { return [] }
        return try at(key) { () throws(LottieDecodingError) in
            var result: [T] = []
            result.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                result.append(try at(index) { () throws(LottieDecodingError) in try decode(try self.object(element)) })
            }
            return result
        }
    }

    /// Decodes the object at `key` with `decode`, or returns nil when the key is absent.
    package func optional<T>(
        _ object: JSONObjectNode, _ key: StaticString, _ decode: (JSONObjectNode) throws(LottieDecodingError) -> T
    ) throws(LottieDecodingError) -> T? {
        guard let child = try optionalObject(object, key) else { return nil }
        return try at(key) { () throws(LottieDecodingError) in try decode(child) }
    }

    package func missing(_ key: StaticString) -> LottieDecodingError {
        var error = self.error(.missingField, "missing required field \"\(key)\"")
        error.path = error.path.isEmpty ? "\(key)" : "\(error.path).\(key)"
        return error
    }
}

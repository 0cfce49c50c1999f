/// Typed field readers. Each pushes the key onto the path, so errors name the exact
/// place (`layers[2].ks.o.k`). Booleans accept JSON booleans and 0/1 numbers; numbers
/// accept a one-element array (`[45]`), as bodymovin writes scalars both ways.
extension DecodingContext {
    // MARK: - Numbers

    package func number(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> Double {
        guard let value = object[key] else { throw missing(key) }
        return try at(key) { () throws(LottieDecodingError) in try number(from: value) }
    }

    package func number(_ object: JSONObject, _ key: String, default fallback: Double) throws(LottieDecodingError) -> Double {
        try optionalNumber(object, key) ?? fallback
    }

    package func optionalNumber(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> Double? {
        guard let value = object[key], value != .null else { return nil }
        return try at(key) { () throws(LottieDecodingError) in try number(from: value) }
    }

    package func number(from value: JSONValue) throws(LottieDecodingError) -> Double {
        switch value {
        case .number(let number): return number
        case .array(let elements):
            if let first = elements.first, case .number(let number) = first { return number }
            throw typeMismatch(expected: "a number", found: value)
        case .bool(let flag): return flag ? 1 : 0
        default: throw typeMismatch(expected: "a number", found: value)
        }
    }

    /// An integer field; fractional values are truncated (some exporters write `4.0`).
    package func optionalInt(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> Int? {
        guard let number = try optionalNumber(object, key) else { return nil }
        guard let int = Int(exactly: number.rounded(.towardZero)), abs(number) < 1e15 else {
            throw at(key) { error(.invalidValue, "\(number) is not a valid integer") }
        }
        return int
    }

    package func int(_ object: JSONObject, _ key: String, default fallback: Int) throws(LottieDecodingError) -> Int {
        try optionalInt(object, key) ?? fallback
    }

    // MARK: - Booleans and strings

    package func bool(_ object: JSONObject, _ key: String, default fallback: Bool = false) throws(LottieDecodingError) -> Bool {
        try optionalBool(object, key) ?? fallback
    }

    package func optionalBool(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> Bool? {
        guard let value = object[key] else { return nil }
        switch value {
        case .bool(let flag): return flag
        case .number(let number): return number != 0
        case .null: return nil
        default: throw at(key) { typeMismatch(expected: "a boolean", found: value) }
        }
    }

    package func string(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> String {
        guard let string = try optionalString(object, key) else { throw missing(key) }
        return string
    }

    /// A string field; numbers are accepted and printed (asset ids are sometimes ints).
    package func optionalString(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> String? {
        guard let value = object[key] else { return nil }
        switch value {
        case .string(let string): return string
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        case .null: return nil
        default: throw at(key) { typeMismatch(expected: "a string", found: value) }
        }
    }

    // MARK: - Containers

    package func object(_ value: JSONValue) throws(LottieDecodingError) -> JSONObject {
        guard case .object(let object) = value else { throw typeMismatch(expected: "an object", found: value) }
        return object
    }

    package func optionalObject(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> JSONObject? {
        guard let value = object[key], value != .null else { return nil }
        return try at(key) { () throws(LottieDecodingError) in try self.object(value) }
    }

    package func optionalArray(_ object: JSONObject, _ key: String) throws(LottieDecodingError) -> [JSONValue]? {
        guard let value = object[key], value != .null else { return nil }
        guard case .array(let elements) = value else {
            throw at(key) { typeMismatch(expected: "an array", found: value) }
        }
        return elements
    }

    /// Decodes each element of the array at `key` as an object; a missing key gives [].
    package func objects<T>(
        _ object: JSONObject, _ key: String, _ decode: (JSONObject) throws(LottieDecodingError) -> T
    ) throws(LottieDecodingError) -> [T] {
        guard let elements = try optionalArray(object, key) else { return [] }
        return try at(key) { () throws(LottieDecodingError) in
            var result: [T] = []
            result.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                let item = try at(index) { () throws(LottieDecodingError) in try decode(try self.object(element)) }
                result.append(item)
            }
            return result
        }
    }

    /// Decodes the object at `key` with `decode`, or returns nil when the key is absent.
    package func optional<T>(
        _ object: JSONObject, _ key: String, _ decode: (JSONObject) throws(LottieDecodingError) -> T
    ) throws(LottieDecodingError) -> T? {
        guard let child = try optionalObject(object, key) else { return nil }
        return try at(key) { () throws(LottieDecodingError) in try decode(child) }
    }

    package func missing(_ key: String) -> LottieDecodingError {
        var error = self.error(.missingField, "missing required field \"\(key)\"")
        error.path = error.path.isEmpty ? key : "\(error.path).\(key)"
        return error
    }
}

/// A parsed JSON document: the one intermediate form between bytes and the typed model.
///
/// Objects keep their keys in file order as a small array, because Lottie objects are
/// short (rarely over 30 keys) and a linear scan beats hashing at that size.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short name of the JSON type, for error messages ("a number", "an object").
    package var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    package var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    package var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    package var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }
}

/// A JSON object: key/value pairs in file order. Lookup returns the last value for a
/// repeated key, as JavaScript's `JSON.parse` does.
package struct JSONObject: Sendable, Equatable {
    package var entries: [(key: String, value: JSONValue)]

    package init(_ entries: [(key: String, value: JSONValue)] = []) {
        self.entries = entries
    }

    package subscript(key: String) -> JSONValue? {
        var index = entries.count
        while index > 0 {
            index -= 1
            if entries[index].key == key { return entries[index].value }
        }
        return nil
    }

    package var keys: [String] { entries.map(\.key) }

    package mutating func append(_ key: String, _ value: JSONValue) {
        entries.append((key, value))
    }

    /// Objects are equal when their keys have equal values (the last of a repeated key, as
    /// lookup reads them), in any order: the order of a JSON object's keys carries no meaning,
    /// so a file written again with its keys reordered decodes to an equal model.
    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.valuesByKey == rhs.valuesByKey
    }

    /// Each key's value, the last of a repeated key.
    private var valuesByKey: [String: JSONValue] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}

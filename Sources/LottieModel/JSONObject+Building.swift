/// Conveniences for encoding the model back to JSON: optional values are skipped.
extension JSONObject {
    mutating func set(_ key: String, _ value: JSONValue?) {
        if let value { append(key, value) }
    }

    mutating func set(_ key: String, _ value: Double?) {
        if let value { append(key, .number(value)) }
    }

    mutating func set(_ key: String, _ value: Int?) {
        if let value { append(key, .number(Double(value))) }
    }

    mutating func set(_ key: String, _ value: String?) {
        if let value { append(key, .string(value)) }
    }

    /// Writes a boolean as JSON `true`/`false`, only when it differs from `default`.
    mutating func set(_ key: String, _ value: Bool, default fallback: Bool) {
        if value != fallback { append(key, .bool(value)) }
    }

    mutating func set(_ key: String, _ values: [JSONValue]) {
        if !values.isEmpty { append(key, .array(values)) }
    }
}

extension Array where Element == Double {
    package var json: JSONValue { .array(map { .number($0) }) }
}

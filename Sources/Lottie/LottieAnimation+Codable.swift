import Foundation
import LottieModel

/// `LottieAnimation` is `Codable`, as in lottie-ios, so it can sit in a `Codable` type of your
/// own. Decoding goes through the same decoder as `from(data:)`: the values a `Decoder` gives
/// are written back as JSON and parsed once, so `from(data:)` is the fast way from bytes.
///
/// ```swift
/// let animation = try JSONDecoder().decode(LottieAnimation.self, from: data)
/// let bytes = try JSONEncoder().encode(animation)
/// ```
extension LottieAnimation: Codable {
    /// Decodes an animation from the JSON a `Decoder` holds.
    /// - Throws: `LottieDecodingError` if it is not a valid animation, or the decoder's own errors.
    public convenience init(from decoder: any Decoder) throws {
        let tree = try CodableJSON(from: decoder)
        self.init(model: try Animation(jsonBytes: JSONWriter.bytes(of: tree.value)))
    }

    /// Encodes the animation's JSON as it was read.
    public func encode(to encoder: any Encoder) throws {
        try CodableJSON(model.json).encode(to: encoder)
    }
}

/// A JSON value carried through `Codable`: what a `Decoder` holds at one place, or what an
/// `Encoder` should write there.
struct CodableJSON: Codable {
    let value: JSONValue

    init(_ value: JSONValue) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var result = JSONObject()
            for key in object.allKeys {
                result.append(key.stringValue, try object.decode(CodableJSON.self, forKey: key).value)
            }
            value = .object(result)
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(CodableJSON.self).value) }
            value = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = .null
            } else if let bool = try? single.decode(Bool.self) {
                value = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                value = .number(number)
            } else {
                value = .string(try single.decode(String.self))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let bool):
            var single = encoder.singleValueContainer()
            try single.encode(bool)
        case .number(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .string(let string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        case .array(let items):
            var array = encoder.unkeyedContainer()
            for item in items { try array.encode(CodableJSON(item)) }
        case .object(let object):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for (key, item) in object.entries { try keyed.encode(CodableJSON(item), forKey: AnyKey(key)) }
        }
    }

    /// Any string as a coding key.
    struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { stringValue = String(intValue) }
    }
}

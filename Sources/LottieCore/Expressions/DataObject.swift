import LottieExpressions
import LottieModel

/// The JSON of a data layer's asset (`ty` 15 showing a `t` 3 asset) as expressions read it,
/// the way lottie-web's `FootageInterface` shows it: `layer("weather.json")("Data")` is the
/// data group, its `("Outline")` the file's top level, and each further call goes one level
/// down by key. The elements of an array reached as `KEY` are named `KEY 0`, `KEY 1`, …
/// (After Effects' names: `("weather")("weather 0")("description")`); an index, or its
/// digits, reaches them too. Numbers, strings, booleans and null are the values themselves;
/// objects and arrays are called again.
///
/// Unlike lottie-web, which takes a value of 0, "" or false for a missing key and gives ""
/// for a missing key, a falsy value is itself and a missing key is a `ReferenceError`, as in
/// After Effects.
final class DataObject: HostObject {
    private enum Level {
        /// `("Data")`: the file's JSON is its `Outline`.
        case group(JSONValue)
        /// `("Outline")` and below.
        case node(JSONValue)
    }

    private let level: Level
    /// The name this level was reached by (`weather 0` for the first element of `weather`).
    private let name: String

    private init(_ level: Level, name: String) {
        self.level = level
        self.name = name
    }

    /// The data group of a data layer whose asset's JSON is `root`.
    convenience init(group root: JSONValue) {
        self.init(.group(root), name: "Data")
    }

    var typeName: String { "data" }

    func member(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        name == "_name" ? .string(self.name) : nil
    }

    func call(_ arguments: [ExpressionValue], interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let key = arguments.first?.primitive ?? .undefined
        switch (level, key) {
        case (.group(let root), .string("Outline")):
            return .host(DataObject(.node(root), name: "Outline"))
        case (.node(.object(let object)), .string(let text)):
            try interpreter.step(object.entries.count / 8)
            if let found = object[text] { return Self.value(found, name: text) }
        case (.node(.array(let elements)), _):
            if let index = elementIndex(key), elements.indices.contains(index) {
                return Self.value(elements[index], name: "\(name) \(index)")
            }
        default: break
        }
        let shown = if case .string(let text) = key { "\"\(text)\"" } else { interpreter.describe(key) }
        throw .thrown("ReferenceError: the data has no \(shown) in \"\(name)\"")
    }

    /// An element's place from its name (`KEY 2`), its index (2) or its digits ("2").
    private func elementIndex(_ key: ExpressionValue) -> Int? {
        switch key {
        case .number(let number): return Int(exactly: number)
        case .string(let text):
            let digits = text.hasPrefix(name + " ") ? text.dropFirst(name.count + 1) : Substring(text)
            guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return Int(digits)
        default: return nil
        }
    }

    /// A leaf as its value, a container as the next level.
    private static func value(_ json: JSONValue, name: String) -> ExpressionValue {
        switch json {
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .null: .null
        case .object, .array: .host(DataObject(.node(json), name: name))
        }
    }
}

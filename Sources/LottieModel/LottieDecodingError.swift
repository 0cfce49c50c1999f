/// Why an animation could not be decoded: what went wrong and where.
///
/// `path` is the JSON path users can find in their file (`layers[3].shapes[0].it[2].c.k`);
/// syntax errors carry the byte offset plus line and column instead.
public struct LottieDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure. Extensible: new codes can be added without breaking switches.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Sendable {
            case malformedJSON, missingField, typeMismatch, invalidValue, unsupportedVersion,
                limitExceeded
        }
        private let kind: Kind

        public static let malformedJSON = Code(kind: .malformedJSON)
        public static let missingField = Code(kind: .missingField)
        public static let typeMismatch = Code(kind: .typeMismatch)
        public static let invalidValue = Code(kind: .invalidValue)
        public static let unsupportedVersion = Code(kind: .unsupportedVersion)
        public static let limitExceeded = Code(kind: .limitExceeded)

        public var description: String { kind.rawValue }
    }

    public package(set) var code: Code
    public package(set) var message: String
    /// JSON path of the offending value; empty for syntax errors and the document root.
    public package(set) var path: String
    /// Byte offset of a syntax error in the input.
    public package(set) var byteOffset: Int?
    /// 1-based line and column of a syntax error.
    public package(set) var line: Int?
    public package(set) var column: Int?

    public init(
        _ code: Code, _ message: String, path: String = "", byteOffset: Int? = nil,
        line: Int? = nil, column: Int? = nil
    ) {
        self.code = code
        self.message = message
        self.path = path
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
    }

    /// One line: where, then what.
    public var description: String {
        if let line, let column {
            return "line \(line), column \(column): \(message)"
        }
        return path.isEmpty ? message : "\(path): \(message)"
    }
}

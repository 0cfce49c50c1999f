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

        /// The bytes are not JSON (a syntax error at `byteOffset`).
        public static let malformedJSON = Code(kind: .malformedJSON)
        /// A field the format requires is absent.
        public static let missingField = Code(kind: .missingField)
        /// A field holds the wrong kind of JSON value.
        public static let typeMismatch = Code(kind: .typeMismatch)
        /// A value is out of range or not finite.
        public static let invalidValue = Code(kind: .invalidValue)
        /// The file declares a format version that cannot be read.
        public static let unsupportedVersion = Code(kind: .unsupportedVersion)
        /// The file is over a size or depth limit (see `EvaluationLimits`).
        public static let limitExceeded = Code(kind: .limitExceeded)

        public var description: String { kind.rawValue }
    }

    /// What kind of error this is.
    public package(set) var code: Code
    /// What is wrong, as a sentence.
    public package(set) var message: String
    /// JSON path of the offending value; empty for syntax errors and the document root.
    public package(set) var path: String
    /// Byte offset of a syntax error in the input.
    public package(set) var byteOffset: Int?
    /// 1-based line and column of a syntax error.
    public package(set) var line: Int?
    /// 1-based column of a syntax error.
    public package(set) var column: Int?

    package init(
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

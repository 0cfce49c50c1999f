/// A well-formed but unsupported or suspicious part of an animation, found while decoding
/// or evaluating. Diagnostics never stop decoding; `lottie-term check` prints them.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How much a diagnostic matters to what is drawn.
    public enum Severity: String, Sendable, Comparable {
        /// Drawn differently from After Effects, or not at all.
        case warning
        /// Noted for completeness; no visible difference expected.
        case info

        /// Warnings sort before infos.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .info
        }
    }

    /// Whether the difference is visible (`warning`) or not (`info`).
    public package(set) var severity: Severity
    /// A short feature name that groups diagnostics: "expression", "effect", "unknown layer type".
    public package(set) var feature: String
    /// What was found and what is drawn instead, as a sentence.
    public package(set) var message: String
    /// JSON path of the value the diagnostic is about.
    public package(set) var path: String

    package init(_ severity: Severity, feature: String, message: String, path: String) {
        self.severity = severity
        self.feature = feature
        self.message = message
        self.path = path
    }

    public var description: String {
        "\(severity.rawValue): \(path.isEmpty ? "(root)" : path): \(message)"
    }
}

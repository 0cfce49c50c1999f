/// The bounds every decode respects, so that no input can make decoding hang or exhaust
/// memory. Exceeding one throws `LottieDecodingError` with code `.limitExceeded`.
package enum DecodingLimits {
    /// Largest input accepted, in bytes.
    package static let maxInputBytes = 256 * 1024 * 1024
    /// Deepest nesting of JSON arrays and objects.
    package static let maxNestingDepth = 512
    /// Most elements in one JSON array.
    package static let maxArrayCount = 1_000_000
    /// Most JSON values in one document.
    package static let maxValueCount = 10_000_000
    /// Deepest nesting of shape groups.
    package static let maxGroupDepth = 64
    /// Deepest chain of precomposition assets referencing each other.
    package static let maxPrecompDepth = 32
}

/// The bounds every decode respects, so that no input can make decoding hang or exhaust
/// memory. Exceeding one throws `LottieDecodingError` with code `.limitExceeded`.
public enum DecodingLimits {
    /// Largest input accepted, in bytes.
    public static let maxInputBytes = 256 * 1024 * 1024
    /// Deepest nesting of JSON arrays and objects.
    public static let maxNestingDepth = 512
    /// Most elements in one JSON array.
    public static let maxArrayCount = 1_000_000
    /// Most JSON values in one document.
    public static let maxValueCount = 10_000_000
    /// Deepest nesting of shape groups.
    public static let maxGroupDepth = 64
    /// Deepest chain of precomposition assets referencing each other.
    public static let maxPrecompDepth = 32
}

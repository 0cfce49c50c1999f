/// A strict RFC 8259 JSON parser over bytes, written for speed on number-heavy Lottie files.
///
/// - Complexity: O(n) in the input size; nesting, array sizes and the total number of
///   values are bounded by `DecodingLimits`.
package struct JSONReader {
    /// Parses a complete JSON document into a tree.
    /// - Throws: `LottieDecodingError` with `.malformedJSON` (with line and column) or
    ///   `.limitExceeded`.
    package static func parse(_ bytes: some Collection<UInt8>) throws(LottieDecodingError) -> JSONValue {
        try withDocument(bytes) { root in JSONValue(root) }
    }

    /// Parses a complete JSON document into a tape and runs `body` on its root value.
    /// The views passed to `body` are valid only during the call.
    package static func withDocument<T>(
        _ bytes: some Collection<UInt8>, _ body: (JSONNode) throws(LottieDecodingError) -> T
    ) throws(LottieDecodingError) -> T {
        guard bytes.count <= DecodingLimits.maxInputBytes else {
            throw LottieDecodingError(
                .limitExceeded,
                "input is \(bytes.count) bytes; the limit is \(DecodingLimits.maxInputBytes)")
        }
        // Contiguous input (`Data`, arrays) is parsed in place; anything else is copied once.
        let result =
            bytes.withContiguousStorageIfAvailable { parse($0, body) }
            ?? Array(bytes).withUnsafeBufferPointer { parse($0, body) }
        return try result.get()
    }

    /// Parses `buffer` and runs `body` on the root; the tape is freed before returning.
    private static func parse<T>(
        _ buffer: UnsafeBufferPointer<UInt8>, _ body: (JSONNode) throws(LottieDecodingError) -> T
    ) -> Result<T, LottieDecodingError> {
        let parser = JSONParser(bytes: buffer)
        var tape = TokenTape()
        defer { tape.deallocate() }
        do throws(LottieDecodingError) {
            try parser.parseDocument(into: &tape)
        } catch {
            return .failure(error)
        }
        guard let root = tape.storage.baseAddress else {
            return .failure(parser.syntaxError("the input is empty", at: buffer.count))
        }
        do throws(LottieDecodingError) {
            return .success(try body(JSONNode(token: UnsafePointer(root), input: buffer)))
        } catch {
            return .failure(error)
        }
    }
}

/// Standard base64 (RFC 4648, with padding), as the kitty and iTerm2 image escapes carry data.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Appends the base64 text of `bytes` to `out`.
    static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        let count = (bytes.count + 2) / 3 * 4
        guard count > 0 else { return }
        let start = out.count
        out += repeatElement(0, count: count)
        out.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                alphabet.withUnsafeBufferPointer { letters in
                    guard let source = input.baseAddress, let target = output.baseAddress else { return }
                    encode(source, count: input.count, into: target + start, letters: letters)
                }
            }
        }
    }

    private static func encode(
        _ source: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>, letters: UnsafeBufferPointer<UInt8>
    ) {
        var index = 0
        var written = 0
        while index + 2 < count {
            let value = UInt32(source[index]) << 16 | UInt32(source[index + 1]) << 8 | UInt32(source[index + 2])
            target[written] = letters[Int(value >> 18)]
            target[written + 1] = letters[Int(value >> 12 & 63)]
            target[written + 2] = letters[Int(value >> 6 & 63)]
            target[written + 3] = letters[Int(value & 63)]
            index += 3
            written += 4
        }
        let rest = count - index
        guard rest > 0 else { return }
        let value = UInt32(source[index]) << 16 | (rest == 2 ? UInt32(source[index + 1]) << 8 : 0)
        target[written] = letters[Int(value >> 18)]
        target[written + 1] = letters[Int(value >> 12 & 63)]
        target[written + 2] = rest == 2 ? letters[Int(value >> 6 & 63)] : UInt8(ascii: "=")
        target[written + 3] = UInt8(ascii: "=")
    }
}

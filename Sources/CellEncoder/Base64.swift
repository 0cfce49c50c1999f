/// Standard base64 (RFC 4648, with padding), as the kitty and iTerm2 image escapes carry data.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Appends the base64 text of `bytes` to `out`.
    static func append<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, to out: inout [UInt8]) where Bytes.Index == Int {
        out.reserveCapacity(out.count + (bytes.count + 2) / 3 * 4)
        var index = bytes.startIndex
        while index + 2 < bytes.endIndex {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out.append(alphabet[Int(value >> 18)])
            out.append(alphabet[Int(value >> 12 & 63)])
            out.append(alphabet[Int(value >> 6 & 63)])
            out.append(alphabet[Int(value & 63)])
            index += 3
        }
        let rest = bytes.endIndex - index
        guard rest > 0 else { return }
        let value = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
        out.append(alphabet[Int(value >> 18)])
        out.append(alphabet[Int(value >> 12 & 63)])
        out.append(rest == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
        out.append(UInt8(ascii: "="))
    }
}

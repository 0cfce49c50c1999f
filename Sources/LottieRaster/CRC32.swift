/// The CRC-32 used by PNG and zlib's gzip (polynomial 0xEDB88320, reflected).
public struct CRC32: Sendable {
    private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The checksum of everything fed so far.
    public private(set) var value: UInt32 = 0

    /// A fresh checksum (of no bytes).
    public init() {}

    /// Feeds more bytes.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        var c = ~value
        Self.table.withUnsafeBufferPointer { t in
            for b in bytes { c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        }
        value = ~c
    }

    /// The checksum of `bytes`.
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}

import Foundation
import ZIPFoundation

/// A gzip file (RFC 1952) holding one member, as Telegram's `.tgs` stickers are: the
/// header is parsed here, the deflate body is inflated by `Inflater`, and the trailer's
/// CRC-32 and size are checked.
package enum GzipFile {
    private static let headerSize = 10
    private static let trailerSize = 8

    /// Header flag bits (`FLG`).
    private enum Flag {
        static let headerCRC: UInt8 = 0x02
        static let extra: UInt8 = 0x04
        static let name: UInt8 = 0x08
        static let comment: UInt8 = 0x10
        static let reserved: UInt8 = 0xE0
    }

    /// The uncompressed contents, at most `ContainerLimits.maxEntryBytes` long.
    /// - Throws: `ContainerError` for a bad header, corrupt or truncated data, or a
    ///   trailer that does not match.
    package static func decompress(_ data: Data) throws(ContainerError) -> Data {
        let bytes = [UInt8](data)
        guard bytes.count >= headerSize + trailerSize, bytes[0] == 0x1F, bytes[1] == 0x8B else {
            throw ContainerError("the gzip data is truncated: it is shorter than a header and trailer")
        }
        guard bytes[2] == 8 else { throw ContainerError("gzip compression method \(bytes[2]) is not deflate (8)") }
        let flags = bytes[3]
        guard flags & Flag.reserved == 0 else { throw ContainerError("the gzip header is corrupt: reserved flags are set") }
        let bodyStart = try bodyOffset(in: bytes, flags: flags)
        let trailerStart = bytes.count - trailerSize
        guard bodyStart < trailerStart, let expectedCRC = bytes.uint32(at: trailerStart),
            let expectedSize = bytes.uint32(at: trailerStart + 4)
        else { throw ContainerError("the gzip data is truncated: the compressed body is missing") }
        let body = Data(bytes[bodyStart..<trailerStart])
        let (output, checksum) = try Inflater.inflate(body, limit: ContainerLimits.maxEntryBytes, what: "the gzip data")
        guard checksum == expectedCRC, UInt32(truncatingIfNeeded: output.count) == expectedSize else {
            throw ContainerError("the gzip data is corrupt or truncated: its CRC-32 or size does not match the trailer")
        }
        return output
    }

    /// Where the deflate body starts, after the optional extra field, name, comment and
    /// header CRC; the header CRC is checked when present.
    private static func bodyOffset(in bytes: [UInt8], flags: UInt8) throws(ContainerError) -> Int {
        let truncated = ContainerError("the gzip header is truncated")
        var offset = headerSize
        if flags & Flag.extra != 0 {
            guard let length = bytes.uint16(at: offset) else { throw truncated }
            offset += 2 + Int(length)
        }
        for flag in [Flag.name, Flag.comment] where flags & flag != 0 {
            guard offset < bytes.count, let end = bytes[offset...].firstIndex(of: 0) else { throw truncated }
            offset = end + 1
        }
        if flags & Flag.headerCRC != 0 {
            guard let stored = bytes.uint16(at: offset), let header = bytes.bytes(at: 0, count: offset) else { throw truncated }
            let crc = Data(header).crc32(checksum: 0)
            guard UInt16(truncatingIfNeeded: crc) == stored else { throw ContainerError("the gzip header fails its CRC check") }
            offset += 2
        }
        guard offset <= bytes.count else { throw truncated }
        return offset
    }
}

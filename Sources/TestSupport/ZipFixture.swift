import Foundation
import ZIPFoundation

/// Builds zip and gzip files byte by byte for the container tests, so that a test can
/// also write what no honest tool writes: lying sizes, `../` names, symbolic links.
/// Deflate comes from ZIPFoundation's `Data.compress`.
public enum ZipFixture {
    /// A minimal animation named `name`, `frames` long, to put in archives.
    public static func animationJSON(_ name: String, frames: Int = 60) -> String {
        #"{"v":"5.7.0","nm":"\#(name)","fr":30,"ip":0,"op":\#(frames),"w":100,"h":80,"layers":[]}"#
    }

    public struct Entry: Sendable {
        public var name: String
        public var contents: Data
        public var isDeflated = true
        /// Overrides the uncompressed size written in the headers.
        public var declaredSize: UInt32?
        /// Unix mode bits for the external attributes (`0o120777` makes a symbolic link).
        public var unixMode: UInt32 = 0o100644

        public init(_ name: String, _ contents: Data, isDeflated: Bool = true, declaredSize: UInt32? = nil, unixMode: UInt32 = 0o100644) {
            self.name = name
            self.contents = contents
            self.isDeflated = isDeflated
            self.declaredSize = declaredSize
            self.unixMode = unixMode
        }

        public init(_ name: String, _ text: String) {
            self.init(name, Data(text.utf8))
        }
    }

    /// A zip archive holding `entries`, in order.
    public static func archive(_ entries: [Entry]) throws -> Data {
        var body = Data()
        var directory = Data()
        for entry in entries {
            let (stored, crc) = entry.isDeflated ? try deflate(entry.contents) : (entry.contents, entry.contents.crc32(checksum: 0))
            let name = Data(entry.name.utf8)
            let size = entry.declaredSize ?? UInt32(entry.contents.count)
            let offset = UInt32(body.count)
            let method: UInt16 = entry.isDeflated ? 8 : 0
            body.append(le32(0x0403_4B50) + le16(20) + le16(0x0800) + le16(method) + le16(0) + le16(0x21))
            body.append(le32(crc) + le32(UInt32(stored.count)) + le32(size) + le16(UInt16(name.count)) + le16(0))
            body.append(name + stored)
            directory.append(le32(0x0201_4B50) + le16(0x031E) + le16(20) + le16(0x0800) + le16(method) + le16(0) + le16(0x21))
            directory.append(le32(crc) + le32(UInt32(stored.count)) + le32(size) + le16(UInt16(name.count)))
            directory.append(le16(0) + le16(0) + le16(0) + le16(0) + le32(entry.unixMode << 16) + le32(offset) + name)
        }
        let count = le16(UInt16(entries.count))
        let end = le32(0x0605_4B50) + le16(0) + le16(0) + count + count + le32(UInt32(directory.count)) + le32(UInt32(body.count)) + le16(0)
        return body + directory + end
    }

    /// A dotLottie archive: `manifest` (if any) as `manifest.json`, then `files`.
    public static func dotLottie(manifest: String?, _ files: [(String, String)]) throws -> Data {
        try archive((manifest.map { [Entry("manifest.json", $0)] } ?? []) + files.map { Entry($0.0, $0.1) })
    }

    /// A gzip file (RFC 1952) of `contents`, with a file name and, optionally, the other
    /// optional header fields.
    public static func gzip(_ contents: Data, withAllHeaderFields: Bool = false) throws -> Data {
        let flags: UInt8 = withAllHeaderFields ? 0x1E : 0x08
        var header = Data([0x1F, 0x8B, 8, flags, 0, 0, 0, 0, 0, 3])
        if withAllHeaderFields { header.append(le16(4) + Data("ab\0c".utf8)) }
        header.append(Data("sticker.json\0".utf8))
        if withAllHeaderFields {
            header.append(Data("a comment\0".utf8))
            header.append(le16(UInt16(truncatingIfNeeded: header.crc32(checksum: 0))))
        }
        let (body, crc) = try deflate(contents)
        return header + body + le32(crc) + le32(UInt32(truncatingIfNeeded: contents.count))
    }

    /// Raw deflate of `data` and the CRC-32 of `data`.
    public static func deflate(_ data: Data) throws -> (Data, UInt32) {
        var output = Data()
        let crc = try Data.compress(
            size: Int64(data.count), bufferSize: 64 * 1024,
            provider: { position, size in data.subdata(in: Int(position)..<min(data.count, Int(position) + size)) },
            consumer: { output.append($0) })
        return (output, crc)
    }

    public static func le16(_ value: UInt16) -> Data { Data([UInt8(value & 0xFF), UInt8(value >> 8)]) }

    public static func le32(_ value: UInt32) -> Data { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }
}

extension ZipFixture {
    /// Writes a real archive with ZIPFoundation's `Archive` (deflated entries).
    public static func writeWithZIPFoundation(to url: URL, _ files: [(String, String)]) throws {
        let archive = try Archive(url: url, accessMode: .create)
        for (name, text) in files {
            let data = Data(text.utf8)
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate,
                provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) })
        }
    }
}

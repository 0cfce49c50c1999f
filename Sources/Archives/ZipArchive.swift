import Foundation
import ZIPFoundation

/// A zip archive read from memory: the central directory is parsed and checked up front;
/// entries are extracted one at a time within `ContainerLimits`.
///
/// The reader is our own (about 150 lines) rather than ZIPFoundation's `Archive`, whose
/// Linux extraction can hang on a truncated deflate entry; ZIPFoundation still does the
/// inflating and the CRC-32 (see `Inflater`). ZIP64, encryption and multi-part archives
/// are refused: dotLottie files are small, single-part and unencrypted.
package struct ZipArchive {
    private static let endRecordSignature: UInt32 = 0x0605_4B50
    private static let centralHeaderSignature: UInt32 = 0x0201_4B50
    private static let localHeaderSignature: UInt32 = 0x0403_4B50
    private static let endRecordSize = 22
    private static let centralHeaderSize = 46
    private static let localHeaderSize = 30

    private let bytes: [UInt8]
    /// Where the central directory starts: entry data must end before it.
    private let centralDirectoryOffset: Int
    /// In archive order; names are unique (a repeated name keeps its first entry).
    package let entries: [ZipEntry]
    private let entriesByName: [String: ZipEntry]
    /// Names stored more than once (the first entry of each is used).
    package let repeatedNames: [String]

    /// Parses and checks the central directory.
    /// - Throws: `ContainerError` if the archive is truncated or corrupt, has more than
    ///   `maxEntryCount` entries, declares sizes over the limits, or has an entry whose
    ///   name leaves the archive or that is a symbolic link.
    package init(bytes: [UInt8]) throws(ContainerError) {
        self.bytes = bytes
        guard let end = Self.endRecordOffset(in: bytes),
            let diskNumber = bytes.uint16(at: end + 4), let directoryDisk = bytes.uint16(at: end + 6),
            let entryCount = bytes.uint16(at: end + 10), let directorySize = bytes.uint32(at: end + 12),
            let directoryOffset = bytes.uint32(at: end + 16)
        else {
            throw ContainerError("the zip archive is truncated or corrupt: its end of central directory record is missing")
        }
        if entryCount == 0xFFFF || directoryOffset == 0xFFFF_FFFF || directorySize == 0xFFFF_FFFF {
            throw ContainerError("ZIP64 archives are not supported")
        }
        guard diskNumber == 0, directoryDisk == 0 else { throw ContainerError("multi-part zip archives are not supported") }
        guard Int(entryCount) <= ContainerLimits.maxEntryCount else {
            throw ContainerError("the archive has \(entryCount) entries, over the limit of \(ContainerLimits.maxEntryCount)")
        }
        guard Int(directoryOffset) + Int(directorySize) <= end else {
            throw ContainerError("the zip archive is truncated or corrupt: its central directory lies outside the file")
        }
        centralDirectoryOffset = Int(directoryOffset)
        var entries: [ZipEntry] = []
        var offset = Int(directoryOffset)
        var declaredTotal = 0
        for _ in 0..<entryCount {
            let (entry, next) = try Self.centralEntry(in: bytes, at: offset)
            declaredTotal += entry.uncompressedSize
            guard declaredTotal <= ContainerLimits.maxTotalBytes else {
                throw ContainerError("the archive declares over \(ContainerLimits.maxTotalBytes) uncompressed bytes, the limit")
            }
            entries.append(entry)
            offset = next
        }
        self.entries = entries
        var repeated: [String] = []
        entriesByName = Dictionary(
            entries.map { ($0.name, $0) },
            uniquingKeysWith: { first, later in
                if !repeated.contains(later.name) { repeated.append(later.name) }
                return first
            })
        repeatedNames = repeated
    }

    /// The entry stored under `name`, if any.
    package func entry(named name: String) -> ZipEntry? {
        entriesByName[name]
    }

    /// The uncompressed bytes of `entry`, checked against its declared size and CRC-32.
    /// - Parameter budget: bytes still allowed for the whole archive; reduced by the size.
    package func extract(_ entry: ZipEntry, budget: inout Int) throws(ContainerError) -> Data {
        let what = "entry \(entry.name)"
        guard entry.uncompressedSize <= budget else {
            throw ContainerError("\(what) would pass the limit of \(ContainerLimits.maxTotalBytes) uncompressed bytes")
        }
        guard bytes.uint32(at: entry.localHeaderOffset) == Self.localHeaderSignature,
            let nameLength = bytes.uint16(at: entry.localHeaderOffset + 26),
            let extraLength = bytes.uint16(at: entry.localHeaderOffset + 28)
        else { throw ContainerError("the zip archive is corrupt: \(what) has no local header") }
        let dataOffset = entry.localHeaderOffset + Self.localHeaderSize + Int(nameLength) + Int(extraLength)
        guard dataOffset + entry.compressedSize <= centralDirectoryOffset,
            let stored = bytes.bytes(at: dataOffset, count: entry.compressedSize)
        else { throw ContainerError("the zip archive is truncated or corrupt: \(what) runs past its end") }
        let data: Data
        let checksum: UInt32
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.uncompressedSize else {
                throw ContainerError("the zip archive is corrupt: \(what) is stored with two different sizes")
            }
            data = Data(stored)
            checksum = data.crc32(checksum: 0)
        case 8:
            (data, checksum) = try Inflater.inflate(Data(stored), limit: entry.uncompressedSize, what: what)
        default:
            throw ContainerError("\(what) uses compression method \(entry.method); only stored and deflate are supported")
        }
        guard data.count == entry.uncompressedSize else {
            throw ContainerError("the zip archive is corrupt: \(what) inflates to \(data.count) bytes, not the declared \(entry.uncompressedSize)")
        }
        guard checksum == entry.crc32 else { throw ContainerError("the zip archive is corrupt: \(what) fails its CRC-32 check") }
        budget -= data.count
        return data
    }

    // MARK: - Parsing

    /// The last end-of-central-directory record, searched back over the longest comment.
    private static func endRecordOffset(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= endRecordSize else { return nil }
        let last = bytes.count - endRecordSize
        let first = max(0, last - Int(UInt16.max))
        return stride(from: last, through: first, by: -1).first { bytes.uint32(at: $0) == endRecordSignature }
    }

    /// The central directory header at `offset`, and the offset of the next one.
    private static func centralEntry(in bytes: [UInt8], at offset: Int) throws(ContainerError) -> (ZipEntry, Int) {
        guard bytes.uint32(at: offset) == centralHeaderSignature,
            let madeBy = bytes.uint16(at: offset + 4), let flags = bytes.uint16(at: offset + 8),
            let method = bytes.uint16(at: offset + 10), let crc32 = bytes.uint32(at: offset + 16),
            let compressedSize = bytes.uint32(at: offset + 20), let uncompressedSize = bytes.uint32(at: offset + 24),
            let nameLength = bytes.uint16(at: offset + 28), let extraLength = bytes.uint16(at: offset + 30),
            let commentLength = bytes.uint16(at: offset + 32), let attributes = bytes.uint32(at: offset + 38),
            let localOffset = bytes.uint32(at: offset + 42),
            let nameBytes = bytes.bytes(at: offset + centralHeaderSize, count: Int(nameLength))
        else { throw ContainerError("the zip archive is truncated or corrupt: a central directory entry is damaged") }
        let name = String(decoding: nameBytes, as: UTF8.self)
        guard ZipEntry.isSafeName(name) else { throw ContainerError("unsafe entry name '\(name)': it points outside the archive") }
        if compressedSize == 0xFFFF_FFFF || uncompressedSize == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF {
            throw ContainerError("entry \(name) needs ZIP64, which is not supported")
        }
        let isUnix = madeBy >> 8 == 3
        if isUnix && (attributes >> 16) & 0o170000 == 0o120000 {
            throw ContainerError("entry \(name) is a symbolic link; links are refused")
        }
        if flags & 1 != 0 { throw ContainerError("entry \(name) is encrypted") }
        guard Int(uncompressedSize) <= ContainerLimits.maxEntryBytes else {
            throw ContainerError("entry \(name) declares \(uncompressedSize) bytes, over the limit of \(ContainerLimits.maxEntryBytes)")
        }
        let entry = ZipEntry(
            name: name, method: method, crc32: crc32, compressedSize: Int(compressedSize),
            uncompressedSize: Int(uncompressedSize), localHeaderOffset: Int(localOffset), isDirectory: name.hasSuffix("/"))
        return (entry, offset + centralHeaderSize + Int(nameLength) + Int(extraLength) + Int(commentLength))
    }
}

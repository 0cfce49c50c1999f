/// One file or folder listed in a zip archive's central directory.
package struct ZipEntry: Sendable {
    /// The stored name, `/`-separated, checked by `isSafeName`.
    package let name: String
    /// 0 stored, 8 deflate.
    let method: UInt16
    let crc32: UInt32
    let compressedSize: Int
    /// The declared uncompressed size (checked again while inflating).
    package let uncompressedSize: Int
    let localHeaderOffset: Int
    package let isDirectory: Bool

    /// Whether `name` stays inside the archive: relative, without `..` components, NUL
    /// bytes or a drive letter. Backslashes count as separators, as Windows tools write them.
    static func isSafeName(_ name: String) -> Bool {
        if name.isEmpty || name.hasPrefix("/") || name.hasPrefix("\\") || name.contains("\0") { return false }
        let scalars = Array(name.unicodeScalars.prefix(2))
        if scalars.count == 2, scalars[1] == ":", scalars[0].properties.isAlphabetic { return false }
        let components = name.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }
        return !components.contains("..")
    }
}

/// Little-endian reads that return nil instead of trapping past the end.
extension [UInt8] {
    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset <= count - 2 else { return nil }
        return UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let low = uint16(at: offset), let high = uint16(at: offset + 2) else { return nil }
        return UInt32(low) | UInt32(high) << 16
    }

    /// `self[range]`, or nil when the range is not inside the array.
    func bytes(at offset: Int, count length: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else { return nil }
        return self[offset..<(offset + length)]
    }
}

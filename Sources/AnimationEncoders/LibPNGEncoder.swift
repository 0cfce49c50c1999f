import CPNG

/// Still PNGs through libpng's writer: 8-bit RGBA, straight alpha, libpng's adaptive row
/// filters, zlib at a chosen level.
public struct LibPNGEncoder: Sendable {
    /// zlib's level, 0 (stored) to 9 (smallest).
    public var level: Int

    public init(level: Int = 6) {
        self.level = min(max(level, 0), 9)
    }

    /// The PNG bytes of `rgba` (`width × height` straight-alpha pixels, row by row).
    public func encode(_ rgba: [UInt8], width: Int, height: Int) throws(EncodingError) -> [UInt8] {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw EncodingError(function: "cpng_write_rgba", code: -1)
        }
        var buffer = cpng_buffer(data: nil, size: 0, capacity: 0)
        defer { free(buffer.data) }
        let status = cpng_write_rgba(rgba, UInt32(width), UInt32(height), Int32(level), &buffer)
        guard status == 0, let data = buffer.data else { throw EncodingError(function: "cpng_write_rgba", code: Int(status)) }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }
}

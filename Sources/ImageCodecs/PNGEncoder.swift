import CPNG
import LottieGraphics

/// Encodes a ``PixelBuffer`` as an 8-bit RGBA PNG with straight (un-premultiplied) alpha,
/// through libpng's writer: its adaptive row filters and zlib at `compressionLevel`.
///
/// An empty buffer is written as a 1 × 1 transparent image, since PNG forbids zero sizes.
///
/// ```swift
/// let bytes = PNGEncoder().encode(buffer)
/// ```
public struct PNGEncoder: Sendable {
    /// zlib's level, 0 (stored, fastest) to 9 (smallest); 6 is zlib's default.
    public var compressionLevel: Int

    /// Creates an encoder; `compressionLevel` is clamped to 0...9.
    public init(compressionLevel: Int = 6) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
    }

    /// The PNG file bytes for `buffer`, or an empty array when libpng fails (it fails only when
    /// memory runs out).
    public func encode(_ buffer: PixelBuffer) -> [UInt8] {
        let empty = buffer.width == 0 || buffer.height == 0
        let rgba = empty ? [UInt8](repeating: 0, count: 4) : buffer.straightRGBA8()
        return encode(rgba: rgba, width: empty ? 1 : buffer.width, height: empty ? 1 : buffer.height)
    }

    /// The PNG file bytes for `width × height` straight-alpha RGBA pixels, row by row (empty
    /// when the sizes do not match or libpng fails).
    public func encode(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return [] }
        var buffer = cpng_buffer(data: nil, size: 0, capacity: 0)
        defer { free(buffer.data) }
        let status = cpng_write_rgba(rgba, UInt32(width), UInt32(height), Int32(compressionLevel), &buffer)
        guard status == 0, let data = buffer.data else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }
}

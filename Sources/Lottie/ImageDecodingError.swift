/// Why image bytes could not be decoded into pixels.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not PNG or JPEG; `format` names what the bytes look like (`"WebP"`, `"GIF"`, `"unknown"`).
    case unsupportedFormat(format: String)
    /// The decoder rejected the bytes; `reason` is its message.
    case corrupt(format: String, reason: String)
    /// Zero-sized, or more pixels than `PixelBuffer.maxPixelCount`.
    case badSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case .unsupportedFormat(let format) where format == "unknown": "not a PNG or JPEG image"
        case .unsupportedFormat(let format): "\(format) images are not supported (PNG and JPEG are)"
        case .corrupt(let format, let reason): "corrupt \(format) data: \(reason)"
        case .badSize(let width, let height):
            "a \(width)x\(height) image is empty or over the limit of \(PixelBuffer.maxPixelCount) pixels"
        }
    }
}

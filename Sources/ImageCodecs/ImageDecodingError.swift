import LottieGraphics

/// Why image bytes could not be decoded into pixels.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not PNG, JPEG or still WebP; `format` names what the bytes look like (`"GIF"`,
    /// `"animated WebP"`, `"unknown"`).
    case unsupportedFormat(format: String)
    /// The decoder rejected the bytes; `reason` is its message.
    case corrupt(format: String, reason: String)
    /// Zero-sized, or more pixels than `PixelBuffer.maxPixelCount`.
    case badSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case .unsupportedFormat(let format) where format == "unknown": "not a PNG, JPEG or WebP image"
        case .unsupportedFormat(let format): "\(format) images are not supported (PNG, JPEG and WebP are)"
        case .corrupt(let format, let reason): "corrupt \(format) data: \(reason)"
        case .badSize(let width, let height):
            "a \(width)x\(height) image is empty or over the limit of \(PixelBuffer.maxPixelCount) pixels"
        }
    }
}

import Foundation
import LottieGraphics

/// Decodes PNG (libpng), JPEG (libjpeg-turbo) and WebP (libwebp) bytes into premultiplied
/// pixels. The format is told by the first bytes, never by a file name or MIME type.
///
/// ```swift
/// let pixels = try ImageDecoder.decode(Data(contentsOf: url))
/// let pattern = ImagePattern(image: pixels)
/// ```
public enum ImageDecoder {
    /// Decodes a PNG, JPEG or WebP image.
    /// - Throws: `ImageDecodingError` for other formats, corrupt data, or an image that is
    ///   empty or larger than `PixelBuffer.maxPixelCount` (checked before any pixel memory is allocated).
    public static func decode(_ data: Data) throws(ImageDecodingError) -> ImageBitmap {
        let format = self.format(of: data)
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(ImageDecodingError) -> ImageBitmap in
                switch format {
                case "PNG": try decodePNG(bytes)
                case "JPEG": try decodeJPEG(bytes)
                case "WebP": try decodeWebP(bytes)
                default: throw .unsupportedFormat(format: format)
                }
            }
        }
        return try result.get()
    }

    /// The format named by the magic bytes: PNG, JPEG, WebP, GIF, or "unknown".
    static func format(of data: Data) -> String {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "PNG" }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if data.starts(with: Array("GIF8".utf8)) { return "GIF" }
        if data.count >= 12, data.starts(with: Array("RIFF".utf8)), data.dropFirst(8).starts(with: Array("WEBP".utf8)) {
            return "WebP"
        }
        return "unknown"
    }

    /// Throws unless `width`×`height` is a non-empty size within `PixelBuffer.maxPixelCount`.
    static func checkSize(_ width: Int, _ height: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0, width <= PixelBuffer.maxPixelCount / height else {
            throw .badSize(width: width, height: height)
        }
    }
}

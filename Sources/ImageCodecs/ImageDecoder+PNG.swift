import CPNG
import LottieGraphics

extension ImageDecoder {
    /// PNG through libpng's simplified API, converted to 8-bit straight RGBA.
    static func decodePNG(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> ImageBitmap {
        var image = png_image()
        image.version = cpng_image_version
        guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
            throw .corrupt(format: "PNG", reason: message(of: image))
        }
        defer { png_image_free(&image) }
        let width = Int(image.width)
        let height = Int(image.height)
        try checkSize(width, height)
        image.format = cpng_format_rgba
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let status = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard status != 0 else { throw .corrupt(format: "PNG", reason: message(of: image)) }
        return ImageBitmap(width: width, height: height, straightRGBA8: rgba)
    }

    /// libpng's error text (`png_image.message`, a fixed C array).
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "unreadable" : text
        }
    }
}

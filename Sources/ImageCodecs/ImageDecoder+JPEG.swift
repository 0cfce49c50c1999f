import CJPEG
import LottieGraphics

extension ImageDecoder {
    /// JPEG through libjpeg-turbo (its error jumps stay inside the C shim), as RGBA with opaque alpha.
    static func decodeJPEG(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> ImageBitmap {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw .corrupt(format: "JPEG", reason: "no data")
        }
        var message = [CChar](repeating: 0, count: Int(cjpeg_message_length))
        var width: Int32 = 0
        var height: Int32 = 0
        guard cjpeg_read_size(base, UInt(bytes.count), &width, &height, &message) == 0 else {
            throw .corrupt(format: "JPEG", reason: text(message))
        }
        try checkSize(Int(width), Int(height))
        var rgba = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = rgba.withUnsafeMutableBufferPointer { pixels in
            cjpeg_decode_rgba(base, UInt(bytes.count), pixels.baseAddress, width, height, &message)
        }
        guard status == 0 else { throw .corrupt(format: "JPEG", reason: text(message)) }
        return ImageBitmap(width: Int(width), height: Int(height), straightRGBA8: rgba)
    }

    private static func text(_ message: [CChar]) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? "unreadable" : text
    }
}

import CWebP
import LottieGraphics

extension ImageDecoder {
    /// WebP (lossy or lossless, with or without alpha) through libwebp's advanced API, decoded
    /// into 8-bit straight RGBA that this function owns. Animated WebP is refused.
    static func decodeWebP(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> ImageBitmap {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw .corrupt(format: "WebP", reason: "no data")
        }
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { throw .corrupt(format: "WebP", reason: "libwebp version mismatch") }
        let header = WebPGetFeatures(base, bytes.count, &config.input)
        guard header == VP8_STATUS_OK else { throw .corrupt(format: "WebP", reason: reason(header)) }
        guard config.input.has_animation == 0 else { throw .unsupportedFormat(format: "animated WebP") }
        let width = Int(config.input.width)
        let height = Int(config.input.height)
        try checkSize(width, height)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        // External memory: libwebp writes into `rgba` and allocates no output buffer to free.
        let status = rgba.withUnsafeMutableBufferPointer { pixels in
            config.output.colorspace = MODE_RGBA
            config.output.is_external_memory = 1
            config.output.u.RGBA.rgba = pixels.baseAddress
            config.output.u.RGBA.stride = Int32(width * 4)
            config.output.u.RGBA.size = pixels.count
            return WebPDecode(base, bytes.count, &config)
        }
        guard status == VP8_STATUS_OK else { throw .corrupt(format: "WebP", reason: reason(status)) }
        return ImageBitmap(width: width, height: height, straightRGBA8: rgba)
    }

    /// libwebp's status code in words.
    private static func reason(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA, VP8_STATUS_SUSPENDED: "truncated data"
        case VP8_STATUS_BITSTREAM_ERROR: "invalid bitstream"
        case VP8_STATUS_UNSUPPORTED_FEATURE: "unsupported feature"
        case VP8_STATUS_OUT_OF_MEMORY: "out of memory"
        default: "libwebp status \(status.rawValue)"
        }
    }
}

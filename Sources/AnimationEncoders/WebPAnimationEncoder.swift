import CWebPMux

/// An animated WebP through libwebpmux's `WebPAnimEncoder`: lossless by default, or lossy at a
/// quality, with a loop count. libwebp keeps the encoded frames until ``finish()`` assembles the
/// file (compressed frames only, not pixels).
package final class WebPAnimationEncoder: AnimationEncoding {
    private let width: Int
    private let height: Int
    private var config = WebPConfig()
    private var clock = TickClock(ticksPerSecond: 1000)
    private var encoder: OpaquePointer?

    /// Starts a WebP of `width × height` that plays `loopCount` times (0: forever); `quality`
    /// (0...100) makes it lossy, nil lossless.
    package init(width: Int, height: Int, loopCount: Int, quality: Double?) throws(EncodingError) {
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw EncodingError(function: "WebPAnimEncoderOptionsInit", code: 0)
        }
        options.anim_params.loop_count = Int32(clamping: loopCount)
        options.anim_params.bgcolor = 0
        if let quality {
            config.lossless = 0
            config.quality = Float(min(max(quality, 0), 100))
        } else {
            config.lossless = 1
            config.quality = 50
            config.method = 2
        }
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw EncodingError(function: "WebPAnimEncoderNew", code: 0)
        }
        self.encoder = encoder
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    /// The pixels as they are: libwebp encodes them in `append`.
    package var prepare: @Sendable ([UInt8]) throws -> [UInt8] { { $0 } }

    package func append(_ rgba: [UInt8], duration: Double) throws(EncodingError) -> [UInt8] {
        guard let encoder else { throw EncodingError(function: "WebPAnimEncoderAdd", code: -1) }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw EncodingError(function: "WebPPictureInit", code: 0) }
        defer { WebPPictureFree(&picture) }
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.use_argb = 1
        guard WebPPictureImportRGBA(&picture, rgba, Int32(width * 4)) != 0 else {
            throw EncodingError(function: "WebPPictureImportRGBA", code: Int(picture.error_code.rawValue))
        }
        let start = clock.total
        _ = clock.ticks(for: duration)
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(start), &config) != 0 else {
            throw EncodingError(function: "WebPAnimEncoderAdd", code: Int(picture.error_code.rawValue))
        }
        return []
    }

    package func finish() throws(EncodingError) -> [UInt8] {
        guard let encoder else { return [] }
        defer {
            WebPAnimEncoderDelete(encoder)
            self.encoder = nil
        }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(clock.total), nil) != 0 else {
            throw EncodingError(function: "WebPAnimEncoderAdd", code: 0)
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw EncodingError(function: "WebPAnimEncoderAssemble", code: 0)
        }
        defer { WebPDataClear(&data) }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }
}

import CWebP
import LottieGraphics

/// Still images as WebP (libwebp's simple API): how much an animation's images would weigh
/// re-encoded, for `check`'s image budget.
package enum WebPEncoder {
    /// `bitmap` as a lossless WebP, or lossy at `quality` (0–100); nil when libwebp fails.
    package static func encode(_ bitmap: ImageBitmap, lossless: Bool, quality: Float = 80) -> [UInt8]? {
        let rgba = bitmap.straightRGBA8()
        guard bitmap.width > 0, bitmap.height > 0, rgba.count == bitmap.width * bitmap.height * 4 else { return nil }
        var output: UnsafeMutablePointer<UInt8>?
        let size = rgba.withUnsafeBufferPointer { pixels in
            let stride = Int32(bitmap.width * 4)
            return lossless
                ? WebPEncodeLosslessRGBA(pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), stride, &output)
                : WebPEncodeRGBA(pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), stride, quality, &output)
        }
        defer { WebPFree(output) }
        guard size > 0, let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}

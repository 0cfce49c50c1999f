/// Raw YUV4MPEG2 video (`C420jpeg`: 4:2:0 with centred chroma, BT.601 limited range), for
/// `| ffmpeg -i - out.mp4`. It has no alpha: frames are composited over a background before.
package final class Y4MEncoder: AnimationEncoding {
    private let width: Int
    private let height: Int
    private var header: [UInt8]?

    /// Starts a stream of `width × height` frames at `framesPerSecond`.
    package init(width: Int, height: Int, framesPerSecond: Double) {
        self.width = width
        self.height = height
        let rate =
            framesPerSecond == framesPerSecond.rounded()
            ? "\(Int(framesPerSecond)):1" : "\(Int((framesPerSecond * 1000).rounded())):1000"
        header = Array("YUV4MPEG2 W\(width) H\(height) F\(rate) Ip A1:1 C420jpeg\n".utf8)
    }

    /// The frame in Y, Cb and Cr planes; alpha is ignored (the pixels must be opaque already).
    package var prepare: @Sendable ([UInt8]) throws -> [UInt8] {
        { [width, height] rgba in Self.planes(rgba, width: width, height: height) }
    }

    package func append(_ prepared: [UInt8], duration: Double) throws(EncodingError) -> [UInt8] {
        defer { header = nil }
        return (header ?? []) + Array("FRAME\n".utf8) + prepared
    }

    private static func planes(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        let chromaWidth = (width + 1) / 2
        let chromaHeight = (height + 1) / 2
        var out: [UInt8] = []
        out.reserveCapacity(width * height + 2 * chromaWidth * chromaHeight)
        for pixel in 0..<(width * height) {
            let (r, g, b) = (Float(rgba[pixel * 4]), Float(rgba[pixel * 4 + 1]), Float(rgba[pixel * 4 + 2]))
            out.append(Self.byte(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255))
        }
        var cb: [UInt8] = []
        var cr: [UInt8] = []
        cb.reserveCapacity(chromaWidth * chromaHeight)
        cr.reserveCapacity(chromaWidth * chromaHeight)
        for cy in 0..<chromaHeight {
            for cx in 0..<chromaWidth {
                var sum = SIMD3<Float>.zero
                var count: Float = 0
                for y in (2 * cy)..<min(2 * cy + 2, height) {
                    for x in (2 * cx)..<min(2 * cx + 2, width) {
                        let p = (y * width + x) * 4
                        sum += SIMD3(Float(rgba[p]), Float(rgba[p + 1]), Float(rgba[p + 2]))
                        count += 1
                    }
                }
                let (r, g, b) = (sum.x / count, sum.y / count, sum.z / count)
                cb.append(Self.byte(128 + (-37.797 * r - 74.203 * g + 112.0 * b) / 255))
                cr.append(Self.byte(128 + (112.0 * r - 93.786 * g - 18.214 * b) / 255))
            }
        }
        return out + cb + cr
    }

    package func finish() throws(EncodingError) -> [UInt8] { header ?? [] }

    private static func byte(_ value: Float) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
}

import LottieGraphics

/// A premultiplied RGBA layer covering the device pixels `rect`: bytes for the frame (its
/// ``PixelBuffer``'s own) and for most offscreen layers, floats for the offscreen layers that
/// effects, layer styles or a projection work on.
struct Surface {
    var rect: IntRect
    /// Four floats a pixel (empty for a surface of bytes).
    var pixels: [Float]
    /// Four bytes a pixel (empty for a surface of floats).
    var bytes: [UInt8] = []
    /// A bound of every pixel written since the surface was cleared, inside `rect`: all the
    /// pixels outside it are transparent.
    var drawn: IntRect = .empty
    /// How many leading elements of `pixels` or `bytes` were zero when the surface was made.
    var zeroedLength = 0

    /// The element index (floats or bytes) of device pixel `(x, y)` (which must lie inside `rect`).
    @inline(__always)
    func index(x: Int, y: Int) -> Int { ((y - rect.y0) * rect.width + (x - rect.x0)) * 4 }

    /// Calls `body(i, pixel)` with the premultiplied components (0...1) of pixel `x + i` of row
    /// `y`, for the `count` pixels from device `(x, y)` (inside `rect`).
    @inline(__always)
    func forEachPixel(x: Int, y: Int, count: Int, _ body: (Int, SIMD4<Float>) -> Void) {
        let start = index(x: x, y: y)
        if bytes.isEmpty {
            pixels.withUnsafeBufferPointer { p in
                guard let base = p.baseAddress else { return }
                let raw = UnsafeRawPointer(base + start)
                for i in 0..<count { body(i, raw.loadUnaligned(fromByteOffset: i * 16, as: SIMD4<Float>.self)) }
            }
        } else {
            bytes.withUnsafeBufferPointer { b in
                guard let base = b.baseAddress else { return }
                let raw = UnsafeRawPointer(base + start)
                for i in 0..<count { body(i, SpanWriter.unpack(raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))) }
            }
        }
    }

    /// Records that the pixels of `area` may have been written.
    mutating func markDrawn(_ area: IntRect) { drawn = drawn.union(area.intersection(rect)) }

    /// Calls `body` with a writer for the pixels of this surface; `scratch` holds the float
    /// copies of byte spans.
    mutating func withSpans<R>(scratch: inout [Float], _ body: (SpanWriter) -> R) -> R {
        if scratch.count < SpanWriter.chunk * 4 { scratch = [Float](repeating: 0, count: SpanWriter.chunk * 4) }
        let rect = rect
        return scratch.withUnsafeMutableBufferPointer { s in
            if bytes.isEmpty {
                return pixels.withUnsafeMutableBufferPointer { p in
                    body(SpanWriter(rect: rect, floats: p.baseAddress, bytes: nil, scratch: s))
                }
            }
            return bytes.withUnsafeMutableBufferPointer { b in
                body(SpanWriter(rect: rect, floats: nil, bytes: b.baseAddress, scratch: s))
            }
        }
    }
}

/// A premultiplied RGBA layer covering the device pixels `rect`: floats for offscreen layers,
/// or the frame's own bytes (``PixelBuffer``) for the surface everything finally lands on.
struct Surface {
    var rect: IntRect
    /// Four floats a pixel (offscreen layers; empty for the frame).
    var pixels: [Float]
    /// Four bytes a pixel (the frame; empty for offscreen layers).
    var bytes: [UInt8] = []
    /// A bound of every pixel written since the surface was cleared, inside `rect`: all the
    /// pixels outside it are transparent.
    var drawn: IntRect = .empty
    /// How many leading floats of `pixels` were zero when the surface was made.
    var zeroedLength = 0

    /// The float index of device pixel `(x, y)` (which must lie inside `rect`).
    @inline(__always)
    func index(x: Int, y: Int) -> Int { ((y - rect.y0) * rect.width + (x - rect.x0)) * 4 }

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

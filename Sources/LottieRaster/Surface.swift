/// A premultiplied RGBA float layer covering the device pixels `rect`.
struct Surface {
    var rect: IntRect
    var pixels: [Float]
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
}

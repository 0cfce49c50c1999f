/// A premultiplied RGBA float layer covering the device pixels `rect`.
struct Surface {
    var rect: IntRect
    var pixels: [Float]

    /// The float index of device pixel `(x, y)` (which must lie inside `rect`).
    @inline(__always)
    func index(x: Int, y: Int) -> Int { ((y - rect.y0) * rect.width + (x - rect.x0)) * 4 }
}

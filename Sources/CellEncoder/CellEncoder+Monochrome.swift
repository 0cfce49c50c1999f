import LottieGraphics

extension CellEncoder {
    /// What monochrome cells draw, as opaque white (drawn) and transparent (not drawn) pixels.
    ///
    /// Drawn pixels are the opaque ones. When opaque pixels cover most of the frame (an
    /// animation with its own background), a glyph-only terminal would show a solid block, so
    /// then only pixels whose luma differs from the background's (the most common luma) are
    /// drawn.
    func monochromeMask(_ pixels: PixelBuffer) -> PixelBuffer {
        let count = pixels.width * pixels.height
        guard count > 0 else { return pixels }
        let bins = 32
        var histogram = [Int](repeating: 0, count: bins)
        var opaque = 0
        pixels.storage.withUnsafeBufferPointer { storage in
            for index in 0..<count where storage[index * 4 + 3] >= alphaThreshold {
                opaque += 1
                histogram[Self.bin(Self.luma(storage, index * 4), bins: bins)] += 1
            }
        }
        let hasBackground = opaque * 2 > count
        let background = histogram.indices.max { histogram[$0] < histogram[$1] } ?? 0
        var mask = PixelBuffer(width: pixels.width, height: pixels.height)
        mask.storage.withUnsafeMutableBufferPointer { output in
            pixels.storage.withUnsafeBufferPointer { storage in
                for index in 0..<count where storage[index * 4 + 3] >= alphaThreshold {
                    if hasBackground, abs(Self.bin(Self.luma(storage, index * 4), bins: bins) - background) <= 2 { continue }
                    for channel in 0..<4 { output[index * 4 + channel] = 1 }
                }
            }
        }
        return mask
    }

    /// Luma (0...1) of the premultiplied pixel whose red component is at `index`.
    private static func luma(_ storage: UnsafeBufferPointer<Float>, _ index: Int) -> Float {
        let alpha = storage[index + 3]
        guard alpha > 0 else { return 0 }
        return (0.2126 * storage[index] + 0.7152 * storage[index + 1] + 0.0722 * storage[index + 2]) / alpha
    }

    private static func bin(_ luma: Float, bins: Int) -> Int {
        min(max(Int(luma * Float(bins)), 0), bins - 1)
    }
}

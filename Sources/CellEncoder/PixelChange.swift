import LottieGraphics

extension IntRect {
    /// The rectangle grown outward to a grid of `cellWidth` × `cellHeight` cells from (0, 0),
    /// and cut to `width` × `height`.
    package func snapped(cellWidth: Int, cellHeight: Int, width: Int, height: Int) -> IntRect {
        IntRect(
            x0: x0 / cellWidth * cellWidth, y0: y0 / cellHeight * cellHeight,
            x1: min(width, (x1 + cellWidth - 1) / cellWidth * cellWidth), y1: min(height, (y1 + cellHeight - 1) / cellHeight * cellHeight))
    }
}

extension PixelBuffer {
    /// The smallest rectangle holding every pixel that differs from `other` (the same size), or
    /// nil when the sizes differ; empty when no pixel differs.
    package func changedRect(from other: PixelBuffer) -> IntRect? {
        guard width == other.width, height == other.height, storage.count == width * height * 4, other.storage.count == storage.count else {
            return nil
        }
        let (width, height) = (self.width, self.height)
        var rect = IntRect(x0: width, y0: height, x1: 0, y1: 0)
        storage.withUnsafeBytes { new in
            other.storage.withUnsafeBytes { old in
                guard let new = new.baseAddress, let old = old.baseAddress else { return }
                func differs(_ x: Int, _ y: Int) -> Bool {
                    let offset = (y &* width &+ x) &* 4
                    return new.loadUnaligned(fromByteOffset: offset, as: UInt32.self) != old.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                }
                for y in 0..<height {
                    // Two pixels at a time up to the first difference.
                    let row = y &* width &* 4
                    var x = 0
                    while x &+ 2 <= width,
                        new.loadUnaligned(fromByteOffset: row &+ x &* 4, as: UInt64.self)
                            == old.loadUnaligned(fromByteOffset: row &+ x &* 4, as: UInt64.self)
                    {
                        x &+= 2
                    }
                    while x < width, !differs(x, y) { x &+= 1 }
                    guard x < width else { continue }
                    rect.y0 = min(rect.y0, y)
                    rect.y1 = y &+ 1
                    rect.x0 = min(rect.x0, x)
                    var last = width &- 1
                    while last >= rect.x1, !differs(last, y) { last &-= 1 }
                    rect.x1 = max(rect.x1, last &+ 1)
                }
            }
        }
        return rect.isEmpty ? IntRect(x0: 0, y0: 0, x1: 0, y1: 0) : rect
    }

    /// The pixels of `rect` (inside the buffer) as a buffer of their own.
    package func cropped(to rect: IntRect) -> PixelBuffer {
        var part = PixelBuffer(width: rect.width, height: rect.height)
        guard !part.storage.isEmpty, storage.count == width * height * 4 else { return part }
        let rowBytes = rect.width * 4
        storage.withUnsafeBufferPointer { source in
            part.storage.withUnsafeMutableBufferPointer { target in
                guard let source = source.baseAddress, let target = target.baseAddress else { return }
                for y in 0..<rect.height {
                    (target + y * rowBytes).update(from: source + ((rect.y0 + y) * width + rect.x0) * 4, count: rowBytes)
                }
            }
        }
        return part
    }
}

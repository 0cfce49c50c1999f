import LottieGraphics

/// Where a ``Renderer`` drew into a buffer: every pixel of the buffer outside it was left
/// transparent. Passing it back with the same, untouched buffer lets the next frame clear
/// only these pixels.
public struct DrawnArea: Sendable, Equatable {
    let rect: IntRect
    let width: Int
    let height: Int

    /// Clears `buffer` to transparent: only the pixels of this area when the buffer has the
    /// size it was drawn at, else all of them.
    func clear(_ buffer: inout PixelBuffer) {
        guard buffer.width == width, buffer.height == height, buffer.storage.count == width * height * 4 else {
            buffer.clear()
            return
        }
        let r = rect.intersection(IntRect(x0: 0, y0: 0, x1: width, y1: height))
        guard !r.isEmpty else { return }
        buffer.storage.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            for y in r.y0..<r.y1 { (base + (y * width + r.x0) * 4).update(repeating: 0, count: r.width * 4) }
        }
    }
}

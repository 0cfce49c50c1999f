import LottieGraphics

/// Where a ``Renderer`` drew into a buffer: every pixel of the buffer outside it was left
/// transparent. Passing it back with the same, untouched buffer lets the next frame clear
/// only these pixels.
public struct DrawnArea: Sendable, Equatable {
    let rect: IntRect
    let width: Int
    let height: Int

    /// Clears `buffer` to transparent: only the pixels of this area when the buffer has the
    /// size it was drawn at, else all of them; the pixels of `keep` are left as they are
    /// (they are about to be painted over).
    func clear(_ buffer: inout PixelBuffer, keeping keep: IntRect) {
        guard buffer.width == width, buffer.height == height, buffer.storage.count == width * height * 4 else {
            buffer.clear()
            return
        }
        let r = rect.intersection(IntRect(x0: 0, y0: 0, x1: width, y1: height))
        guard !r.isEmpty else { return }
        buffer.storage.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            func clearRow(_ y: Int, _ x0: Int, _ x1: Int) {
                if x1 > x0 { (base + (y * width + x0) * 4).update(repeating: 0, count: (x1 - x0) * 4) }
            }
            for y in r.y0..<r.y1 {
                if y >= keep.y0 && y < keep.y1 && keep.x0 < r.x1 && keep.x1 > r.x0 {
                    clearRow(y, r.x0, min(keep.x0, r.x1))
                    clearRow(y, max(keep.x1, r.x0), r.x1)
                } else {
                    clearRow(y, r.x0, r.x1)
                }
            }
        }
    }
}

import LottieGraphics

/// Where a ``Renderer`` drew into a buffer, and what: every pixel of the buffer outside `rect`
/// was left transparent, and the buffer holds `scene`. Passing it back with the same,
/// untouched buffer lets the next frame clear only these pixels, and draw again only where its
/// display items differ from the scene's.
package struct DrawnArea: Sendable {
    let rect: IntRect
    let width: Int
    let height: Int
    /// What the buffer shows, or nil when it is not known whole (a layer was left out because
    /// the frame's offscreen pixels ran out).
    let scene: Scene?

    /// A display list's items as drawn by `transform`, with the composition's rectangle.
    struct Scene: Sendable {
        let items: [DisplayItem]
        let transform: AffineTransform
        let composition: Rect
    }

    init(rect: IntRect, width: Int, height: Int, scene: Scene? = nil) {
        self.rect = rect
        self.width = width
        self.height = height
        self.scene = scene
    }

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

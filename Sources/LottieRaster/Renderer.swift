import LottieGraphics

/// Rasterizes a ``DisplayList`` into a ``PixelBuffer``.
///
/// Not thread-safe and not `Sendable`: it owns reusable scratch memory (cell grid, polylines,
/// offscreen layer pool), so keep one per rendering thread and reuse it between frames.
///
/// ```swift
/// let renderer = Renderer()
/// var pixels = PixelBuffer(width: 160, height: 160)
/// let fit = Renderer.fitTransform(compositionWidth: list.width, compositionHeight: list.height,
///                                 width: 160, height: 160)
/// renderer.render(list, into: &pixels, transform: fit)
/// ```
package final class Renderer {
    /// Largest distance between a curve and its polyline, in device pixels.
    package var tolerance: Double
    /// Deeper group nesting is not drawn (bounds recursion on hostile input).
    package static let maxGroupDepth = 64

    let accumulator = CoverageAccumulator()
    var stroker = Stroker()
    var flattened = PolylineSet()
    var dashed = PolylineSet()
    var outline = PolylineSet()
    var shadeRow: [Float] = []
    /// A run's coverage for paints other than solid colours: spread out when the run is
    /// constant, rounded up to 1 for paints that own their edges.
    var fullCoverageRow: [Float] = []
    /// Float copies of runs of bytes while kernels composite onto them.
    var spanScratch: [Float] = []
    /// Float copies of runs of a layer of bytes while kernels composite it.
    var layerRow: [Float] = []
    /// The coverage of shapes that did not change since the last frame.
    let coverageCache = CoverageCache()
    /// The colour tables of gradients that did not change since the last frame.
    let gradientTables = GradientTableCache()
    /// The pixels whose coverage a shape's is computed over: the composition's pixels in the
    /// frame, or a projected plane's texture. Drawing is often clipped to less (a layer, the
    /// area a frame redraws), but the coverage it records stays that of the whole shape, so the
    /// coverage cache serves the next frame whatever its clip.
    var coverageLimit = IntRect.empty
    private var pool = BufferPool<Float>()
    private var bytePool = BufferPool<UInt8>()
    /// Most pixels of offscreen layers one frame may use; ``EvaluationLimits/maxOffscreenPixels``
    /// unless set lower.
    package var offscreenPixelBudget = EvaluationLimits.maxOffscreenPixels
    /// Offscreen pixels the frame being drawn may still use.
    private var offscreenPixelsLeft = 0
    /// What the last frame could not draw: where the offscreen pixel budget ran out.
    package private(set) var notes: [String] = []
    /// Where the time of groups tagged with a profile entry goes; nil (the default) skips it.
    package var profile: LayerProfile?

    /// Creates a renderer; `tolerance` is the curve flattening tolerance in device pixels.
    package init(tolerance: Double = 0.05) {
        self.tolerance = tolerance.isFinite && tolerance > 0.001 ? tolerance : 0.05
    }

    // MARK: - Public API

    /// Clears `buffer` to transparent and draws `list` into it.
    ///
    /// - Parameters:
    ///   - list: the frame; items outside the composition rectangle are clipped away, and pixels
    ///     cut by its edge keep the covered fraction of their alpha (box coverage).
    ///   - buffer: the destination, premultiplied.
    ///   - transform: composition space → device pixels (see ``fitTransform(compositionWidth:compositionHeight:width:height:)``).
    ///   - previous: what an earlier call returned when `buffer` still holds exactly what that
    ///     call drew; only those pixels are cleared, and when the frame has the same transform,
    ///     only the pixels where its items differ from that frame's (``changedArea(from:to:transform:clip:)``)
    ///     are cleared and drawn again. Nil clears and draws them all.
    /// - Returns: where this frame drew, and what.
    @discardableResult
    package func render(
        _ list: DisplayList, into buffer: inout PixelBuffer, transform: AffineTransform, previous: DrawnArea? = nil
    ) -> DrawnArea {
        offscreenPixelsLeft = offscreenPixelBudget
        notes = []
        let whole = IntRect(x0: 0, y0: 0, x1: buffer.width, y1: buffer.height)
        let stale = previous ?? DrawnArea(rect: whole, width: buffer.width, height: buffer.height)
        guard transform.isFinite, list.width.isFinite, list.height.isFinite, list.width > 0, list.height > 0 else {
            stale.clear(&buffer, keeping: .empty)
            return DrawnArea(rect: .empty, width: buffer.width, height: buffer.height)
        }
        let composition = Rect(x: 0, y: 0, width: list.width, height: list.height)
        let clip = IntRect.covering(composition.applying(transform), within: whole)
        let scene = DrawnArea.Scene(items: list.items, transform: transform, composition: composition)
        var area = clip
        // A profiled frame is drawn whole, so that every layer's time is in it.
        if profile == nil, let previous, let held = previous.scene, previous.width == buffer.width, previous.height == buffer.height,
            buffer.storage.count == buffer.width * buffer.height * 4, held.transform == transform, held.composition == composition
        {
            area = changedArea(from: held.items, to: list.items, transform: transform, clip: clip)
        }
        // The area drawn when it is not the whole frame.
        let part = area == clip ? nil : area
        if let part {
            DrawnArea(rect: part, width: buffer.width, height: buffer.height).clear(&buffer, keeping: .empty)
        } else {
            stale.clear(&buffer, keeping: clip.isEmpty ? .empty : opaqueCover(of: list.items, transform: transform, clip: clip))
        }
        var drawn = part == nil ? IntRect.empty : stale.rect
        coverageLimit = clip
        if !area.isEmpty {
            var root = Surface(rect: whole, pixels: [])
            swap(&root.bytes, &buffer.storage)
            drawItems(list.items, into: &root, clip: area, transform: transform, opacity: 1, depth: 0)
            clipToComposition(composition, transform: transform, clip: clip, area: area, surface: &root)
            swap(&root.bytes, &buffer.storage)
            drawn = drawn.union(root.drawn)
        }
        coverageCache.endFrame(drawnOnlyIn: part)
        gradientTables.endFrame(drawnOnlyIn: part)
        return DrawnArea(rect: drawn, width: buffer.width, height: buffer.height, scene: notes.isEmpty ? scene : nil)
    }

    /// Renders into a new `width × height` buffer, fitted and centred.
    package func render(_ list: DisplayList, width: Int, height: Int) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        let fit = Self.fitTransform(
            compositionWidth: list.width, compositionHeight: list.height, width: buffer.width, height: buffer.height)
        render(list, into: &buffer, transform: fit)
        return buffer
    }

    /// The uniform scale-and-centre transform: `s = min(W/w, H/h)`, offset `((W − w·s)/2, (H − h·s)/2)`
    /// (not rounded). Identity for degenerate sizes.
    package static func fitTransform(compositionWidth w: Double, compositionHeight h: Double, width: Int, height: Int)
        -> AffineTransform
    {
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { return .identity }
        let s = min(Double(width) / w, Double(height) / h)
        return AffineTransform(
            a: s, b: 0, c: 0, d: s, tx: (Double(width) - w * s) / 2, ty: (Double(height) - h * s) / 2)
    }

    // MARK: - Items

    func drawItems(
        _ items: [DisplayItem], into surface: inout Surface, clip: IntRect, transform: AffineTransform,
        opacity: Double, depth: Int
    ) {
        for item in items {
            switch item {
            case .shape(let shape):
                drawShape(shape, into: &surface, clip: clip, transform: transform, opacity: opacity)
            case .group(let group):
                drawProfiledGroup(group, into: &surface, clip: clip, transform: transform, opacity: opacity, depth: depth)
            }
        }
    }

    // MARK: - Buffer pool

    /// Spends the pixels of an offscreen layer over `rect` from the frame's budget; false
    /// (with a note, once) when they do not fit, and the layer is not drawn.
    func spendOffscreenPixels(_ rect: IntRect) -> Bool {
        let count = rect.width * rect.height
        guard count <= offscreenPixelsLeft else {
            if notes.isEmpty {
                notes.append("offscreen layers (masks, mattes, blend modes, group opacity) need more than \(offscreenPixelBudget) pixels in one frame; the rest of them are not drawn")
            }
            offscreenPixelsLeft = 0
            return false
        }
        offscreenPixelsLeft -= count
        return true
    }

    /// A zeroed surface from the pools: floats when `precise` (layers that effects, layer styles
    /// or a projection work on), else premultiplied bytes like the frame's.
    func makeSurface(_ rect: IntRect, precise: Bool) -> Surface {
        let count = rect.width * rect.height * 4
        if precise {
            let (buffer, zeroed) = pool.take(count: count)
            return Surface(rect: rect, pixels: buffer, zeroedLength: zeroed)
        }
        let (buffer, zeroed) = bytePool.take(count: count)
        return Surface(rect: rect, pixels: [], bytes: buffer, zeroedLength: zeroed)
    }

    /// Returns a surface's array to its pool, clearing only the pixels it drew.
    func recycle(_ surface: inout Surface) {
        if surface.bytes.isEmpty {
            var pixels: [Float] = []
            swap(&pixels, &surface.pixels)
            if Self.clearDrawn(&pixels, of: surface) { pool.put(pixels, zeroed: surface.zeroedLength) }
        } else {
            var bytes: [UInt8] = []
            swap(&bytes, &surface.bytes)
            if Self.clearDrawn(&bytes, of: surface) { bytePool.put(bytes, zeroed: surface.zeroedLength) }
        }
    }

    /// Zeroes the elements (four a pixel) of the pixels `surface` drew, so that the array is all
    /// zero again; false, and nothing done, when it was not all zero to begin with.
    private static func clearDrawn<Element: ExpressibleByIntegerLiteral>(_ elements: inout [Element], of surface: Surface) -> Bool {
        let r = surface.rect
        let d = surface.drawn.intersection(r)
        let count = r.width * r.height * 4
        guard surface.zeroedLength >= count, elements.count >= count else { return false }
        elements.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress, !d.isEmpty else { return }
            if d == r {
                base.update(repeating: 0, count: count)
                return
            }
            for y in d.y0..<d.y1 {
                (base + ((y - r.y0) * r.width + (d.x0 - r.x0)) * 4).update(repeating: 0, count: d.width * 4)
            }
        }
        return true
    }

    /// A zeroed float array of at least `count` elements from the pool.
    func takeBuffer(count: Int) -> [Float] { pool.take(count: count).buffer }

    /// Returns an array to the pool.
    func recycle(_ buffer: [Float]) { pool.put(buffer, zeroed: 0) }

    // MARK: - Clip

    /// Multiplies the pixels of `area` (inside `clip`, the pixels the composition touches) by
    /// their exact-area coverage of the composition rectangle.
    private func clipToComposition(_ composition: Rect, transform: AffineTransform, clip: IntRect, area: IntRect, surface: inout Surface) {
        let device = composition.applying(transform)
        if transform.isAxisAligned, device.minX <= Double(clip.x0), device.minY <= Double(clip.y0),
            device.maxX >= Double(clip.x1), device.maxY >= Double(clip.y1)
        {
            return
        }
        if transform.isAxisAligned {
            scaleEdges(of: &surface, clip: clip, area: area, by: device)
            return
        }
        let path = BezierPath.rectangle(composition)
        var coverage = takeBuffer(count: area.width * area.height)
        rasterizeCoverage(path, transform: transform, rect: area, into: &coverage)
        multiply(&surface, rect: area, by: coverage)
        recycle(coverage)
    }

    /// Multiplies the pixels of `area` (inside `clip`) by their exact covered fraction of the
    /// axis-aligned `device` rectangle that `clip` covers (the product of the row's and the
    /// column's overlap): only the partly covered edge rows and columns of `clip` change.
    private func scaleEdges(of surface: inout Surface, clip: IntRect, area: IntRect, by device: Rect) {
        func overlap(_ p: Int, _ lo: Double, _ hi: Double) -> Float {
            Float(max(0, min(Double(p + 1), hi) - max(Double(p), lo)))
        }
        let columns = (clip.width > 1 ? [clip.x0, clip.x1 - 1] : [clip.x0]).filter { $0 >= area.x0 && $0 < area.x1 }
        var row: [Float] = []  // the factors of a partly covered row, made when one comes
        surface.withSpans(scratch: &spanScratch) { writer in
            for y in area.y0..<area.y1 {
                let fy = overlap(y, device.minY, device.maxY)
                if fy >= 1 {
                    for x in columns {
                        var fx = overlap(x, device.minX, device.maxX)
                        if fx < 1 { writer.multiply(x: x, y: y, count: 1, by: &fx) }
                    }
                } else {
                    if row.isEmpty { row = [Float](repeating: 1, count: area.width) }
                    for x in area.x0..<area.x1 { row[x - area.x0] = fy * overlap(x, device.minX, device.maxX) }
                    writer.multiply(x: area.x0, y: y, count: area.width, by: row)
                }
            }
        }
    }
}

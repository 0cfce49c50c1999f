import LottieGraphics

extension Renderer {
    /// Draws a group, through an offscreen layer only when its result differs from drawing the
    /// children directly (masks, matte, blend mode, or opacity over overlapping children).
    func drawGroup(
        _ group: GroupDraw, into surface: inout Surface, clip: IntRect, transform: AffineTransform,
        opacity: Double, depth: Int
    ) {
        guard depth < Self.maxGroupDepth else { return }
        let alpha = Self.unit(group.opacity) * opacity
        guard alpha > 0, !group.children.isEmpty || !group.effects.isEmpty else { return }
        if let viewport = viewportClip(of: group, transform: transform) {
            var unclipped = group
            unclipped.masks = []
            let inner = clip.intersection(viewport)
            guard !inner.isEmpty else { return }
            drawGroup(unclipped, into: &surface, clip: inner, transform: transform, opacity: opacity, depth: depth + 1)
            return
        }
        if let projection = group.projection, group.matte == nil, group.blendMode == .normal,
            alpha >= 1 || Self.isSingleShape(group.children), Self.isGeometryPlane(group)
        {
            // A plane of plain shapes needs no layer: its outlines go through the camera's map.
            let device = projection.followed(by: transform)
            drawProjected(group.children, through: device, into: &surface, clip: clip, opacity: alpha, depth: depth + 1)
            return
        }
        guard needsLayer(group, opacity: alpha, transform: transform) else {
            drawItems(group.children, into: &surface, clip: clip, transform: transform, opacity: alpha, depth: depth + 1)
            return
        }
        guard let bounds = contentBounds(of: [.group(group)], transform: transform, depth: depth) else { return }
        let rect = IntRect.covering(bounds, within: clip)
        guard !rect.isEmpty, spendOffscreenPixels(rect) else { return }
        var layer = makeSurface(rect, precise: Self.needsFloats(group))
        flatten(group, into: &layer, transform: transform, depth: depth)
        if !layer.drawn.isEmpty { composite(layer, onto: &surface, mode: group.blendMode, opacity: Float(alpha)) }
        recycle(&layer)
    }

    /// Draws the children into `layer` (cleared, opacity 1), then applies masks, effects and
    /// matte; a projected group's children, masks and effects are drawn in its plane first.
    /// Masks and matte only take away, so they are skipped when nothing was drawn.
    func flatten(_ group: GroupDraw, into layer: inout Surface, transform: AffineTransform, depth: Int) {
        if let projection = group.projection {
            drawPlane(of: group, through: projection.followed(by: transform), into: &layer, depth: depth)
            layer.markDrawn(layer.rect)
        } else {
            drawItems(group.children, into: &layer, clip: layer.rect, transform: transform, opacity: 1, depth: depth + 1)
            if !group.masks.isEmpty && !layer.drawn.isEmpty { applyMasks(group.masks, to: &layer, transform: transform) }
            if !group.effects.isEmpty {
                applyEffects(group.effects, to: &layer, transform: transform)
                layer.markDrawn(layer.rect)
            }
        }
        if let matte = group.matte, !layer.drawn.isEmpty { applyMatte(matte, to: &layer, transform: transform, depth: depth) }
    }

    // MARK: - Layer decisions

    /// Whether the group's layer is floats: effects and layer styles filter it, and a projected
    /// group that is not geometry resamples its plane; every other layer is premultiplied bytes
    /// like the frame.
    static func needsFloats(_ group: GroupDraw) -> Bool {
        !group.effects.isEmpty || (group.projection != nil && !isGeometryPlane(group))
    }

    private func needsLayer(_ group: GroupDraw, opacity: Double, transform: AffineTransform) -> Bool {
        if !group.masks.isEmpty || !group.effects.isEmpty || group.matte != nil || group.blendMode != .normal || group.projection != nil {
            return true
        }
        if group.childrenNeedIsolation { return true }
        guard opacity < 1, group.children.count > 1 else { return false }
        guard group.children.count <= 8 else { return true }
        var seen: [Rect] = []
        for child in group.children {
            guard let b = contentBounds(of: [child], transform: transform, depth: 0) else { continue }
            if seen.contains(where: { !$0.intersection(b).isEmpty }) { return true }
            seen.append(b)
        }
        return false
    }

    // MARK: - Masks and mattes

    /// Folds the masks left to right (lottie-format §4.7) and multiplies the layer by the result
    /// where it has drawn.
    private func applyMasks(_ masks: [MaskDraw], to layer: inout Surface, transform: AffineTransform) {
        let area = layer.drawn
        let count = area.width * area.height
        var acc = takeBuffer(count: count)
        // The first mask's value alone is the fold's start when the mode maps the seed to it
        // (0 + m, max(0, m), |0 − m|, 1 · m): its coverage goes straight into the accumulator.
        var rest = masks[...]
        switch masks[0].mode {
        case .add, .lighten, .difference, .intersect:
            let first = masks[0]
            rasterizeCoverage(first.path, transform: first.transform.concatenating(transform), rect: area, into: &acc)
            let opacity = Float(Self.unit(first.opacity))
            if first.isInverted || opacity < 1 {
                let flip: Float = first.isInverted ? 1 : 0
                acc.withUnsafeMutableBufferPointer { a in
                    for i in 0..<count { a[i] = abs(flip - a[i]) * opacity }
                }
            }
            rest = masks.dropFirst()
        case .darken:
            break
        case .subtract:
            acc.withUnsafeMutableBufferPointer { $0.update(repeating: 1) }
        }
        var coverage = rest.isEmpty ? [] : takeBuffer(count: count)
        for mask in rest {
            let t = mask.transform.concatenating(transform)
            rasterizeCoverage(mask.path, transform: t, rect: area, into: &coverage)
            let opacity = Float(Self.unit(mask.opacity))
            let flip: Float = mask.isInverted ? 1 : 0
            switch mask.mode {
            case .add: Self.fold(&acc, &coverage, count, flip, opacity) { v, m in v + m - v * m }
            case .subtract: Self.fold(&acc, &coverage, count, flip, opacity) { v, m in v * (1 - m) }
            case .intersect: Self.fold(&acc, &coverage, count, flip, opacity) { v, m in v * m }
            case .lighten: Self.fold(&acc, &coverage, count, flip, opacity) { v, m in max(v, m) }
            case .darken: Self.fold(&acc, &coverage, count, flip, opacity) { v, m in min(v, m) }
            case .difference: Self.fold(&acc, &coverage, count, flip, opacity) { v, m in abs(v - m) }
            }
        }
        multiply(&layer, rect: area, by: acc)
        recycle(acc)
        if !coverage.isEmpty { recycle(coverage) }
    }

    /// `acc[i] = op(acc[i], m)` with the mask value `m = |flip − coverage[i]| · opacity` (coverage
    /// is in 0...1, so `flip = 1` inverts it); clears `coverage` for reuse.
    @inline(__always)
    private static func fold(
        _ acc: inout [Float], _ coverage: inout [Float], _ count: Int, _ flip: Float, _ opacity: Float,
        _ op: (Float, Float) -> Float
    ) {
        acc.withUnsafeMutableBufferPointer { a in
            coverage.withUnsafeMutableBufferPointer { c in
                guard let a = a.baseAddress, let c = c.baseAddress else { return }
                for i in 0..<count {
                    let m = abs(flip - c[i]) * opacity
                    c[i] = 0
                    a[i] = op(a[i], m)
                }
            }
        }
    }

    /// Renders the matte source over the layer's rectangle and multiplies the layer by its
    /// alpha or Rec.709 luma (of premultiplied colour), inverted as asked.
    private func applyMatte(_ matte: MatteDraw, to layer: inout Surface, transform: AffineTransform, depth: Int) {
        let source = matte.source
        let opacity = Float(Self.unit(source.opacity))
        var src = makeSurface(layer.rect, precise: Self.needsFloats(source))
        if opacity > 0 && depth + 1 < Self.maxGroupDepth && spendOffscreenPixels(layer.rect) {
            flatten(source, into: &src, transform: transform, depth: depth + 1)
        }
        let area = layer.drawn
        var factor = takeBuffer(count: area.width * area.height)
        let inverted = matte.mode == .alphaInverted || matte.mode == .lumaInverted
        let weights: SIMD4<Float> =
            switch matte.mode {
            case .alpha, .alphaInverted: SIMD4(0, 0, 0, opacity)
            case .luma, .lumaInverted: SIMD4(0.2126, 0.7152, 0.0722, 0) * opacity
            }
        factor.withUnsafeMutableBufferPointer { f in
            guard let f = f.baseAddress else { return }
            for y in area.y0..<area.y1 {
                let row = f + (y - area.y0) * area.width
                src.forEachPixel(x: area.x0, y: y, count: area.width) { i, p in
                    let clamped = min(max((p * weights).sum(), 0), 1)
                    row[i] = inverted ? 1 - clamped : clamped
                }
            }
        }
        multiply(&layer, rect: area, by: factor)
        recycle(factor)
        recycle(&src)
    }

    // MARK: - Helpers

    /// Writes the nonzero coverage of `path` into `coverage` (one float per pixel of `rect`,
    /// which must be zero on entry outside the path; rows without coverage are left untouched).
    func rasterizeCoverage(_ path: BezierPath, transform: AffineTransform, rect: IntRect, into coverage: inout [Float]) {
        guard transform.isFinite, let b = path.bounds else { return }
        let device = b.applying(transform)
        let bounds = IntRect.covering(device, within: rect)
        guard !bounds.isEmpty else { return }
        let key = CoverageCache.Key(
            path: path, transform: transform, style: .fill(.nonZero), rect: coverageRect(of: device, drawnIn: bounds),
            tolerance: tolerance)
        let width = rect.width
        coverage.withUnsafeMutableBufferPointer { out in
            guard let outBase = out.baseAddress else { return }
            coverageRuns(of: key, within: bounds) { y, x, cov, count, isConstant in
                let out = outBase + (y - rect.y0) * width + (x - rect.x0)
                if isConstant {
                    out.update(repeating: cov[0], count: count)
                } else {
                    out.update(from: cov, count: count)
                }
            } addEdges: { bounds in
                let cull = Rect(x: Double(bounds.x0), y: Double(bounds.y0), width: Double(bounds.width), height: Double(bounds.height))
                PathFlattener.flatten(path, transform: transform, tolerance: tolerance, cull: cull.expanded(by: 1), into: &flattened)
                addEdges(of: flattened, transform: nil)
                return .nonZero
            }
        }
    }

    /// Multiplies every pixel of `rect` (which lies inside the surface) by a per-pixel factor.
    func multiply(_ surface: inout Surface, rect: IntRect, by factor: [Float]) {
        let width = rect.width
        surface.withSpans(scratch: &spanScratch) { writer in
            factor.withUnsafeBufferPointer { f in
                guard let factors = f.baseAddress else { return }
                for y in rect.y0..<rect.y1 {
                    writer.multiply(x: rect.x0, y: y, count: width, by: factors + (y - rect.y0) * width)
                }
            }
        }
    }

    /// Blends what a finished layer drew onto a surface that contains it: bytes onto bytes with
    /// source-over in integers, everything else with the float kernels.
    private func composite(_ layer: Surface, onto surface: inout Surface, mode: BlendMode, opacity: Float) {
        let lr = layer.rect
        let area = layer.drawn.intersection(lr)
        surface.markDrawn(area)
        if layer.bytes.isEmpty, mode == .normal, !surface.bytes.isEmpty {
            // A float layer (filtered by effects) onto bytes: each row rounded to bytes once,
            // then the integer source-over of layers of bytes.
            let level = UInt32(truncatingIfNeeded: SpanWriter.byte(opacity))
            if layerRow.count < area.width { layerRow = [Float](repeating: 0, count: area.width) }
            layer.pixels.withUnsafeBufferPointer { src in
                layerRow.withUnsafeMutableBufferPointer { row in
                    surface.withSpans(scratch: &spanScratch) { writer in
                        guard let s = src.baseAddress, let row = row.baseAddress else { return }
                        let packed = UnsafeMutableRawPointer(row).bindMemory(to: UInt32.self, capacity: area.width)
                        let bytes = UnsafeMutableRawPointer(row).bindMemory(to: UInt8.self, capacity: area.width * 4)
                        for y in area.y0..<area.y1 {
                            SpanWriter.store(s + layer.index(x: area.x0, y: y), area.width * 4, into: bytes)
                            writer.sourceOver(pixels: packed, opacity: level, x: area.x0, y: y, count: area.width)
                        }
                    }
                }
            }
            return
        }
        if layer.bytes.isEmpty {
            layer.pixels.withUnsafeBufferPointer { src in
                guard let s = src.baseAddress else { return }
                composite(area, onto: &surface, mode: mode, opacity: opacity) { y, first, _ in
                    s + layer.index(x: area.x0 + first, y: y)
                }
            }
            return
        }
        if mode == .normal && !surface.bytes.isEmpty {
            let level = UInt32(truncatingIfNeeded: SpanWriter.byte(opacity))
            layer.bytes.withUnsafeBufferPointer { src in
                surface.withSpans(scratch: &spanScratch) { writer in
                    guard let s = src.baseAddress else { return }
                    for y in area.y0..<area.y1 {
                        let row = UnsafeRawPointer(s + layer.index(x: area.x0, y: y)).bindMemory(to: UInt32.self, capacity: area.width)
                        writer.sourceOver(pixels: row, opacity: level, x: area.x0, y: y, count: area.width)
                    }
                }
            }
            return
        }
        // Onto bytes, the writer hands the kernel at most a chunk of the row; onto floats, all of it.
        let rowLength = max(SpanWriter.chunk, area.width) * 4
        if layerRow.count < rowLength { layerRow = [Float](repeating: 0, count: rowLength) }
        layer.bytes.withUnsafeBufferPointer { src in
            layerRow.withUnsafeMutableBufferPointer { row in
                guard let s = src.baseAddress, let row = row.baseAddress else { return }
                composite(area, onto: &surface, mode: mode, opacity: opacity) { y, first, n in
                    SpanWriter.load(s + layer.index(x: area.x0 + first, y: y), n * 4, into: row)
                    return UnsafePointer(row)
                }
            }
        }
    }

    /// Blends, row by row, the float pixels `source(y, first, n)` gives for pixels
    /// `first ..< first + n` of `area`'s row `y` onto the surface.
    @inline(__always)
    private func composite(
        _ area: IntRect, onto surface: inout Surface, mode: BlendMode, opacity: Float,
        source: (Int, Int, Int) -> UnsafePointer<Float>
    ) {
        surface.withSpans(scratch: &spanScratch) { writer in
            for y in area.y0..<area.y1 {
                writer.update(x: area.x0, y: y, count: area.width) { dst, first, n in
                    BlendKernel.blend(mode, src: source(y, first, n), opacity: opacity, count: n, dst: dst)
                }
            }
        }
    }
}

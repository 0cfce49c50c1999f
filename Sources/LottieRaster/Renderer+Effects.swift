import LottieGraphics

extension Renderer {
    /// Blurs wider than this many device pixels (standard deviation) are capped.
    static let maxBlurSigma = 2000.0

    /// How far the effects can spread a layer's pixels beyond its content, in device pixels.
    static func effectMargin(_ effects: [LayerEffect], transform: AffineTransform) -> Double {
        let scale = transform.scaleFactor
        var margin = 0.0
        for effect in effects {
            switch effect {
            case .dropShadow(_, let offset, let sigma, _):
                let reach = transform.applyToVector(offset).length + Double(BoxBlur(sigma: sigma * scale).reach)
                margin = max(margin, reach.isFinite ? reach : 0)
            case .gaussianBlur(let sigma, _, let repeatsEdges):
                // Repeated edges keep the blur inside the layer.
                if !repeatsEdges { margin = max(margin, Double(BoxBlur(sigma: sigma * scale).reach)) }
            case .glow(_, let offset, let sigma, _):
                let reach = transform.applyToVector(offset).length + Double(BoxBlur(sigma: sigma * scale).reach)
                margin = max(margin, reach.isFinite ? reach : 0)
            case .outline(_, let width):
                let reach = min(width * scale, Dilation.maxRadius) + 1
                margin = max(margin, reach.isFinite ? reach : 0)
            case .choke(let amount) where amount < 0:
                let reach = min(-amount * scale, Dilation.maxRadius) + 1
                margin = max(margin, reach.isFinite ? reach : 0)
            case .fill, .tint, .tritone, .innerShadow, .colorOverlay, .gradientOverlay, .maskedFill, .maskStroke, .linearWipe, .radialWipe, .choke:
                break
            }
        }
        return margin
    }

    /// Runs the effects in order on a flattened layer, keeping `layer.drawn` a bound of its
    /// visible pixels (the blurs only work around it).
    func applyEffects(_ effects: [LayerEffect], to layer: inout Surface, transform: AffineTransform) {
        let scale = transform.scaleFactor
        for effect in effects {
            switch effect {
            case .dropShadow(let color, let offset, let sigma, let shadowOnly):
                dropShadow(
                    on: &layer, color: color, offset: transform.applyToVector(offset), blur: BoxBlur(sigma: sigma * scale),
                    shadowOnly: shadowOnly)
            case .gaussianBlur(let sigma, let axes, let repeatsEdges):
                blur(&layer, by: BoxBlur(sigma: sigma * scale), axes: axes, repeatsEdges: repeatsEdges)
            case .fill(let color, let opacity):
                Self.recolor(&layer) { c in color.with(alpha: c.a * opacity) }
            case .tint(let black, let white, let amount):
                Self.recolor(&layer) { c in c.lerp(to: black.lerp(to: white, Self.luma(c)), amount).with(alpha: c.a) }
            case .tritone(let highlights, let midtones, let shadows, let blend):
                Self.recolor(&layer) { c in
                    let l = Self.luma(c)
                    let mapped = l < 0.5 ? shadows.lerp(to: midtones, 2 * l) : midtones.lerp(to: highlights, 2 * l - 1)
                    return mapped.lerp(to: c, blend).with(alpha: c.a)
                }
            case .glow, .outline:
                applyLayerStyle(effect, to: &layer, transform: transform)
                layer.markDrawn(layer.rect)
            case .innerShadow, .colorOverlay:
                applyLayerStyle(effect, to: &layer, transform: transform)
            case .gradientOverlay(let stops, let direction, let shape, let scale, let opacity):
                Self.overlay(&layer, gradient: stops, direction: transform.applyToVector(direction), shape: shape, scale: scale, opacity: opacity)
            case .maskedFill, .linearWipe, .radialWipe:
                applyRegionEffect(effect, to: &layer, transform: transform)
            case .maskStroke, .choke:
                applyRegionEffect(effect, to: &layer, transform: transform)
                layer.markDrawn(layer.rect)
            }
        }
    }

    /// Puts a blurred, shifted silhouette of the layer in `color` under (or instead of) it.
    private func dropShadow(on layer: inout Surface, color: Color, offset: Vector2, blur: BoxBlur, shadowOnly: Bool) {
        let rect = layer.rect
        let area = Self.shadowArea(of: layer, offset: offset, blur: blur)
        var alpha = shiftedAlpha(of: layer, by: area.shift, into: area.moved)
        let window = area.window
        self.blur(&alpha, rect: rect, channels: 1, window: window, by: blur, axes: .both)
        let tint = pointwiseMax(SIMD4(Float(color.r), Float(color.g), Float(color.b), 1) * Float(color.a), .zero)
        if shadowOnly {
            let drawn = layer.drawn.intersection(rect)
            layer.pixels.withUnsafeMutableBufferPointer { p in
                guard let base = p.baseAddress else { return }
                for y in drawn.y0..<drawn.y1 {
                    (base + ((y - rect.y0) * rect.width + drawn.x0 - rect.x0) * 4).update(repeating: 0, count: drawn.width * 4)
                }
            }
        }
        Self.forEachPixel(of: &layer, in: window) { p, i in
            let shadow = tint * alpha[i]
            // The layer over its shadow (premultiplied source-over).
            p = shadowOnly ? shadow : p + shadow * (1 - p[3])
        }
        layer.markDrawn(window)
        recycle(alpha)
    }

    /// How far a layer's shadow moves (`offset` rounded to whole pixels), where it lands (the
    /// drawn area moved) and what its blur can reach, inside the layer.
    static func shadowArea(of layer: Surface, offset: Vector2, blur: BoxBlur) -> (shift: (x: Int, y: Int), moved: IntRect, window: IntRect) {
        func pixels(_ v: Double) -> Int { v.isFinite ? v.rounded().clampedInt(in: -1_000_000_000...1_000_000_000) : 0 }
        let (dx, dy) = (pixels(offset.x), pixels(offset.y))
        let d = layer.drawn.intersection(layer.rect)
        let moved = IntRect(x0: d.x0 + dx, y0: d.y0 + dy, x1: d.x1 + dx, y1: d.y1 + dy).intersection(layer.rect)
        return ((dx, dy), moved, moved.expanded(by: blur.reach, axes: .both).intersection(layer.rect))
    }

    /// A zeroed mask over the layer's rectangle (one float per pixel) holding, inside `moved`,
    /// the alpha of the layer's pixels moved by `shift` (see ``shadowArea(of:offset:blur:)``).
    func shiftedAlpha(of layer: Surface, by shift: (x: Int, y: Int), into moved: IntRect) -> [Float] {
        let rect = layer.rect
        var alpha = takeBuffer(count: rect.width * rect.height)
        let (dx, dy) = shift
        layer.pixels.withUnsafeBufferPointer { src in
            for y in moved.y0..<moved.y1 {
                let from = layer.index(x: moved.x0 - dx, y: y - dy) + 3
                let to = (y - rect.y0) * rect.width + moved.x0 - rect.x0
                for x in 0..<moved.width { alpha[to + x] = src[from + x * 4] }
            }
        }
        return alpha
    }

    /// Blurs an image covering `rect` with `channels` (1 or 4) floats per pixel inside `window`
    /// (device pixels; see ``BoxBlur/apply(to:scratch:width:channels:columns:rows:axes:repeatsEdges:)``),
    /// with a pooled scratch image.
    func blur(
        _ pixels: inout [Float], rect: IntRect, channels: Int, window: IntRect, by blur: BoxBlur, axes: LayerEffect.BlurAxes,
        repeatsEdges: Bool = false
    ) {
        guard !blur.radii.isEmpty, !window.isEmpty else { return }
        var scratch = takeBuffer(count: rect.width * rect.height * channels)
        blur.apply(
            to: &pixels, scratch: &scratch, width: rect.width, channels: channels, columns: (window.x0 - rect.x0)..<(window.x1 - rect.x0),
            rows: (window.y0 - rect.y0)..<(window.y1 - rect.y0), axes: axes, repeatsEdges: repeatsEdges)
        recycle(scratch)
    }

    /// Blurs a layer in place: around what it drew, or all of it when edges repeat.
    private func blur(_ layer: inout Surface, by blur: BoxBlur, axes: LayerEffect.BlurAxes, repeatsEdges: Bool) {
        let window = repeatsEdges ? layer.rect : layer.drawn.expanded(by: blur.reach, axes: axes).intersection(layer.rect)
        self.blur(&layer.pixels, rect: layer.rect, channels: 4, window: window, by: blur, axes: axes, repeatsEdges: repeatsEdges)
        layer.markDrawn(window)
    }

    /// Calls `body` with every pixel of `area` (premultiplied RGBA, inside the layer) and its
    /// index in the layer's rectangle, storing what it leaves.
    static func forEachPixel(of layer: inout Surface, in area: IntRect, _ body: (inout SIMD4<Float>, Int) -> Void) {
        let r = layer.rect
        let a = area.intersection(r)
        layer.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = UnsafeMutableRawPointer(buffer.baseAddress) else { return }
            for y in a.y0..<a.y1 {
                let row = (y - r.y0) * r.width - r.x0
                for i in (row + a.x0)..<(row + a.x1) {
                    var v = base.loadUnaligned(fromByteOffset: i * 16, as: SIMD4<Float>.self)
                    body(&v, i)
                    base.storeBytes(of: v, toByteOffset: i * 16, as: SIMD4<Float>.self)
                }
            }
        }
    }

    /// Replaces the straight colour of every covered pixel with what `body` makes of it.
    private static func recolor(_ layer: inout Surface, _ body: (Color) -> Color) {
        let count = layer.rect.width * layer.rect.height
        layer.pixels.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: count * 4, by: 4) {
                let a = p[i + 3]
                guard a > 0 else { continue }
                let c = body(Color(r: Double(p[i] / a), g: Double(p[i + 1] / a), b: Double(p[i + 2] / a), a: Double(a)))
                let alpha = Float(min(max(c.a, 0), 1))
                p[i] = Float(min(max(c.r, 0), 1)) * alpha
                p[i + 1] = Float(min(max(c.g, 0), 1)) * alpha
                p[i + 2] = Float(min(max(c.b, 0), 1)) * alpha
                p[i + 3] = alpha
            }
        }
    }

    /// Rec.709 luma of a straight colour, as the luma matte uses.
    private static func luma(_ c: Color) -> Double {
        min(max(0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b, 0), 1)
    }
}

extension IntRect {
    /// The rectangle grown by `margin` pixels along the blurred axes (empty stays empty).
    func expanded(by margin: Int, axes: LayerEffect.BlurAxes) -> IntRect {
        guard !isEmpty else { return self }
        let dx = axes == .vertical ? 0 : margin
        let dy = axes == .horizontal ? 0 : margin
        return IntRect(x0: x0 - dx, y0: y0 - dy, x1: x1 + dx, y1: y1 + dy)
    }
}

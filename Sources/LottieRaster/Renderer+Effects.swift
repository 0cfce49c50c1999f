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

    /// Runs the effects in order on a flattened layer.
    func applyEffects(_ effects: [LayerEffect], to layer: inout Surface, transform: AffineTransform) {
        let scale = transform.scaleFactor
        for effect in effects {
            switch effect {
            case .dropShadow(let color, let offset, let sigma, let shadowOnly):
                dropShadow(
                    on: &layer, color: color, offset: transform.applyToVector(offset), blur: BoxBlur(sigma: sigma * scale),
                    shadowOnly: shadowOnly)
            case .gaussianBlur(let sigma, let axes, let repeatsEdges):
                blur(&layer.pixels, rect: layer.rect, by: BoxBlur(sigma: sigma * scale), axes: axes, repeatsEdges: repeatsEdges)
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
            case .glow, .innerShadow, .outline, .colorOverlay:
                applyLayerStyle(effect, to: &layer, transform: transform)
            case .gradientOverlay(let stops, let direction, let shape, let scale, let opacity):
                Self.overlay(&layer, gradient: stops, direction: transform.applyToVector(direction), shape: shape, scale: scale, opacity: opacity)
            case .maskedFill, .maskStroke, .linearWipe, .radialWipe, .choke:
                applyRegionEffect(effect, to: &layer, transform: transform)
            }
        }
    }

    /// Puts a blurred, shifted silhouette of the layer in `color` under (or instead of) it.
    private func dropShadow(on layer: inout Surface, color: Color, offset: Vector2, blur: BoxBlur, shadowOnly: Bool) {
        let rect = layer.rect
        func pixels(_ v: Double) -> Int { v.isFinite ? v.rounded().clampedInt(in: -1_000_000_000...1_000_000_000) : 0 }
        let dx = pixels(offset.x)
        let dy = pixels(offset.y)
        var shadow = takeBuffer(count: layer.pixels.count)
        let tint = (Float(color.r * color.a), Float(color.g * color.a), Float(color.b * color.a), Float(color.a))
        let width = rect.width
        let height = rect.height
        if abs(dx) < width && abs(dy) < height {
            layer.pixels.withUnsafeBufferPointer { src in
                shadow.withUnsafeMutableBufferPointer { dst in
                    for y in max(0, -dy)..<min(height, height - dy) {
                        for x in max(0, -dx)..<min(width, width - dx) {
                            let a = src[(y * width + x) * 4 + 3]
                            guard a > 0 else { continue }
                            let j = ((y + dy) * width + x + dx) * 4
                            dst[j] = tint.0 * a
                            dst[j + 1] = tint.1 * a
                            dst[j + 2] = tint.2 * a
                            dst[j + 3] = tint.3 * a
                        }
                    }
                }
            }
        }
        self.blur(&shadow, rect: rect, by: blur, axes: .both)
        if !shadowOnly {
            // The layer over its shadow (premultiplied source-over).
            layer.pixels.withUnsafeBufferPointer { src in
                shadow.withUnsafeMutableBufferPointer { dst in
                    for i in stride(from: 0, to: width * height * 4, by: 4) {
                        let keep = 1 - src[i + 3]
                        dst[i] = src[i] + dst[i] * keep
                        dst[i + 1] = src[i + 1] + dst[i + 1] * keep
                        dst[i + 2] = src[i + 2] + dst[i + 2] * keep
                        dst[i + 3] = src[i + 3] + dst[i + 3] * keep
                    }
                }
            }
        }
        swap(&layer.pixels, &shadow)
        layer.zeroedLength = layer.rect.width * layer.rect.height * 4  // what takeBuffer zeroed
        recycle(shadow)
    }

    /// Blurs a premultiplied RGBA layer covering `rect`, with a pooled line buffer.
    func blur(_ pixels: inout [Float], rect: IntRect, by blur: BoxBlur, axes: LayerEffect.BlurAxes, repeatsEdges: Bool = false) {
        var scratch = takeBuffer(count: 4 * max(rect.width, rect.height))
        blur.apply(to: &pixels, scratch: &scratch, rect: rect, axes: axes, repeatsEdges: repeatsEdges)
        recycle(scratch)
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

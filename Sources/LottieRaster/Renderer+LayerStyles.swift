import LottieGraphics

extension Renderer {
    /// Draws the glow, inner shadow, outline and colour overlay layer styles on a flattened layer.
    /// Offsets are in composition space and widths in composition units; `transform` maps them
    /// to device pixels.
    func applyLayerStyle(_ effect: LayerEffect, to layer: inout Surface, transform: AffineTransform) {
        let scale = transform.scaleFactor
        let count = layer.rect.width * layer.rect.height
        switch effect {
        case .glow(let color, let offset, let sigma, let spread):
            let m = silhouette(of: layer, offset: transform.applyToVector(offset), blur: BoxBlur(sigma: sigma * scale), spread: spread)
            Self.drawUnder(&layer, color: color, coverage: m)
            recycle(m)
        case .innerShadow(let color, let offset, let sigma, let choke):
            let m = silhouette(of: layer, offset: transform.applyToVector(offset), blur: BoxBlur(sigma: sigma * scale), spread: choke)
            let tint = SIMD4<Float>(Float(color.r), Float(color.g), Float(color.b), 1)
            let opacity = Float(color.a)
            layer.pixels.withUnsafeMutableBufferPointer { p in
                for i in 0..<count {
                    let j = i * 4
                    let a = p[j + 3]
                    guard a > 0 else { continue }
                    // The shadow atop the layer: its colour at the layer's alpha, the layer's own
                    // colour through the rest.
                    let s = opacity * (1 - min(max(m[i], 0), 1))
                    for c in 0..<3 { p[j + c] = tint[c] * s * a + p[j + c] * (1 - s) }
                }
            }
            recycle(m)
        case .outline(let color, let width):
            var alpha = [Float](repeating: 0, count: count)
            for i in 0..<count { alpha[i] = layer.pixels[i * 4 + 3] }
            let width = width * scale
            let grown = Dilation.dilate(alpha, width: layer.rect.width, height: layer.rect.height, radius: width.isFinite ? width : 0)
            Self.drawUnder(&layer, color: color, coverage: grown)
        case .colorOverlay(let color):
            let mix = Float(min(max(color.a, 0), 1))
            let tint = SIMD4<Float>(Float(color.r), Float(color.g), Float(color.b), 1)
            layer.pixels.withUnsafeMutableBufferPointer { p in
                for i in 0..<count {
                    let j = i * 4
                    let a = p[j + 3]
                    guard a > 0 else { continue }
                    for c in 0..<3 { p[j + c] += (tint[c] * a - p[j + c]) * mix }
                }
            }
        default:
            break
        }
    }

    /// The layer's alpha moved by `offset` (rounded to whole pixels) and blurred, one float per
    /// pixel; the inner `spread` (0...1) of the blur made solid.
    private func silhouette(of layer: Surface, offset: Vector2, blur: BoxBlur, spread: Double) -> [Float] {
        let area = Self.shadowArea(of: layer, offset: offset, blur: blur)
        var mask = shiftedAlpha(of: layer, by: area.shift, into: area.moved)
        self.blur(&mask, rect: layer.rect, channels: 1, window: area.window, by: blur, axes: .both)
        let solid = Float(min(max(spread.isFinite ? spread : 0, 0), 0.99))
        if solid > 0 {
            let k = 1 / (1 - solid)
            for i in 0..<(layer.rect.width * layer.rect.height) { mask[i] = min(mask[i] * k, 1) }
        }
        return mask
    }

    /// Puts `color` at the coverage (one value per pixel) under the layer: source-over with the
    /// layer on top.
    private static func drawUnder(_ layer: inout Surface, color: Color, coverage: [Float]) {
        let count = min(layer.rect.width * layer.rect.height, coverage.count)
        let tint = SIMD4<Float>(Float(color.r), Float(color.g), Float(color.b), 1) * Float(min(max(color.a, 0), 1))
        layer.pixels.withUnsafeMutableBufferPointer { p in
            coverage.withUnsafeBufferPointer { m in
                guard let pixels = p.baseAddress.map(UnsafeMutableRawPointer.init), let m = m.baseAddress, p.count >= count * 4 else { return }
                // No branches, so that the loop is vector code: coverage 0 adds nothing.
                for i in 0..<count {
                    let old = pixels.loadUnaligned(fromByteOffset: i * 16, as: SIMD4<Float>.self)
                    let amount = (m[i] > 0 ? min(m[i], 1) : 0) * (1 - old.w)
                    pixels.storeBytes(of: old + tint * amount, toByteOffset: i * 16, as: SIMD4<Float>.self)
                }
            }
        }
    }
}

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
            Self.drawUnder(&layer, color: color, coverage: m, stride: 4)
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
                    let s = opacity * (1 - min(max(m[j + 3], 0), 1))
                    for c in 0..<3 { p[j + c] = tint[c] * s * a + p[j + c] * (1 - s) }
                }
            }
            recycle(m)
        case .outline(let color, let width):
            var alpha = [Float](repeating: 0, count: count)
            for i in 0..<count { alpha[i] = layer.pixels[i * 4 + 3] }
            let width = width * scale
            let grown = Dilation.dilate(alpha, width: layer.rect.width, height: layer.rect.height, radius: width.isFinite ? width : 0)
            Self.drawUnder(&layer, color: color, coverage: grown, stride: 1)
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

    /// The layer's alpha moved by `offset` (rounded to whole pixels) and blurred, in every
    /// channel; the inner `spread` (0...1) of the blur made solid.
    private func silhouette(of layer: Surface, offset: Vector2, blur: BoxBlur, spread: Double) -> [Float] {
        let width = layer.rect.width
        let height = layer.rect.height
        func pixels(_ v: Double) -> Int { v.isFinite ? v.rounded().clampedInt(in: -1_000_000_000...1_000_000_000) : 0 }
        let dx = pixels(offset.x)
        let dy = pixels(offset.y)
        var buffer = takeBuffer(count: width * height * 4)
        if abs(dx) < width && abs(dy) < height {
            for y in max(0, -dy)..<min(height, height - dy) {
                for x in max(0, -dx)..<min(width, width - dx) {
                    let a = layer.pixels[(y * width + x) * 4 + 3]
                    guard a > 0 else { continue }
                    let j = ((y + dy) * width + x + dx) * 4
                    for c in 0..<4 { buffer[j + c] = a }
                }
            }
        }
        self.blur(&buffer, rect: layer.rect, by: blur, axes: .both)
        let solid = Float(min(max(spread.isFinite ? spread : 0, 0), 0.99))
        if solid > 0 {
            let k = 1 / (1 - solid)
            for i in 0..<(width * height) { buffer[i * 4 + 3] = min(buffer[i * 4 + 3] * k, 1) }
        }
        return buffer
    }

    /// Puts `color` at the coverage (every `stride`-th value) under the layer: source-over with
    /// the layer on top.
    private static func drawUnder(_ layer: inout Surface, color: Color, coverage: [Float], stride: Int) {
        let count = layer.rect.width * layer.rect.height
        let tint = SIMD4<Float>(Float(color.r), Float(color.g), Float(color.b), 1) * Float(min(max(color.a, 0), 1))
        layer.pixels.withUnsafeMutableBufferPointer { p in
            for i in 0..<count {
                let m = min(max(coverage[i * stride + stride - 1], 0), 1)
                guard m > 0 else { continue }
                let j = i * 4
                let keep = 1 - p[j + 3]
                for c in 0..<4 { p[j + c] += tint[c] * m * keep }
            }
        }
    }
}

import LottieGraphics

extension Renderer {
    /// The gradient overlay layer style: over the bounds of the layer's visible pixels, each
    /// pixel's colour moves toward the gradient's colour at its offset by `opacity` times the
    /// gradient's alpha; alpha (coverage) is kept. `direction` is in device space.
    static func overlay(
        _ layer: inout Surface, gradient stops: [GradientStop], direction: Vector2, shape: LayerEffect.OverlayShape,
        scale: Double, opacity: Double
    ) {
        guard let box = visibleBounds(of: layer), direction.length > 0, direction.isFinite, opacity > 0 else { return }
        let d = direction * (1 / direction.length)
        let center = Vector2(Double(box.x0 + box.x1) / 2, Double(box.y0 + box.y1) / 2)
        let width = Double(box.width)
        let height = Double(box.height)
        let factor = scale.isFinite && scale > 0.01 ? scale : 1
        // Half the bounds' extent along the direction (linear, reflected) or half their larger side (radial).
        let reach =
            switch shape {
            case .linear, .reflected: (width * abs(d.x) + height * abs(d.y)) / 2 * factor
            case .radial: max(width, height) / 2 * factor
            }
        guard reach > 0 else { return }
        let table = GradientTable(gradient: Gradient(kind: .linear(start: .zero, end: .zero), stops: stops), opacity: 1)
        let mix = Float(min(opacity, 1))
        let rect = layer.rect
        layer.pixels.withUnsafeMutableBufferPointer { p in
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 {
                    let j = ((y - rect.y0) * rect.width + (x - rect.x0)) * 4
                    let a = p[j + 3]
                    guard a > 0 else { continue }
                    let v = Vector2(Double(x) + 0.5 - center.x, Double(y) + 0.5 - center.y)
                    let along = v.x * d.x + v.y * d.y
                    let t =
                        switch shape {
                        case .linear: 0.5 + along / (2 * reach)
                        case .radial: v.length / reach
                        case .reflected: abs(along) / reach
                        }
                    let g = table.colors[GradientTable.index(t)]
                    let ga = g[3]
                    guard ga > 0 else { continue }
                    let m = mix * ga
                    // The table is premultiplied by the gradient's alpha: straight colour × layer alpha.
                    for c in 0..<3 { p[j + c] += (g[c] / ga * a - p[j + c]) * m }
                }
            }
        }
    }

    /// The smallest rectangle (device pixels) holding every pixel of the layer with alpha, or
    /// nil when it has none (the gradient overlay and the linear wipe span it).
    static func visibleBounds(of layer: Surface) -> IntRect? {
        let rect = layer.rect
        var box = IntRect(x0: rect.x1, y0: rect.y1, x1: rect.x0, y1: rect.y0)
        layer.pixels.withUnsafeBufferPointer { p in
            for y in rect.y0..<rect.y1 {
                let row = (y - rect.y0) * rect.width
                for x in rect.x0..<rect.x1 where p[(row + x - rect.x0) * 4 + 3] > 0 {
                    box.x0 = min(box.x0, x)
                    box.x1 = max(box.x1, x + 1)
                    box.y0 = min(box.y0, y)
                    box.y1 = max(box.y1, y + 1)
                }
            }
        }
        return box.isEmpty ? nil : box
    }
}

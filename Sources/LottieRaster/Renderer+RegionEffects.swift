import LottieGraphics
import RealModule

extension Renderer {
    /// Runs the fill-inside-masks, stroke-along-masks, wipe and choker effects on a flattened
    /// layer; `transform` maps composition space to device pixels.
    func applyRegionEffect(_ effect: LayerEffect, to layer: inout Surface, transform: AffineTransform) {
        let scale = transform.scaleFactor
        switch effect {
        case .maskedFill(let color, let opacity, let path, let pathTransform, let isInverted):
            var coverage = takeBuffer(count: layer.rect.width * layer.rect.height)
            rasterizeCoverage(path, transform: pathTransform.concatenating(transform), rect: layer.rect, into: &coverage)
            let tint = SIMD4<Float>(Float(color.r), Float(color.g), Float(color.b), 1)
            let flip: Float = isInverted ? 1 : 0
            Self.forEachPixel(of: &layer, in: layer.rect) { p, i in
                let k = abs(flip - coverage[i])
                guard k > 0 else { return }
                p += (tint * (p[3] * Float(opacity)) - p) * k
            }
            recycle(coverage)
        case .maskStroke(let path, let pathTransform, let color, let width, let style):
            var stroke = makeSurface(layer.rect, precise: true)
            let draw = ShapeDraw(
                path: path, transform: pathTransform, paint: .solid(color.with(alpha: 1)),
                style: .stroke(StrokeStyle(width: width, cap: .round, join: .round)), opacity: color.a)
            drawShape(draw, into: &stroke, clip: layer.rect, transform: transform, opacity: 1)
            Self.forEachPixel(of: &layer, in: layer.rect) { p, i in
                let s = SIMD4<Float>(stroke.pixels[i * 4], stroke.pixels[i * 4 + 1], stroke.pixels[i * 4 + 2], stroke.pixels[i * 4 + 3])
                switch style {
                case .onOriginal: p = s + p * (1 - s[3])
                case .onTransparent: p = s
                case .revealOriginal: p *= s[3]
                }
            }
            recycle(&stroke)
        case .linearWipe(let completion, let direction, let feather):
            let d = transform.applyToVector(direction)
            guard completion < 1, d.length > 0, d.length.isFinite, let box = Self.visibleBounds(of: layer) else {
                if completion >= 1 { Self.forEachPixel(of: &layer, in: layer.rect) { p, _ in p = .zero } }
                return
            }
            let u = Vector2(d.x / d.length, d.y / d.length)
            let (x0, y0, x1, y1) = (Double(box.x0), Double(box.y0), Double(box.x1), Double(box.y1))
            let corners = [Vector2(x0, y0), Vector2(x1, y0), Vector2(x0, y1), Vector2(x1, y1)]
            let along = corners.map { $0.x * u.x + $0.y * u.y }
            let lo = along.min() ?? 0
            let edge = lo + ((along.max() ?? 0) - lo) * completion
            let ramp = max(feather * scale, 1)
            Self.forEachPixel(&layer) { p, x, y in
                let s = (Double(x) + 0.5) * u.x + (Double(y) + 0.5) * u.y - edge
                p *= Float(min(max(s / ramp + 0.5, 0), 1))
            }
        case .radialWipe(let center, let start, let completion, let sweep, let feather):
            let c = transform.apply(to: center)
            let s = transform.applyToVector(start)
            guard completion < 1, c.x.isFinite, c.y.isFinite, s.length > 0, s.length.isFinite else {
                if completion >= 1 { Self.forEachPixel(of: &layer, in: layer.rect) { p, _ in p = .zero } }
                return
            }
            let startAngle = Double.atan2(y: s.x, x: -s.y)
            let half = Double.pi * completion
            // The swept sector as a middle angle (from the start, clockwise) and half a width.
            let middle =
                switch sweep {
                case .clockwise: half
                case .counterclockwise: -half
                case .both: 0.0
                }
            let ramp = max(feather * scale, 1)
            Self.forEachPixel(&layer) { p, x, y in
                let vx = Double(x) + 0.5 - c.x
                let vy = Double(y) + 0.5 - c.y
                let r = (vx * vx + vy * vy).squareRoot()
                let angle = Double.atan2(y: vx, x: -vy) - startAngle - middle
                let gap = abs(angle.remainder(dividingBy: 2 * .pi)) - half
                let distance = abs(gap) < .pi / 2 ? r * Double.sin(gap) : (gap < 0 ? -r : r)
                p *= Float(min(max(distance / ramp + 0.5, 0), 1))
            }
        case .choke(let amount):
            choke(&layer, by: amount * scale)
        default:
            break
        }
    }

    /// Device bounds of what effects paint beyond the layer's content (strokes along masks).
    func effectPaintBounds(_ effects: [LayerEffect], transform: AffineTransform) -> Rect? {
        var result: Rect?
        for case .maskStroke(let path, let pathTransform, _, let width, _) in effects {
            let draw = ShapeDraw(path: path, paint: .solid(.black), style: .stroke(StrokeStyle(width: width, cap: .round, join: .round)))
            let t = pathTransform.concatenating(transform)
            guard t.isFinite, let b = deviceBounds(of: draw, transform: t) else { continue }
            result = result.map { $0.union(b) } ?? b
        }
        return result
    }

    /// Erodes (positive `radius`, in pixels) or grows (negative) the layer's silhouette, over
    /// what it drew (eroding: the pixels around it are transparent, as the image's outside
    /// counts) or as far as that can grow.
    private func choke(_ layer: inout Surface, by radius: Double) {
        guard radius.isFinite, radius != 0 else { return }
        let reach = radius > 0 ? 0 : Int(min(-radius, Dilation.maxRadius).rounded(.up)) + 1
        let r = layer.rect
        let window = layer.drawn.expanded(by: reach, axes: .both).intersection(r)
        guard !window.isEmpty else { return }
        let width = window.width
        let height = window.height
        /// The float index in the layer of the window's pixel `i`, and back.
        func pixel(_ i: Int) -> Int { ((window.y0 - r.y0 + i / width) * r.width + window.x0 - r.x0 + i % width) * 4 }
        func local(_ i: Int) -> Int { (i / r.width + r.y0 - window.y0) * width + i % r.width + r.x0 - window.x0 }
        if radius > 0 {
            // Erosion is the dilation of the transparent part.
            let clear = (0..<(width * height)).map { 1 - layer.pixels[pixel($0) + 3] }
            let grown = Dilation.dilate(clear, width: width, height: height, radius: radius, outside: 1)
            Self.forEachPixel(of: &layer, in: window) { p, i in
                let a = p[3]
                guard a > 0 else { return }
                p *= max(1 - grown[local(i)], 0) / a
            }
        } else {
            let channels = (0..<4).map { c in
                Dilation.dilate((0..<(width * height)).map { layer.pixels[pixel($0) + c] }, width: width, height: height, radius: -radius)
            }
            Self.forEachPixel(of: &layer, in: window) { p, i in
                let j = local(i)
                let a = min(channels[3][j], 1)
                p = SIMD4(min(channels[0][j], a), min(channels[1][j], a), min(channels[2][j], a), a)
            }
        }
    }

    /// Calls `body` with every pixel and its device coordinates.
    private static func forEachPixel(_ layer: inout Surface, _ body: (inout SIMD4<Float>, Int, Int) -> Void) {
        let r = layer.rect
        forEachPixel(of: &layer, in: r) { p, i in body(&p, r.x0 + i % max(r.width, 1), r.y0 + i / max(r.width, 1)) }
    }
}

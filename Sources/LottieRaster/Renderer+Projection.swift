import LottieGraphics

extension Renderer {
    /// The nearest depth drawn in front of a camera, in composition units: a projected plane's
    /// parts that come closer, or lie behind the camera, are cut away.
    static let nearDepth = 1.0

    /// Bounds of a projected group's children in its own plane, limited by its masks and grown by
    /// its effects.
    func planeBounds(_ group: GroupDraw, depth: Int) -> Rect? {
        layerBounds(group, transform: .identity, depth: depth)
    }

    /// Device bounds of the part of the plane rectangle `plane` in front of the camera.
    static func projectedBounds(of plane: Rect, through device: Homography) -> Rect? {
        let image = device.clippedImage(of: corners(of: plane), minimumDepth: nearDepth)
        guard let first = image.first else { return nil }
        let bounds = image.dropFirst().reduce(Rect(corner: first, first)) { $0.union(Rect(corner: $1, $1)) }
        return bounds.isEmpty ? nil : bounds
    }

    /// Draws a projected group's children as geometry when ``drawsAsGeometry(_:depth:)`` accepts
    /// them and it has no masks or effects. Otherwise draws them, its masks and effects flat into an offscreen plane, at a
    /// resolution where one texel is at most one of `layer`'s pixels (within a budget of four
    /// texels a pixel), then maps the plane into `layer` through `device` (plane → device),
    /// sampling it bilinearly at each pixel's centre.
    func drawPlane(of group: GroupDraw, through device: Homography, into layer: inout Surface, depth: Int) {
        guard device.isFinite else { return }
        if Self.isGeometryPlane(group) {
            drawProjected(group.children, through: device, into: &layer, clip: layer.rect, opacity: 1, depth: depth + 1)
            return
        }
        guard let inverse = device.inverted, var plane = planeBounds(group, depth: depth) else { return }
        let r = layer.rect
        let pixelCorners = Self.corners(of: Rect(x: Double(r.x0), y: Double(r.y0), width: Double(r.width), height: Double(r.height)))
        let seen = pixelCorners.compactMap { inverse.apply(to: $0) }
        if seen.count == 4, seen.allSatisfy({ device.depth(at: $0) > Self.nearDepth }) {
            // The whole layer looks at the plane in front of the camera: only that part is drawn.
            plane = plane.intersection(seen.dropFirst().reduce(Rect(corner: seen[0], seen[0])) { $0.union(Rect(corner: $1, $1)) })
        }
        guard plane.width > 0, plane.height > 0 else { return }
        let budget = Double(max(4 * r.width * r.height, 64 * 64))
        let finest = Self.corners(of: plane).filter { device.depth(at: $0) > Self.nearDepth }.map { Self.localScale(of: device, at: $0) }.max() ?? 1
        let scale = min(finest, (budget / (plane.width * plane.height)).squareRoot())
        guard scale.isFinite, scale > 0 else { return }
        let texels = Rect(x: plane.minX * scale, y: plane.minY * scale, width: plane.width * scale, height: plane.height * scale)
        let rect = IntRect.covering(texels.expanded(by: 1), within: IntRect(x0: -(1 << 30), y0: -(1 << 30), x1: 1 << 30, y1: 1 << 30))
        guard !rect.isEmpty, spendOffscreenPixels(rect) else { return }
        var flat = group
        flat.projection = nil
        flat.matte = nil
        var texture = makeSurface(rect, precise: true)
        let deviceLimit = coverageLimit
        coverageLimit = rect
        flatten(flat, into: &texture, transform: AffineTransform(scaleX: scale, y: scale), depth: depth)
        coverageLimit = deviceLimit
        Self.sample(texture, scale: scale, through: device, inverse: inverse, into: &layer)
        recycle(&texture)
    }

    // MARK: - Private

    static func corners(of rect: Rect) -> [Vector2] {
        [Vector2(rect.minX, rect.minY), Vector2(rect.maxX, rect.minY), Vector2(rect.maxX, rect.maxY), Vector2(rect.minX, rect.maxY)]
    }

    /// Device pixels per plane unit at `p`: the longer column of the map's Jacobian.
    static func localScale(of h: Homography, at p: Vector2) -> Double {
        let m = h.m
        let w = h.depth(at: p)
        guard let q = h.apply(to: p), w != 0 else { return 0 }
        let du = Vector2((m[0] - q.x * m[6]) / w, (m[3] - q.y * m[6]) / w)
        let dv = Vector2((m[1] - q.x * m[7]) / w, (m[4] - q.y * m[7]) / w)
        let scale = max(du.length, dv.length)
        return scale.isFinite ? scale : 0
    }

    /// Each pixel of `layer` takes the texture's bilinear sample at the plane point its centre
    /// sees (transparent where that point is behind the camera or off the texture). Only the
    /// pixels around the texture's image are visited.
    private static func sample(_ texture: Surface, scale: Double, through device: Homography, inverse: Homography, into layer: inout Surface) {
        let tr = texture.rect
        // The plane area whose samples touch a texel, and the pixels that can see it.
        let reach = Rect(
            x: Double(tr.x0 - 1) / scale, y: Double(tr.y0 - 1) / scale, width: Double(tr.width + 2) / scale,
            height: Double(tr.height + 2) / scale)
        guard let seen = projectedBounds(of: reach, through: device) else { return }
        let lr = layer.rect
        let area = IntRect.covering(seen.expanded(by: 1), within: lr)
        guard !area.isEmpty, device.m.count == 9, inverse.m.count == 9 else { return }
        let m = (inverse.m[0], inverse.m[1], inverse.m[2], inverse.m[3], inverse.m[4], inverse.m[5], inverse.m[6], inverse.m[7], inverse.m[8])
        let depth = (device.m[6], device.m[7], device.m[8])
        let (minX, minY, maxX, maxY) = (Double(tr.x0 - 1), Double(tr.y0 - 1), Double(tr.x1), Double(tr.y1))
        texture.pixels.withUnsafeBufferPointer { src in
            layer.pixels.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                let texels = UnsafeRawPointer(s)
                func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
                    guard x >= tr.x0, y >= tr.y0, x < tr.x1, y < tr.y1 else { return .zero }
                    return texels.loadUnaligned(fromByteOffset: ((y - tr.y0) * tr.width + (x - tr.x0)) * 16, as: SIMD4<Float>.self)
                }
                /// The texels at `(x, y)`, `(x + 1, y)`, `(x, y + 1)` and `(x + 1, y + 1)`, all inside.
                func quad(_ x: Int, _ y: Int) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
                    let top = ((y &- tr.y0) &* tr.width &+ (x &- tr.x0)) &* 16
                    let bottom = top &+ tr.width &* 16
                    return (
                        texels.loadUnaligned(fromByteOffset: top, as: SIMD4<Float>.self),
                        texels.loadUnaligned(fromByteOffset: top &+ 16, as: SIMD4<Float>.self),
                        texels.loadUnaligned(fromByteOffset: bottom, as: SIMD4<Float>.self),
                        texels.loadUnaligned(fromByteOffset: bottom &+ 16, as: SIMD4<Float>.self)
                    )
                }
                /// ⌊v⌋ for the finite `v` inside the texture's bounds.
                func floor(_ v: Double) -> Int {
                    let i = Int(v)
                    return Double(i) > v ? i - 1 : i
                }
                let out = UnsafeMutableRawPointer(d)
                for y in area.y0..<area.y1 {
                    let py = Double(y) + 0.5
                    for x in area.x0..<area.x1 {
                        let px = Double(x) + 0.5
                        let w = m.6 * px + m.7 * py + m.8
                        guard w != 0 else { continue }
                        let k = 1 / w
                        let p = Vector2((m.0 * px + m.1 * py + m.2) * k, (m.3 * px + m.4 * py + m.5) * k)
                        guard depth.0 * p.x + depth.1 * p.y + depth.2 > nearDepth else { continue }
                        let tx = p.x * scale - 0.5
                        let ty = p.y * scale - 0.5
                        guard tx >= minX, ty >= minY, tx < maxX, ty < maxY else { continue }
                        let ix = floor(tx)
                        let iy = floor(ty)
                        let ax = Float(tx - Double(ix))
                        let ay = Float(ty - Double(iy))
                        let (t00, t10, t01, t11) =
                            ix >= tr.x0 && iy >= tr.y0 && ix + 1 < tr.x1 && iy + 1 < tr.y1
                            ? quad(ix, iy) : (texel(ix, iy), texel(ix + 1, iy), texel(ix, iy + 1), texel(ix + 1, iy + 1))
                        let top = t00 * (1 - ax) + t10 * ax
                        let bottom = t01 * (1 - ax) + t11 * ax
                        let offset = ((y - lr.y0) * lr.width + (x - lr.x0)) * 16
                        out.storeBytes(of: top * (1 - ay) + bottom * ay, toByteOffset: offset, as: SIMD4<Float>.self)
                    }
                }
            }
        }
    }
}

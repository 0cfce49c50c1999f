import LottieGraphics
import LottieRaster

/// Small builders shared by the raster tests.
enum TestScene {
    static let black = Paint.solid(.black)

    /// Renders items on a `size × size` canvas with the identity transform.
    static func render(_ items: [DisplayItem], width: Int = 40, height: Int = 40) -> PixelBuffer {
        let list = DisplayList(width: Double(width), height: Double(height), items: items)
        var buffer = PixelBuffer(width: width, height: height)
        Renderer().render(list, into: &buffer, transform: .identity)
        return buffer
    }

    static func fill(_ path: BezierPath, paint: Paint = black, rule: FillRule = .nonZero, opacity: Double = 1) -> DisplayItem {
        .shape(ShapeDraw(path: path, paint: paint, style: .fill(rule), opacity: opacity))
    }

    static func stroke(_ path: BezierPath, _ style: StrokeStyle, paint: Paint = black) -> DisplayItem {
        .shape(ShapeDraw(path: path, paint: paint, style: .stroke(style)))
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> BezierPath {
        .rectangle(Rect(x: x, y: y, width: w, height: h))
    }

    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> BezierPath {
        var path = BezierPath()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: Vector2(p.0, p.1)) } else { path.addLine(to: Vector2(p.0, p.1)) }
        }
        if closed { path.close() }
        return path
    }

    /// Sum of alpha over the whole buffer (= covered area for opaque paint).
    static func totalAlpha(_ b: PixelBuffer) -> Double {
        var sum = 0.0
        for y in 0..<b.height { for x in 0..<b.width { sum += Double(b.premultiplied(x: x, y: y).w) } }
        return sum
    }

    static func alpha(_ b: PixelBuffer, _ x: Int, _ y: Int) -> Double { Double(b.premultiplied(x: x, y: y).w) }
}

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

    /// A closed polygon whose edges are straight cubics (controls on their ends), as `sh`
    /// paths and glyph outlines arrive.
    static func straightCubics(_ points: [(Double, Double)]) -> BezierPath {
        var path = BezierPath()
        let corners = points.map { Vector2($0.0, $0.1) }
        guard let first = corners.first else { return path }
        path.move(to: first)
        for (a, b) in zip(corners, corners.dropFirst() + [first]) { path.addCurve(to: b, control1: a, control2: b) }
        path.close()
        return path
    }

    /// A rectangle drawn as a path (straight cubics), as Lottie masks and `sh` shapes arrive.
    static func drawnRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> BezierPath {
        straightCubics([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
    }

    /// Sum of alpha over the whole buffer (= covered area for opaque paint).
    static func totalAlpha(_ b: PixelBuffer) -> Double {
        var sum = 0.0
        for y in 0..<b.height { for x in 0..<b.width { sum += Double(b.premultiplied(x: x, y: y).w) } }
        return sum
    }

    /// How far a value read from a frame may be from the exact one: frames hold bytes, and a
    /// value is rounded when it is drawn and again when what lies below it is.
    static let byteTolerance = 1.5 / 255

    static func alpha(_ b: PixelBuffer, _ x: Int, _ y: Int) -> Double { Double(b.premultiplied(x: x, y: y).w) }
}

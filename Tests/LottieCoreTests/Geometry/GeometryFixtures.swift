import LottieCore
import LottieGraphics
import RealModule

/// Helpers shared by the geometry tests.
enum GeometryFixtures {
    /// Whether two numbers agree within `tolerance`.
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Whether two points agree within `tolerance` per component.
    static func close(_ a: Vector2, _ b: Vector2, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// The on-curve points in order: every move, line and cubic end point.
    static func anchors(_ path: BezierPath) -> [Vector2] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p), .cubic(_, _, let p): p
            case .close: nil
            }
        }
    }

    /// The number of `move` elements (subpaths).
    static func subpathCount(_ path: BezierPath) -> Int {
        path.elements.filter { if case .move = $0 { true } else { false } }.count
    }

    /// Whether the path holds a `close` element.
    static func isClosed(_ path: BezierPath) -> Bool { path.elements.contains(.close) }

    /// The arc length of a path.
    static func length(_ path: BezierPath) -> Double { PathMeasure(path, tolerance: 1e-3).length }

    /// The angle of `p` about `center` in degrees, in (−180, 180] (clockwise positive, y down).
    static func degrees(_ p: Vector2, about center: Vector2) -> Double {
        let d = p - center
        return Double.atan2(y: d.y, x: d.x) * 180 / Double.pi
    }

    /// A line path from `a` to `b`.
    static func line(_ a: Vector2, _ b: Vector2) -> BezierPath {
        BezierPath(elements: [.move(a), .line(b)])
    }

    /// A closed axis-aligned square, clockwise from its top-left corner.
    static func square(_ x: Double, _ y: Double, _ side: Double) -> BezierPath {
        BezierPath.rectangle(Rect(x: x, y: y, width: side, height: side))
    }
}

import LottieGraphics

/// The Lottie codes of the graphics enums (`r`, `lc`, `lj`).
enum ShapeCodeTable {
    /// `r`: 1 non-zero, 2 even-odd.
    static func fillRule(_ code: Int) -> FillRule? {
        switch code {
        case 1: .nonZero
        case 2: .evenOdd
        default: nil
        }
    }

    static func code(of rule: FillRule) -> Int {
        switch rule {
        case .nonZero: 1
        case .evenOdd: 2
        }
    }

    /// `lc`: 1 butt, 2 round, 3 square.
    static func lineCap(_ code: Int) -> LineCap? {
        switch code {
        case 1: .butt
        case 2: .round
        case 3: .square
        default: nil
        }
    }

    static func code(of cap: LineCap) -> Int {
        switch cap {
        case .butt: 1
        case .round: 2
        case .square: 3
        }
    }

    /// `lj`: 1 miter, 2 round, 3 bevel.
    static func lineJoin(_ code: Int) -> LineJoin? {
        switch code {
        case 1: .miter
        case 2: .round
        case 3: .bevel
        default: nil
        }
    }

    static func code(of join: LineJoin) -> Int {
        switch join {
        case .miter: 1
        case .round: 2
        case .bevel: 3
        }
    }
}

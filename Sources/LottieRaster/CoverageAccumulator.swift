import LottieGraphics

/// Exact-area anti-aliased polygon coverage, in the manner of FreeType's gray rasterizer.
///
/// Each line segment deposits, per pixel cell it crosses, its signed height `dy` split into the
/// part inside the cell to the right of the segment and the part carried to later cells. A
/// prefix sum along a row then yields the signed covered area (winding × area) of each pixel, and
/// the fill rule is applied to that accumulated value. The cell grid is dense over the clipped
/// bounds and is zeroed again while sweeping, so it can be reused without clearing.
struct CoverageAccumulator {
    private(set) var bounds = IntRect.empty
    private var cells: [Float] = []
    private var rowMin: [Int32] = []
    private var rowMax: [Int32] = []
    private var stride = 0
    private var row: [Float] = []

    // MARK: - Setup

    /// Starts a new shape covering `bounds` (device pixels). The grid must be clean (it is after a sweep).
    mutating func reset(bounds: IntRect) {
        self.bounds = bounds
        stride = bounds.width + 2
        let need = stride * bounds.height
        if cells.count < need { cells = [Float](repeating: 0, count: need) }
        if rowMin.count < bounds.height {
            rowMin = [Int32](repeating: Int32.max, count: bounds.height)
            rowMax = [Int32](repeating: -1, count: bounds.height)
        }
        if row.count < bounds.width + 1 { row = [Float](repeating: 0, count: bounds.width + 1) }
    }

    // MARK: - Edges

    /// Adds the directed edge `a → b` in device coordinates. Non-finite edges are ignored.
    mutating func addLine(_ a: Vector2, _ b: Vector2) {
        guard !bounds.isEmpty, a.isFinite, b.isFinite else { return }
        let lim = PathFlattener.coordinateLimit
        var x0 = min(max(a.x, -lim), lim) - Double(bounds.x0)
        var y0 = min(max(a.y, -lim), lim) - Double(bounds.y0)
        var x1 = min(max(b.x, -lim), lim) - Double(bounds.x0)
        var y1 = min(max(b.y, -lim), lim) - Double(bounds.y0)
        let h = Double(bounds.height)
        let w = Double(bounds.width)
        guard y0 != y1 else { return }
        var sign: Float = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            sign = -1
        }
        guard y1 > 0, y0 < h else { return }
        let slope = (x1 - x0) / (y1 - y0)
        if y0 < 0 {
            x0 += slope * (0 - y0)
            y0 = 0
        }
        if y1 > h {
            x1 = x0 + slope * (h - y0)
            y1 = h
        }
        // Split at x = 0 (left part becomes a vertical edge there) and x = w (right part has no effect).
        var pieces: [(Double, Double, Double, Double)] = []
        pieces.reserveCapacity(3)
        let dxdy = (x1 - x0) / (y1 - y0)
        func yAt(_ x: Double) -> Double {
            let t = (x - x0) / (x1 - x0)
            return y0 + t * (y1 - y0)
        }
        if x0 == x1 || dxdy == 0 {
            pieces.append((x0, y0, x1, y1))
        } else {
            var cuts = [y0, y1]
            for edge in [0.0, w] where (x0 - edge) * (x1 - edge) < 0 { cuts.append(yAt(edge)) }
            cuts.sort()
            for i in 0..<(cuts.count - 1) where cuts[i + 1] > cuts[i] {
                let ya = cuts[i]
                let yb = cuts[i + 1]
                pieces.append((x0 + dxdy * (ya - y0), ya, x0 + dxdy * (yb - y0), yb))
            }
        }
        for (xa, ya, xb, yb) in pieces {
            let mid = (xa + xb) / 2
            if mid >= w { continue }
            if mid <= 0 {
                addClipped(0, ya, 0, yb, sign)
            } else {
                addClipped(min(max(xa, 0), w), ya, min(max(xb, 0), w), yb, sign)
            }
        }
    }

    /// Adds a downward segment with both ends inside the grid.
    private mutating func addClipped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ sign: Float) {
        guard y1 > y0 else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        var row = Int(y0)
        let lastRow = min(Int(y1.rounded(.up)) - 1, bounds.height - 1)
        var ya = y0
        var xa = x0
        while row <= lastRow {
            let yb = min(Double(row + 1), y1)
            let xb = row == lastRow ? x1 : x0 + (yb - y0) * dxdy
            if yb > ya { addRowSegment(row, xa, ya, xb, yb, sign) }
            ya = yb
            xa = xb
            row += 1
        }
    }

    /// Deposits area and cover for a segment inside one row.
    private mutating func addRowSegment(_ row: Int, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ sign: Float) {
        let maxCell = bounds.width
        let ia = min(Int(xa), maxCell)
        let ib = min(Int(xb), maxCell)
        let base = row * stride
        let lo = Int32(min(ia, ib))
        let hi = Int32(max(ia, ib))
        if lo < rowMin[row] { rowMin[row] = lo }
        if hi > rowMax[row] { rowMax[row] = hi }
        let dy = (yb - ya) * Double(sign)
        cells.withUnsafeMutableBufferPointer { c in
            if ia == ib {
                let fx = (xa + xb) / 2 - Double(ia)
                c[base + ia] += Float(dy * (1 - fx))
                c[base + ia + 1] += Float(dy * fx)
                return
            }
            let dydx = dy / (xb - xa)
            var x = xa
            var col = ia
            var used = 0.0
            let step = ia < ib ? 1 : -1
            while col != ib {
                let edge = Double(step > 0 ? col + 1 : col)
                let pdy = (edge - x) * dydx
                let fx = ((x - Double(col)) + (edge - Double(col))) / 2
                c[base + col] += Float(pdy * (1 - fx))
                c[base + col + 1] += Float(pdy * fx)
                used += pdy
                x = edge
                col += step
            }
            let pdy = dy - used
            let fx = ((x - Double(col)) + (xb - Double(col))) / 2
            c[base + col] += Float(pdy * (1 - fx))
            c[base + col + 1] += Float(pdy * fx)
        }
    }

    // MARK: - Sweep

    /// Calls `body(y, x, coverage)` for every row with coverage, where `coverage` holds the
    /// pixels `x ..< x + coverage.count` (device coordinates), and clears the grid.
    mutating func sweep(rule: FillRule, _ body: (Int, Int, UnsafeBufferPointer<Float>) -> Void) {
        let w = bounds.width
        guard !bounds.isEmpty else { return }
        for r in 0..<bounds.height {
            let first = Int(rowMin[r])
            let last = Int(rowMax[r])
            guard last >= 0 else { continue }
            rowMin[r] = Int32.max
            rowMax[r] = -1
            let base = r * stride
            var acc: Float = 0
            let end = min(last + 1, w + 1)
            var spanEnd = min(end, w)
            row.withUnsafeMutableBufferPointer { out in
                cells.withUnsafeMutableBufferPointer { c in
                    for x in first...end {
                        acc += c[base + x]
                        c[base + x] = 0
                        if x < w { out[x] = Self.apply(rule, acc) }
                    }
                    let tail = Self.apply(rule, acc)
                    if tail > 0 && end + 1 < w {
                        for x in (end + 1)..<w { out[x] = tail }
                        spanEnd = w
                    }
                }
            }
            guard first < spanEnd else { continue }
            row.withUnsafeBufferPointer { out in
                body(bounds.y0 + r, bounds.x0 + first, UnsafeBufferPointer(rebasing: out[first..<spanEnd]))
            }
        }
    }

    /// Maps an accumulated signed area to coverage in 0...1 (tiny float noise snaps to 0 or 1).
    @inline(__always)
    static func apply(_ rule: FillRule, _ value: Float) -> Float {
        var v = abs(value)
        if rule == .evenOdd {
            v -= 2 * (v * 0.5).rounded(.down)
            if v > 1 { v = 2 - v }
        }
        if v < 1e-5 { return 0 }
        return v > 0.99999 ? 1 : v
    }
}

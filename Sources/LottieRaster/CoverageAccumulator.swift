import LottieGraphics

/// Exact-area anti-aliased polygon coverage, in the manner of FreeType's gray rasterizer.
///
/// Each line segment deposits, per pixel cell it crosses, its signed height `dy` split into the
/// part inside the cell to the right of the segment and the part carried to later cells. A
/// prefix sum along a row then yields the signed covered area (winding × area) of each pixel, and
/// the fill rule is applied to that accumulated value. The cell grid is dense over the clipped
/// bounds and is zeroed again while sweeping, so it can be reused without clearing. A class because it owns raw memory.
final class CoverageAccumulator {
    private(set) var bounds = IntRect.empty
    private var cells: UnsafeMutablePointer<Float>
    private var cellCapacity = 0
    private var rowMin: UnsafeMutablePointer<Int32>
    private var rowMax: UnsafeMutablePointer<Int32>
    private var rowCapacity = 0
    private var row: UnsafeMutablePointer<Float>
    private var stride = 0
    /// `bounds.width` and `bounds.height`, cached for the per-edge paths.
    private var width = 0
    private var height = 0

    init() {
        cells = .allocate(capacity: 1)
        rowMin = .allocate(capacity: 1)
        rowMax = .allocate(capacity: 1)
        row = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        row.deallocate()
    }

    // MARK: - Setup

    /// Starts a new shape covering `bounds` (device pixels). The grid is clean after every sweep.
    func reset(bounds: IntRect) {
        self.bounds = bounds
        width = bounds.width
        height = bounds.height
        stride = width + 2
        let need = stride * height
        if cellCapacity < need {
            cells.deallocate()
            cells = .allocate(capacity: need)
            cells.initialize(repeating: 0, count: need)
            cellCapacity = need
        }
        let rows = max(height, stride)
        if rowCapacity < rows {
            rowMin.deallocate()
            rowMax.deallocate()
            row.deallocate()
            rowMin = .allocate(capacity: rows)
            rowMax = .allocate(capacity: rows)
            row = .allocate(capacity: rows)
            rowMin.initialize(repeating: Int32.max, count: rows)
            rowMax.initialize(repeating: -1, count: rows)
            row.initialize(repeating: 0, count: rows)
            rowCapacity = rows
        }
    }

    // MARK: - Edges

    /// Adds the directed edge `a → b` in device coordinates. Non-finite edges are ignored.
    func addLine(_ a: Vector2, _ b: Vector2) {
        guard width > 0, height > 0, a.isFinite, b.isFinite else { return }
        let lim = PathFlattener.coordinateLimit
        var x0 = min(max(a.x, -lim), lim) - Double(bounds.x0)
        var y0 = min(max(a.y, -lim), lim) - Double(bounds.y0)
        var x1 = min(max(b.x, -lim), lim) - Double(bounds.x0)
        var y1 = min(max(b.y, -lim), lim) - Double(bounds.y0)
        let h = Double(height)
        let w = Double(width)
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
        if x0 >= w && x1 >= w { return }
        if x0 <= 0 && x1 <= 0 {
            addClipped(0, y0, 0, y1, sign)
            return
        }
        if x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w {
            addClipped(x0, y0, x1, y1, sign)
            return
        }
        // Split at x = 0 (the left part becomes a vertical edge there) and x = w (the right part
        // does not affect pixels inside). Pieces are visited in increasing y.
        let dxdy = (x1 - x0) / (y1 - y0)
        var cutA = y1
        var cutB = y1
        for edge in [0.0, w] where (x0 - edge) * (x1 - edge) < 0 {
            let y = min(max(y0 + (edge - x0) / dxdy, y0), y1)
            if y < cutA {
                cutB = cutA
                cutA = y
            } else {
                cutB = y
            }
        }
        var ya = y0
        for yb in [cutA, cutB, y1] where yb > ya {
            let xa = x0 + dxdy * (ya - y0)
            let xb = x0 + dxdy * (yb - y0)
            let mid = (xa + xb) / 2
            if mid <= 0 {
                addClipped(0, ya, 0, yb, sign)
            } else if mid < w {
                addClipped(min(max(xa, 0), w), ya, min(max(xb, 0), w), yb, sign)
            }
            ya = yb
        }
    }

    /// Adds a downward segment with both ends inside the grid.
    private func addClipped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ sign: Float) {
        guard y1 > y0 else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        var row = Int(y0)
        let floorY1 = Int(y1)  // y1 ≥ 0, so truncation is floor
        let lastRow = min(Double(floorY1) < y1 ? floorY1 : floorY1 - 1, height - 1)
        if row == lastRow {
            addRowSegment(row, x0, y0, x1, y1, sign)
            return
        }
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
    @inline(__always)
    private func addRowSegment(_ row: Int, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ sign: Float) {
        let maxCell = width
        let ia = min(Int(xa), maxCell)
        let ib = min(Int(xb), maxCell)
        let c = cells + row * stride
        let lo = Int32(min(ia, ib))
        let hi = Int32(max(ia, ib))
        if lo < rowMin[row] { rowMin[row] = lo }
        if hi > rowMax[row] { rowMax[row] = hi }
        let dy = (yb - ya) * Double(sign)
        if ia == ib {
            let fx = (xa + xb) / 2 - Double(ia)
            c[ia] += Float(dy * (1 - fx))
            c[ia + 1] += Float(dy * fx)
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
            c[col] += Float(pdy * (1 - fx))
            c[col + 1] += Float(pdy * fx)
            used += pdy
            x = edge
            col += step
        }
        let pdy = dy - used
        let fx = ((x - Double(col)) + (xb - Double(col))) / 2
        c[col] += Float(pdy * (1 - fx))
        c[col + 1] += Float(pdy * fx)
    }

    // MARK: - Sweep

    /// Calls `body(y, x, coverage)` for every row with coverage, where `coverage` holds the
    /// pixels `x ..< x + coverage.count` (device coordinates), and clears the grid.
    func sweep(rule: FillRule, _ body: (Int, Int, UnsafeBufferPointer<Float>) -> Void) {
        let w = width
        guard w > 0, height > 0 else { return }
        for r in 0..<height {
            let first = Int(rowMin[r])
            let last = Int(rowMax[r])
            guard last >= 0 else { continue }
            rowMin[r] = Int32.max
            rowMax[r] = -1
            let c = cells + r * stride
            var acc: Float = 0
            let end = min(last + 1, w + 1)
            var spanEnd = min(end, w)
            let stop = min(end, w - 1)
            if rule == .nonZero {
                for x in first...stop {
                    acc += c[x]
                    c[x] = 0
                    row[x] = min(abs(acc), 1)
                }
            } else {
                for x in first...stop {
                    acc += c[x]
                    c[x] = 0
                    row[x] = Self.apply(.evenOdd, acc)
                }
            }
            if end > stop {
                for x in (stop + 1)...end {
                    acc += c[x]
                    c[x] = 0
                }
            }
            let tail = Self.apply(rule, acc)
            if tail > 0 && end + 1 < w {
                for x in (end + 1)..<w { row[x] = tail }
                spanEnd = w
            }
            guard first < spanEnd else { continue }
            body(bounds.y0 + r, bounds.x0 + first, UnsafeBufferPointer(start: row + first, count: spanEnd - first))
        }
    }

    /// Maps an accumulated signed area to coverage in 0...1 (tiny float noise snaps to 0 or 1).
    @inline(__always)
    static func apply(_ rule: FillRule, _ value: Float) -> Float {
        var v = abs(value)
        if rule == .evenOdd {
            v -= 2 * Float(Int(min(v, 1e9) * 0.5))
            if v > 1 { v = 2 - v }
        }
        if v < 1e-5 { return 0 }
        return v > 0.99999 ? 1 : v
    }
}

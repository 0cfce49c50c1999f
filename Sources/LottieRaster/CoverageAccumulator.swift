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
    /// The runs of empty cells the last row's sweep found (at most one per 16 columns).
    private var runStart: UnsafeMutablePointer<Int32>
    private var runEnd: UnsafeMutablePointer<Int32>
    private var stride = 0
    /// `bounds.width` and `bounds.height`, cached for the per-edge paths.
    private var width = 0
    private var height = 0

    init() {
        cells = .allocate(capacity: 1)
        rowMin = .allocate(capacity: 1)
        rowMax = .allocate(capacity: 1)
        row = .allocate(capacity: 1)
        runStart = .allocate(capacity: 1)
        runEnd = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        row.deallocate()
        runStart.deallocate()
        runEnd.deallocate()
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
            runStart.deallocate()
            runEnd.deallocate()
            rowMin = .allocate(capacity: rows)
            rowMax = .allocate(capacity: rows)
            row = .allocate(capacity: rows + 8)
            runStart = .allocate(capacity: rows / 16 + 2)
            runEnd = .allocate(capacity: rows / 16 + 2)
            rowMin.initialize(repeating: Int32.max, count: rows)
            rowMax.initialize(repeating: -1, count: rows)
            row.initialize(repeating: 0, count: rows + 8)
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
        if y0 < 0 || y1 > h {
            // Divisions are slow: only lines that leave the grid's rows pay for this one.
            let slope = (x1 - x0) / (y1 - y0)
            if y0 < 0 {
                x0 += slope * (0 - y0)
                y0 = 0
            }
            if y1 > h {
                x1 = x0 + slope * (h - y0)
                y1 = h
            }
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
        // The grid's pointers in registers: stores through them would make the compiler reload
        // the class's fields.
        let grid = Grid(cells: cells, stride: stride, rowMin: rowMin, rowMax: rowMax, lastCell: width)
        var row = Int(y0)
        let floorY1 = Int(y1)  // y1 ≥ 0, so truncation is floor
        let lastRow = min(Double(floorY1) < y1 ? floorY1 : floorY1 - 1, height - 1)
        if row == lastRow {
            grid.add(row, x0, x1, (y1 - y0) * Double(sign))
            return
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        var ya = y0
        var xa = x0
        while row <= lastRow {
            let yb = min(Double(row &+ 1), y1)
            let xb = row == lastRow ? x1 : x0 + (yb - y0) * dxdy
            if yb > ya { grid.add(row, xa, xb, (yb - ya) * Double(sign)) }
            ya = yb
            xa = xb
            row &+= 1
        }
    }

    /// The cells and row extents that segments deposit into.
    private struct Grid {
        let cells: UnsafeMutablePointer<Float>
        let stride: Int
        let rowMin: UnsafeMutablePointer<Int32>
        let rowMax: UnsafeMutablePointer<Int32>
        /// The last column a deposit starts in (`width`; cells go one further).
        let lastCell: Int

        /// Deposits area and cover for a segment inside one row, from `xa` to `xb` (both in
        /// `0...width`), covering the signed height `dy`.
        ///
        /// A piece of the segment inside one cell, of height `h` and mean distance `f` from
        /// the cell's left edge, puts `h (1 − f)` in its cell and `h f` in the next. Which way
        /// the segment runs does not matter, so the pieces go left to right: the first and last
        /// cell are partial, and every cell between gets the same height at mean 1/2, which
        /// with its left neighbour's share sums to the full height of one column.
        @inline(__always)
        func add(_ row: Int, _ xa: Double, _ xb: Double, _ dy: Double) {
            let left = min(xa, xb)
            let right = max(xa, xb)
            let first = min(Int(left), lastCell)
            let last = min(Int(right), lastCell)
            let c = cells + row &* stride
            let low = Int32(truncatingIfNeeded: first)
            let high = Int32(truncatingIfNeeded: last)
            if low < rowMin[row] { rowMin[row] = low }
            if high > rowMax[row] { rowMax[row] = high }
            if first == last {
                let fx = (left + right) / 2 - Double(first)
                c[first] += Float(dy * (1 - fx))
                c[first &+ 1] += Float(dy * fx)
                return
            }
            let dydx = dy / (right - left)
            let firstWidth = Double(first &+ 1) - left
            let firstHeight = firstWidth * dydx
            let firstMean = 1 - firstWidth / 2
            c[first] += Float(firstHeight * (1 - firstMean))
            var carry = firstHeight * firstMean
            if first &+ 1 < last {
                let half = dydx / 2
                c[first &+ 1] += Float(carry + half)
                let full = Float(dydx)
                var col = first &+ 2
                while col < last {
                    c[col] += full
                    col &+= 1
                }
                carry = half
            }
            let lastWidth = right - Double(last)
            let lastHeight = lastWidth * dydx
            c[last] += Float(carry + lastHeight * (1 - lastWidth / 2))
            c[last &+ 1] += Float(lastHeight * lastWidth / 2)
        }
    }

    // MARK: - Sweep

    /// Calls `body(y, x, coverage, isConstant)` for the covered spans of every row, where
    /// `coverage` holds the pixels `x ..< x + coverage.count` (device coordinates) and
    /// `isConstant` says that they all have the same coverage (the inside of a shape between its
    /// edges), and clears the grid. Runs of 16 or more uncovered cells between edges are left
    /// out (shorter ones come as coverage 0).
    func sweep(rule: FillRule, _ body: (Int, Int, UnsafeBufferPointer<Float>, Bool) -> Void) {
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
            let stop = min(end, w - 1)
            let runs: Int
            // Matched, not compared: `==` of another module's enum may stay a call through its
            // Equatable witness.
            if case .nonZero = rule {
                runs = accumulate(c, from: first, through: stop, sum: &acc) { Self.apply(.nonZero, $0) }
            } else {
                runs = accumulate(c, from: first, through: stop, sum: &acc) { Self.apply(.evenOdd, $0) }
            }
            if end > stop {
                for x in (stop + 1)...end {
                    acc += c[x]
                    c[x] = 0
                }
            }
            // Past the last edge the coverage stays `tail`: a constant run to the grid's right
            // side when there is room for one; the last computed cell is drawn whenever it is
            // covered (it may be the grid's last column, with the shape going on beyond).
            let tail = Self.apply(rule, acc)
            let hasTail = tail > 0 && end + 1 < w
            let computedEnd = tail > 0 ? stop + 1 : min(end, w)
            let y = bounds.y0 + r
            var x = first
            for k in 0..<runs {
                let start = min(Int(runStart[k]), computedEnd)
                let stop = min(Int(runEnd[k]), computedEnd)
                if start > x { body(y, bounds.x0 + x, UnsafeBufferPointer(start: row + x, count: start - x), false) }
                if stop > start && row[start] > 0 {
                    body(y, bounds.x0 + start, UnsafeBufferPointer(start: row + start, count: stop - start), true)
                }
                x = max(x, stop)
            }
            if computedEnd > x { body(y, bounds.x0 + x, UnsafeBufferPointer(start: row + x, count: computedEnd - x), false) }
            if hasTail {
                for x in (end + 1)..<w { row[x] = tail }
                body(y, bounds.x0 + end + 1, UnsafeBufferPointer(start: row + end + 1, count: w - end - 1), true)
            }
        }
    }

    /// The prefix sum of the cells `first...stop` into `row`, mapped by `coverage`, clearing the
    /// cells; returns how many runs of at least 16 empty cells (one coverage for all, a vector
    /// fill) it recorded in `runStart`/`runEnd`.
    @inline(__always)
    private func accumulate(
        _ c: UnsafeMutablePointer<Float>, from first: Int, through stop: Int, sum acc: inout Float,
        _ coverage: (Float) -> Float
    ) -> Int {
        // Eight cells are empty when their bits are (a cleared cell is +0); four 64-bit loads,
        // as a SIMD `==` compiles to a loop over the lanes.
        @inline(__always) func isEmpty(_ x: Int) -> Bool {
            let p = UnsafeRawPointer(c + x)
            return p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == 0
        }
        @inline(__always) func add(_ x: Int) -> Float {
            acc += c[x]
            c[x] = 0
            let value = coverage(acc)
            row[x] = value
            return value
        }
        var x = first
        var value = coverage(acc)
        var runs = 0
        // Blocks of eight cells: a run when sixteen are empty, else all eight summed.
        while x + 8 <= stop + 1 {
            guard isEmpty(x) else {
                for k in x..<(x + 8) { value = add(k) }
                x += 8
                continue
            }
            var end = x + 8
            while end + 8 <= stop + 1, isEmpty(end) { end += 8 }
            let fill = SIMD8(repeating: value)
            var k = x
            while k < end {
                UnsafeMutableRawPointer(row + k).storeBytes(of: fill, as: SIMD8<Float>.self)
                k += 8
            }
            runStart[runs] = Int32(x)
            runEnd[runs] = Int32(end)
            runs += 1
            x = end
        }
        while x <= stop {
            value = add(x)
            x += 1
        }
        return runs
    }

    /// Maps an accumulated signed area to coverage in 0...1 (tiny float noise snaps to 0 or 1).
    @inline(__always)
    static func apply(_ rule: FillRule, _ value: Float) -> Float {
        var v = abs(value)
        if case .evenOdd = rule {
            v -= 2 * Float(Int(min(v, 1e9) * 0.5))
            if v > 1 { v = 2 - v }
        }
        if v < 1e-5 { return 0 }
        return v > 0.99999 ? 1 : v
    }
}

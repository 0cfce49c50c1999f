import LottieGraphics

extension Renderer {
    /// Fills or strokes one shape onto `surface`, limited to `clip`.
    func drawShape(
        _ shape: ShapeDraw, into surface: inout Surface, clip: IntRect, transform: AffineTransform, opacity: Double
    ) {
        let alpha = Self.unit(shape.opacity) * opacity
        guard alpha > 0 else { return }
        let t = shape.transform.concatenating(transform)
        guard t.isFinite, abs(t.determinant) > 1e-12, let bounds = deviceBounds(of: shape, transform: t) else { return }
        let rect = IntRect.covering(bounds, within: clip)
        guard !rect.isEmpty else { return }
        let shader = Shader(paint: shape.paint, transform: t, opacity: Float(alpha), tables: gradientTables)
        if case .fill = shape.style, let combination = shape.combination {
            fillCombination(combination, shader: shader, transform: t, rect: rect, onto: &surface)
            surface.markDrawn(rect)
            return
        }
        let key = CoverageCache.Key(
            path: shape.path, transform: t, style: shape.style, rect: coverageRect(of: bounds, drawnIn: rect), tolerance: tolerance)
        composite(shader: shader, width: rect.width, onto: &surface) { run in
            coverageRuns(of: key, within: rect, run) { rect in
                switch shape.style {
                case .fill(let rule):
                    let cull = Rect(x: Double(rect.x0), y: Double(rect.y0), width: Double(rect.width), height: Double(rect.height))
                    PathFlattener.flatten(shape.path, transform: t, tolerance: tolerance, cull: cull.expanded(by: 1), into: &flattened)
                    addEdges(of: flattened, transform: nil)
                    return rule
                case .stroke(let style):
                    strokeOutline(shape.path, style: style, scale: t.maxScale)
                    addEdges(of: outline, transform: t)
                    return .nonZero
                }
            }
        }
        surface.markDrawn(rect)
    }

    /// A run of coverage: pixels `x ..< x + count` of row `y`, their coverage at `coverage`
    /// (`coverage[0]` alone when `isConstant`).
    typealias CoverageRun = (_ y: Int, _ x: Int, _ coverage: UnsafePointer<Float>, _ count: Int, _ isConstant: Bool) -> Void

    /// The pixels a shape's coverage is computed over: all those of its device `bounds` within
    /// ``coverageLimit``, whatever part of them (`drawn`) this draw needs.
    func coverageRect(of bounds: Rect, drawnIn drawn: IntRect) -> IntRect {
        IntRect.covering(bounds, within: coverageLimit.union(drawn))
    }

    /// Calls `run` for the coverage runs inside `paint` (part of `key.rect`) of the shape `key`
    /// describes: replayed from the coverage cache when it holds them; else swept from the
    /// accumulator after `addEdges` has added the shape's edges for the rectangle it is given
    /// and returned its fill rule. When the cache asks for the sweep, it is made over all of
    /// `key.rect` and recorded; otherwise only over `paint`.
    func coverageRuns(of key: CoverageCache.Key, within paint: IntRect, _ run: CoverageRun, addEdges: (IntRect) -> FillRule) {
        /// `run` for the part of a run inside `paint`.
        @inline(__always) func clipped(_ y: Int, _ x: Int, _ coverage: UnsafePointer<Float>, _ count: Int, _ isConstant: Bool) {
            guard y >= paint.y0, y < paint.y1 else { return }
            let start = max(x, paint.x0)
            let end = min(x + count, paint.x1)
            guard end > start else { return }
            run(y, start, isConstant ? coverage : coverage + (start - x), end - start, isConstant)
        }
        if let recorded = coverageCache.coverage(for: key) {
            recorded.values.withUnsafeBufferPointer { values in
                guard let base = values.baseAddress else { return }
                for r in recorded.runs { clipped(Int(r.y), Int(r.x), base + Int(r.offset), Int(r.count), r.isConstant) }
            }
            return
        }
        guard coverageCache.shouldRecord(key) else {
            accumulator.reset(bounds: paint)
            let rule = addEdges(paint)
            accumulator.sweep(rule: rule) { y, x, coverage, isConstant in
                if let base = coverage.baseAddress { run(y, x, base, coverage.count, isConstant) }
            }
            return
        }
        accumulator.reset(bounds: key.rect)
        let rule = addEdges(key.rect)
        var recording = CoverageCache.Coverage()
        var fits = true
        accumulator.sweep(rule: rule) { y, x, coverage, isConstant in
            guard let base = coverage.baseAddress else { return }
            fits = fits && recording.values.count + recording.runs.count * 4 < CoverageCache.maxValues
            if fits {
                recording.runs.append(
                    CoverageCache.Run(
                        y: Int32(y), x: Int32(x), count: Int32(coverage.count), offset: Int32(recording.values.count),
                        isConstant: isConstant))
                recording.values.append(contentsOf: isConstant ? coverage[0..<1] : coverage[...])
            }
            clipped(y, x, base, coverage.count, isConstant)
        }
        if fits { coverageCache.store(recording, for: key) }
    }

    /// Conservative device bounds of a shape (stroke outsets included), or `nil` when empty.
    func deviceBounds(of shape: ShapeDraw, transform t: AffineTransform) -> Rect? {
        guard let local = shape.pathBounds else { return nil }
        var bounds = local.applying(t)
        if case .stroke(let style) = shape.style {
            guard style.width > 0, style.width.isFinite else { return nil }
            var pad = style.width / 2 * t.maxScale
            if style.join == .miter { pad *= max(1, min(style.miterLimit, 100)) }
            if style.cap == .square { pad *= 1.5 }
            bounds = bounds.expanded(by: pad + 2)
        }
        return bounds
    }

    /// Flattens (in local space), dashes and strokes `path` into `outline`, finely enough for
    /// `scale` device pixels per local unit.
    func strokeOutline(_ path: BezierPath, style: StrokeStyle, scale: Double) {
        let localTolerance = tolerance / max(scale, 1e-12)
        let half = style.width / 2
        let maxTurn = min(max((8 * localTolerance / half).squareRoot(), 0.02), 0.5)
        PathFlattener.flatten(path, transform: .identity, tolerance: localTolerance, maxTurn: maxTurn, into: &flattened)
        stroker.configure(style: style, tolerance: localTolerance)
        let pattern = Dasher.pattern(style.dashes)
        flattened.removeRetracedSubpaths(tolerance: localTolerance * 1e-3, backwardsToo: pattern == nil)
        if let pattern {
            Dasher.dash(flattened, pattern: pattern, offset: style.dashOffset, into: &dashed)
            stroker.stroke(dashed, into: &outline)
        } else {
            stroker.stroke(flattened, into: &outline)
        }
    }

    /// Adds every subpath of `set` as a closed polygon, optionally mapping points by `transform`.
    func addEdges(of set: PolylineSet, transform: AffineTransform?) {
        set.points.withUnsafeBufferPointer { pts in
            for s in 0..<set.subpathCount {
                let range = set.range(of: s)
                guard range.count > 1 else { continue }
                func map(_ p: Vector2) -> Vector2 { transform.map { $0.apply(to: p) } ?? p }
                let first = map(pts[range.lowerBound])
                var prev = first
                for i in (range.lowerBound + 1)..<range.upperBound {
                    let p = map(pts[i])
                    accumulator.addLine(prev, p)
                    prev = p
                }
                accumulator.addLine(prev, first)
            }
        }
    }

    /// Composites the shader's colours source-over through the coverage runs, at most `width`
    /// pixels long, that `runs` produces. Paints that own their edges get full coverage
    /// wherever the shape touches a pixel.
    func composite(shader: Shader, width: Int, onto surface: inout Surface, _ runs: (CoverageRun) -> Void) {
        if let solid = shader.solidColor {
            // Solid colours (most of what is drawn) need neither the shader nor a colour row.
            surface.withSpans(scratch: &spanScratch) { writer in
                runs { y, x, coverage, count, isConstant in
                    if isConstant {
                        writer.sourceOver(solid: solid, coverage: coverage[0], x: x, y: y, count: count)
                    } else {
                        writer.sourceOver(solid: solid, coverage: coverage, x: x, y: y, count: count)
                    }
                }
            }
            return
        }
        let ownsEdges = shader.ownsEdges
        if shadeRow.count < (width + 1) * 4 { shadeRow = [Float](repeating: 0, count: (width + 1) * 4) }
        if fullCoverageRow.count < width + 1 { fullCoverageRow = [Float](repeating: 0, count: width + 1) }
        surface.withSpans(scratch: &spanScratch) { writer in
            shadeRow.withUnsafeMutableBufferPointer { rowBuffer in
                fullCoverageRow.withUnsafeMutableBufferPointer { fullBuffer in
                    runs { y, x, coverage, count, isConstant in
                        guard let row = rowBuffer.baseAddress, let full = fullBuffer.baseAddress, count <= fullBuffer.count else { return }
                        var cov = coverage
                        if isConstant {
                            full.update(repeating: ownsEdges ? (coverage[0] > 0 ? 1 : 0) : coverage[0], count: count)
                            cov = UnsafePointer(full)
                        } else if ownsEdges {
                            for i in 0..<count { full[i] = coverage[i] > 0 ? 1 : 0 }
                            cov = UnsafePointer(full)
                        }
                        // Gradients onto bytes: their colours as bytes, blended in integers.
                        let packed =
                            writer.isBytes
                            && row.withMemoryRebound(to: UInt32.self, capacity: count) { packed in
                                guard shader.shade(x: x, y: y, count: count, packedInto: packed) else { return false }
                                writer.sourceOver(packed: packed, coverage: cov, x: x, y: y, count: count)
                                return true
                            }
                        if !packed {
                            shader.shade(x: x, y: y, count: count, into: row)
                            writer.sourceOver(colors: row, coverage: cov, x: x, y: y, count: count)
                        }
                    }
                }
            }
        }
    }

    /// Clamps to 0...1 (NaN → 0).
    static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
}

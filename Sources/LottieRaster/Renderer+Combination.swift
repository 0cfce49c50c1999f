import LottieGraphics

extension Renderer {
    /// Fills a boolean combination of paths: each operand's coverage is rasterized over
    /// `rect`, combined per pixel, and the shader is composited through the result. An
    /// operand only changes the result inside its own device bounds (and an intersection
    /// clears what lies outside them), so only that area is cleared, rasterized and combined;
    /// and the whole is drawn only where the result can cover anything.
    func fillCombination(
        _ combination: PathCombination, shader: Shader, transform: AffineTransform, rect clip: IntRect,
        onto surface: inout Surface
    ) {
        let rect = Self.reach(of: combination, transform: transform, within: clip)
        guard let first = combination.operands.first, !rect.isEmpty else { return }
        let count = rect.width * rect.height
        var result = takeBuffer(count: count)
        var operand = takeBuffer(count: count)
        rasterizeCoverage(first, transform: transform, rect: rect, into: &result)
        for path in combination.operands.dropFirst() {
            let area = Self.area(of: path, transform: transform, within: rect)
            if combination.operation == .intersect { Self.clear(&result, of: rect, outside: area) }
            guard !area.isEmpty else { continue }
            Self.clear(&operand, of: rect, inside: area)
            rasterizeCoverage(path, transform: transform, rect: rect, into: &operand)
            Self.combine(&result, with: operand, of: rect, inside: area, operation: combination.operation)
        }
        composite(shader: shader, coverage: result, rect: rect, onto: &surface)
        recycle(operand)
        recycle(result)
    }

    /// The pixels of `rect` that the combination can cover: within every operand of an
    /// intersection, within the first operand of a subtraction, anywhere for an exclusion.
    private static func reach(of combination: PathCombination, transform: AffineTransform, within rect: IntRect) -> IntRect {
        func area(_ path: BezierPath) -> IntRect { Self.area(of: path, transform: transform, within: rect) }
        switch combination.operation {
        case .exclude: return rect
        case .subtract: return combination.operands.first.map(area) ?? .empty
        case .intersect: return combination.operands.reduce(rect) { $0.intersection(area($1)) }
        }
    }

    /// The pixels of `rect` that `path`'s device bounds touch.
    private static func area(of path: BezierPath, transform: AffineTransform, within rect: IntRect) -> IntRect {
        path.bounds.map { IntRect.covering($0.applying(transform), within: rect) } ?? .empty
    }

    /// Zeroes the pixels of `area` in `buffer` (one float per pixel of `rect`).
    private static func clear(_ buffer: inout [Float], of rect: IntRect, inside area: IntRect) {
        buffer.withUnsafeMutableBufferPointer { b in
            guard let base = b.baseAddress else { return }
            for y in area.y0..<area.y1 {
                (base + (y - rect.y0) * rect.width + (area.x0 - rect.x0)).update(repeating: 0, count: area.width)
            }
        }
    }

    /// Zeroes the pixels of `rect` outside `area` in `buffer`.
    private static func clear(_ buffer: inout [Float], of rect: IntRect, outside area: IntRect) {
        buffer.withUnsafeMutableBufferPointer { b in
            guard let base = b.baseAddress else { return }
            for y in rect.y0..<rect.y1 {
                let row = base + (y - rect.y0) * rect.width
                guard !area.isEmpty, y >= area.y0, y < area.y1 else {
                    row.update(repeating: 0, count: rect.width)
                    continue
                }
                row.update(repeating: 0, count: area.x0 - rect.x0)
                (row + (area.x1 - rect.x0)).update(repeating: 0, count: rect.x1 - area.x1)
            }
        }
    }

    /// Combines the operand's coverage into the result over `area`, a loop per operation so
    /// that each is vector code.
    private static func combine(
        _ result: inout [Float], with operand: [Float], of rect: IntRect, inside area: IntRect, operation: PathCombination.Operation
    ) {
        result.withUnsafeMutableBufferPointer { r in
            operand.withUnsafeBufferPointer { o in
                guard let rBase = r.baseAddress, let oBase = o.baseAddress else { return }
                for y in area.y0..<area.y1 {
                    let offset = (y - rect.y0) * rect.width + (area.x0 - rect.x0)
                    let a = rBase + offset
                    let b = oBase + offset
                    switch operation {
                    case .subtract: for i in 0..<area.width { a[i] *= 1 - b[i] }
                    case .intersect: for i in 0..<area.width { a[i] *= b[i] }
                    case .exclude: for i in 0..<area.width { a[i] = a[i] + b[i] - 2 * a[i] * b[i] }
                    }
                }
            }
        }
    }

    /// Composites `shader` source-over through a per-pixel coverage buffer for `rect`, row by
    /// row in runs: uncovered ones skipped, fully covered ones at one coverage.
    private func composite(shader: Shader, coverage: [Float], rect: IntRect, onto surface: inout Surface) {
        let solid = shader.solidColor
        if solid == nil && shadeRow.count < (rect.width + 1) * 4 {
            shadeRow = [Float](repeating: 0, count: (rect.width + 1) * 4)
        }
        surface.withSpans(scratch: &spanScratch) { writer in
            coverage.withUnsafeBufferPointer { coverageBuffer in
                guard let coverageBase = coverageBuffer.baseAddress else { return }
                shadeRow.withUnsafeMutableBufferPointer { rowBuffer in
                    for y in rect.y0..<rect.y1 {
                        let row = coverageBase + (y - rect.y0) * rect.width
                        Self.runs(of: row, count: rect.width) { start, count, kind in
                            let x = rect.x0 + start
                            let cov = row + start
                            if let solid {
                                if kind == .full {
                                    writer.sourceOver(solid: solid, coverage: 1, x: x, y: y, count: count)
                                } else {
                                    writer.sourceOver(solid: solid, coverage: cov, x: x, y: y, count: count)
                                }
                            } else if let colors = rowBuffer.baseAddress {
                                shader.shade(x: x, y: y, count: count, into: colors)
                                writer.sourceOver(colors: colors, coverage: cov, x: x, y: y, count: count)
                            }
                        }
                    }
                }
            }
        }
    }

    /// What a run of coverage holds.
    private enum RunKind { case partial, full }

    /// Calls `body(start, count, kind)` for the runs of `coverage[0..<count]` to draw: blocks of
    /// eight that are all 0 are left out, and blocks that are all 1 come as full runs.
    private static func runs(of coverage: UnsafePointer<Float>, count: Int, _ body: (Int, Int, RunKind) -> Void) {
        let one = Float(1).bitPattern
        var start = 0
        var kind: RunKind? = nil
        func flush(at end: Int) {
            if let kind, end > start { body(start, end - start, kind) }
        }
        var i = 0
        while i < count {
            let n = min(8, count - i)
            var zero = true
            var full = true
            for k in i..<(i + n) {
                let bits = coverage[k].bitPattern
                zero = zero && bits == 0
                full = full && bits == one
            }
            let block: RunKind? = zero ? nil : (full ? .full : .partial)
            if block != kind {
                flush(at: i)
                kind = block
                start = i
            }
            i += n
        }
        flush(at: count)
    }
}

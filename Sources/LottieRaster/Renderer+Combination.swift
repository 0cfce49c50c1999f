import LottieGraphics

extension Renderer {
    /// Fills a boolean combination of paths: each operand's coverage is rasterized over
    /// `rect`, combined per pixel, and the shader is composited through the result.
    func fillCombination(
        _ combination: PathCombination, shader: Shader, transform: AffineTransform, rect: IntRect,
        onto surface: inout Surface
    ) {
        guard let first = combination.operands.first else { return }
        let count = rect.width * rect.height
        var result = takeBuffer(count: count)
        var operand = takeBuffer(count: count)
        rasterizeCoverage(first, transform: transform, rect: rect, into: &result)
        for path in combination.operands.dropFirst() {
            operand.withUnsafeMutableBufferPointer { p in
                if let base = p.baseAddress { base.update(repeating: 0, count: count) }
            }
            rasterizeCoverage(path, transform: transform, rect: rect, into: &operand)
            Self.combine(&result, with: operand, count: count, operation: combination.operation)
        }
        composite(shader: shader, coverage: result, rect: rect, onto: &surface)
        recycle(operand)
        recycle(result)
    }

    private static func combine(_ result: inout [Float], with operand: [Float], count: Int, operation: PathCombination.Operation) {
        result.withUnsafeMutableBufferPointer { r in
            operand.withUnsafeBufferPointer { o in
                for i in 0..<count {
                    let a = r[i]
                    let b = o[i]
                    switch operation {
                    case .subtract: r[i] = a * (1 - b)
                    case .intersect: r[i] = a * b
                    case .exclude: r[i] = a + b - 2 * a * b
                    }
                }
            }
        }
    }

    /// Composites `shader` source-over through a per-pixel coverage buffer for `rect`.
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
                        let cov = coverageBase + (y - rect.y0) * rect.width
                        if let solid {
                            writer.sourceOver(solid: solid, coverage: cov, x: rect.x0, y: y, count: rect.width)
                        } else if let row = rowBuffer.baseAddress {
                            shader.shade(x: rect.x0, y: y, count: rect.width, into: row)
                            writer.sourceOver(colors: row, coverage: cov, x: rect.x0, y: y, count: rect.width)
                        }
                    }
                }
            }
        }
    }
}

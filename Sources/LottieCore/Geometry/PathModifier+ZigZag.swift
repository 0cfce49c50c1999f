import LottieGraphics

extension PathModifier {
    /// Zig-zag (`zz`, lottie-format §9.7, after lottie-web's `ZigZagModifier`).
    ///
    /// Every vertex and `ridges` points per segment, evenly spaced by arc length, are pushed
    /// along the normal by `amplitude`, alternating sides (the first vertex goes to the right
    /// of the travel direction, i.e. inward on a clockwise shape for a positive amplitude). The result
    /// is a polyline through those points; `smooth` (`pt` 2) gives each point tangents along
    /// the path of length (segment chord)/(ridges + 1)/2.
    /// - Parameters:
    ///   - amplitude: `s`; 0 or non-finite leaves the path unchanged.
    ///   - ridges: `r` per segment, rounded; clamped to 0…``maxZigZagRidges`` and reduced so the
    ///     result stays under ``maxZigZagPoints`` points.
    package static func zigZag(_ path: BezierPath, amplitude: Double, ridges: Double, smooth: Bool) -> BezierPath {
        guard amplitude.isFinite, amplitude != 0 else { return path }
        let contours = PathContour.contours(of: path)
        let segmentCount = max(1, contours.reduce(0) { $0 + $1.segments.count })
        var perSegment = ridges.rounded().clampedInt(in: 0...maxZigZagRidges)
        perSegment = min(perSegment, max(0, maxZigZagPoints / segmentCount - 1))
        let result = contours.map {
            $0.replaced(by: zigZag($0, amplitude: amplitude, ridges: perSegment, smooth: smooth))
        }
        return PathContour.path(of: result)
    }

    // MARK: - Private

    private static func zigZag(_ contour: PathContour, amplitude: Double, ridges: Int, smooth: Bool) -> PathContour {
        let vertexContour = VertexContour(contour)
        let v = vertexContour.vertices
        let n = v.count
        let segments = contour.segments
        guard n > 1, !segments.isEmpty else { return contour }
        let spacing = 1 / Double(ridges + 1)
        var output: [PathVertex] = []
        output.reserveCapacity(segments.count * (ridges + 1) + 1)
        var direction = -1.0

        func emit(_ point: Vector2, tangent: Vector2, inLength: Double, outLength: Double) {
            let p = point + GeometryTrig.normal(tangent) * (direction * amplitude)
            guard smooth else { return output.append(PathVertex(p)) }
            output.append(PathVertex(point: p, inControl: p - tangent * inLength, outControl: p + tangent * outLength))
        }
        func corner(_ i: Int) {
            let closed = vertexContour.isClosed
            let previous = closed || i > 0 ? v[(i + n - 1) % n].point : v[i].point
            let next = closed || i < n - 1 ? v[(i + 1) % n].point : v[i].point
            let tangent = GeometryTrig.unit(next - previous) ?? Vector2(0, -1)
            let inLength = (v[i].point - previous).length * spacing / 2
            let outLength = (next - v[i].point).length * spacing / 2
            emit(v[i].point, tangent: tangent, inLength: inLength, outLength: outLength)
        }

        corner(0)
        for (k, segment) in segments.enumerated() {
            direction = -direction
            let handle = segment.chordLength * spacing / 2
            for t in segment.evenArcLengthParameters(parts: ridges + 1) {
                let tangent = segment.tangent(at: t) ?? Vector2(0, -1)
                emit(segment.point(at: t), tangent: tangent, inLength: handle, outLength: handle)
                direction = -direction
            }
            if k + 1 < n { corner(k + 1) }
        }
        return VertexContour(vertices: output, isClosed: vertexContour.isClosed).contour
    }
}

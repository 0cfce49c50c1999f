import LottieGraphics
import LottieModel

/// A keyframe value that can be blended between two keyframes. `progress(i)` is the
/// eased progress for component `i` (per-dimension easing); most values use component 0.
package protocol Interpolatable {
    func interpolated(to other: Self, progress: (Int) -> Double) -> Self
}

extension Double: Interpolatable {
    package func interpolated(to other: Double, progress: (Int) -> Double) -> Double {
        self + (other - self) * progress(0)
    }
}

extension Vector3: Interpolatable {
    package func interpolated(to other: Vector3, progress: (Int) -> Double) -> Vector3 {
        Vector3(
            x + (other.x - x) * progress(0), y + (other.y - y) * progress(1), z + (other.z - z) * progress(2))
    }
}

extension Color: Interpolatable {
    package func interpolated(to other: Color, progress: (Int) -> Double) -> Color {
        lerp(to: other, progress(0))
    }
}

extension GradientValues: Interpolatable {
    /// Element-wise; a length mismatch keeps the shorter array's length.
    package func interpolated(to other: GradientValues, progress: (Int) -> Double) -> GradientValues {
        let t = progress(0)
        let count = min(values.count, other.values.count)
        var result = [Double]()
        result.reserveCapacity(count)
        for index in 0..<count { result.append(values[index] + (other.values[index] - values[index]) * t) }
        return GradientValues(result)
    }
}

extension Bezier: Interpolatable {
    /// Vertex by vertex; with different vertex counts the shorter count is used
    /// (lottie-ios), and the closed flag comes from the start keyframe.
    package func interpolated(to other: Bezier, progress: (Int) -> Double) -> Bezier {
        let t = progress(0)
        let count = min(vertices.count, other.vertices.count)
        var result = Bezier(isClosed: isClosed, vertices: [], inTangents: [], outTangents: [])
        result.vertices.reserveCapacity(count)
        result.inTangents.reserveCapacity(count)
        result.outTangents.reserveCapacity(count)
        for index in 0..<count {
            result.vertices.append(vertices[index].lerp(to: other.vertices[index], t))
            result.inTangents.append(inTangents[index].lerp(to: other.inTangents[index], t))
            result.outTangents.append(outTangents[index].lerp(to: other.outTangents[index], t))
        }
        return result
    }
}

extension TextDocument: Interpolatable {
    /// Text documents do not interpolate: the earlier keyframe holds.
    package func interpolated(to other: TextDocument, progress: (Int) -> Double) -> TextDocument {
        self
    }
}

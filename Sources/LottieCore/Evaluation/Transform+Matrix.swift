import LottieGraphics
import LottieModel
import RealModule

extension Transform {
    /// The local matrix at `frame` (column vectors, y down):
    /// `T(p) · R(r) · [R(−sa) · Kx(−tan sk) · R(sa)] · S(s/100) · T(−a)`.
    /// Auto-orient adds the direction of the position's motion to the rotation. The 3D
    /// rotations (`rx`, `ry`, and `rz` without `r`) apply to 3D (`ddd`) layers only, as the
    /// format defines them.
    package func matrix(at frame: Double, autoOrient: Bool = false, is3D: Bool = true) -> AffineTransform {
        let anchor = anchor.value(at: frame, default: .zero)
        let position = position(at: frame)
        let scale = scale.value(at: frame, default: Vector3(100, 100, 100))
        var degrees = is3D || !isRotationFromZ ? rotation.value(at: frame, default: 0) : 0
        if autoOrient, let angle = motionAngle(at: frame) { degrees += angle }
        var matrix = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(AffineTransform(scaleX: scale.x / 100, y: scale.y / 100))
        let skew = skew?.value(at: frame, default: 0) ?? 0
        if skew != 0 {
            let axis = (skewAxis?.value(at: frame, default: 0) ?? 0) * .pi / 180
            let shear = AffineTransform(a: 1, b: 0, c: -tangent(skew), d: 1, tx: 0, ty: 0)
            matrix = matrix.concatenating(AffineTransform(rotation: axis)).concatenating(shear)
                .concatenating(AffineTransform(rotation: -axis))
        }
        if is3D, let rotation3D = rotation3D(at: frame, rotationZ: degrees) {
            matrix = matrix.concatenating(rotation3D)
        } else if degrees != 0 {
            matrix = matrix.concatenating(AffineTransform(rotation: degrees * .pi / 180))
        }
        return matrix.concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// Opacity at `frame` in 0...1.
    package func opacity(at frame: Double) -> Double {
        min(max(opacity.value(at: frame, default: 100) / 100, 0), 1)
    }

    package func position(at frame: Double) -> Vector3 {
        switch position {
        case .combined(let property): property.spatialValue(at: frame, default: .zero)
        case .split(let x, let y, let z):
            Vector3(x.value(at: frame, default: 0), y.value(at: frame, default: 0), z?.value(at: frame, default: 0) ?? 0)
        }
    }

    // MARK: - Private

    /// tan of a skew angle in degrees, limited to ±89° so it stays finite.
    private func tangent(_ degrees: Double) -> Double {
        let limited = min(max(degrees, -89), 89)
        return Double.tan(limited * .pi / 180)
    }

    /// Direction of motion in degrees, from the position a small step before and after.
    private func motionAngle(at frame: Double) -> Double? {
        guard case .combined(let property) = position, property.isAnimated else { return nil }
        for step in [0.01, 0.5, 2] {
            let before = property.spatialValue(at: frame - step, default: .zero).xy
            let after = property.spatialValue(at: frame + step, default: .zero).xy
            let delta = after - before
            if delta.length > 1e-9 { return Double.atan2(y: delta.y, x: delta.x) * 180 / .pi }
        }
        return nil
    }

    /// The 2×2 block of Rx(rx)·Ry(ry)·Rz(rz)·Rx(or.x)·Ry(or.y)·Rz(or.z) for 3D layers
    /// (an orthographic projection), or nil when there is no x/y rotation.
    private func rotation3D(at frame: Double, rotationZ: Double) -> AffineTransform? {
        let rx = rotationX?.value(at: frame, default: 0) ?? 0
        let ry = rotationY?.value(at: frame, default: 0) ?? 0
        let orientation = self.orientation?.value(at: frame, default: .zero) ?? .zero
        guard rx != 0 || ry != 0 || orientation != .zero else { return nil }
        let m =
            Matrix3.rotationX(rx) * Matrix3.rotationY(ry) * Matrix3.rotationZ(rotationZ)
            * Matrix3.rotationX(orientation.x) * Matrix3.rotationY(orientation.y) * Matrix3.rotationZ(orientation.z)
        return AffineTransform(a: m.m[0], b: m.m[3], c: m.m[1], d: m.m[4], tx: 0, ty: 0)
    }
}

/// A row-major 3×3 matrix for flattening 3D rotations.
struct Matrix3 {
    var m: [Double]

    static func * (l: Matrix3, r: Matrix3) -> Matrix3 {
        var result = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                result[row * 3 + column] = (0..<3).reduce(0) { $0 + l.m[row * 3 + $1] * r.m[$1 * 3 + column] }
            }
        }
        return Matrix3(m: result)
    }

    static func rotationX(_ degrees: Double) -> Matrix3 {
        let (s, c) = sinCos(degrees)
        return Matrix3(m: [1, 0, 0, 0, c, -s, 0, s, c])
    }

    static func rotationY(_ degrees: Double) -> Matrix3 {
        let (s, c) = sinCos(degrees)
        return Matrix3(m: [c, 0, s, 0, 1, 0, -s, 0, c])
    }

    static func rotationZ(_ degrees: Double) -> Matrix3 {
        let (s, c) = sinCos(degrees)
        return Matrix3(m: [c, -s, 0, s, c, 0, 0, 0, 1])
    }

    private static func sinCos(_ degrees: Double) -> (Double, Double) {
        let radians = degrees * .pi / 180
        return (Double.sin(radians), Double.cos(radians))
    }
}

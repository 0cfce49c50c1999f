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
        localMatrix(at: frame, autoOrient: autoOrient, is3D: is3D)
    }

    /// ``matrix(at:autoOrient:is3D:)`` of a transform the caller lends (one in an array of
    /// layers is not copied).
    package static func matrix(of t: borrowing Transform, at frame: Double, autoOrient: Bool, is3D: Bool) -> AffineTransform {
        t.localMatrix(at: frame, autoOrient: autoOrient, is3D: is3D)
    }

    private func localMatrix(at frame: Double, autoOrient: Bool, is3D: Bool) -> AffineTransform {
        let anchor = anchor.value(at: frame, default: .zero)
        let position = position(at: frame)
        let scale = scale.value(at: frame, default: Vector3(100, 100, 100))
        let degrees = rotationDegrees(at: frame, autoOrient: autoOrient, is3D: is3D)
        var matrix = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(AffineTransform(scaleX: scale.x / 100, y: scale.y / 100))
        if let skew = skewMatrix(at: frame) { matrix = matrix.concatenating(skew) }
        if is3D, let m = rotationMatrix3D(at: frame, rotationZ: degrees) {
            // The 2×2 block of the 3D rotation: an orthographic projection.
            matrix = matrix.concatenating(AffineTransform(a: m.m[0], b: m.m[3], c: m.m[1], d: m.m[4], tx: 0, ty: 0))
        } else if degrees != 0 {
            matrix = matrix.concatenating(AffineTransform(rotation: degrees * .pi / 180))
        }
        return matrix.concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// Opacity at `frame` in 0...1.
    package func opacity(at frame: Double) -> Double {
        Self.unit(opacity: opacity.value(at: frame, default: 100))
    }

    /// An opacity in percent as a fraction in 0...1.
    package static func unit(opacity percent: Double) -> Double {
        min(max(percent / 100, 0), 1)
    }

    package func position(at frame: Double) -> Vector3 {
        switch position {
        case .combined(let property): property.spatialValue(at: frame, default: .zero)
        case .split(let x, let y, let z):
            Vector3(x.value(at: frame, default: 0), y.value(at: frame, default: 0), z?.value(at: frame, default: 0) ?? 0)
        }
    }

    // MARK: - Private

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

    /// The rotation in degrees (`r`, or `rz` on 3D layers), plus the direction of motion when
    /// auto-oriented.
    func rotationDegrees(at frame: Double, autoOrient: Bool, is3D: Bool) -> Double {
        var degrees = is3D || !isRotationFromZ ? rotation.value(at: frame, default: 0) : 0
        if autoOrient, let angle = motionAngle(at: frame) { degrees += angle }
        return degrees
    }

    /// The skew `sk` along the axis `sa` (see ``AffineTransform/skew(degrees:axisDegrees:)``),
    /// or nil without skew.
    func skewMatrix(at frame: Double) -> AffineTransform? {
        AffineTransform.skew(
            degrees: skew?.value(at: frame, default: 0) ?? 0, axisDegrees: skewAxis?.value(at: frame, default: 0) ?? 0)
    }

    /// Rx(rx)·Ry(ry)·Rz(rz)·Rx(or.x)·Ry(or.y)·Rz(or.z) for 3D layers, or nil when there is no
    /// x/y rotation.
    func rotationMatrix3D(at frame: Double, rotationZ: Double) -> Matrix3? {
        let rx = rotationX?.value(at: frame, default: 0) ?? 0
        let ry = rotationY?.value(at: frame, default: 0) ?? 0
        let orientation = self.orientation?.value(at: frame, default: .zero) ?? .zero
        guard rx != 0 || ry != 0 || orientation != .zero else { return nil }
        return Matrix3.rotationX(rx) * Matrix3.rotationY(ry) * Matrix3.rotationZ(rotationZ)
            * Matrix3.rotationX(orientation.x) * Matrix3.rotationY(orientation.y) * Matrix3.rotationZ(orientation.z)
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

extension AffineTransform {
    /// After Effects' skew of `degrees` along the axis at `axisDegrees`, as layers, shape groups
    /// and text animators apply it: `R(−sa) · Kx(−tan sk) · R(sa)`, the angle limited to ±89°
    /// so that it stays finite; nil for no skew.
    static func skew(degrees: Double, axisDegrees: Double) -> AffineTransform? {
        guard degrees != 0, degrees.isFinite, axisDegrees.isFinite else { return nil }
        let tangent = Double.tan(min(max(degrees, -89), 89) * .pi / 180)
        let axis = axisDegrees * .pi / 180
        let shear = AffineTransform(a: 1, b: 0, c: -tangent, d: 1, tx: 0, ty: 0)
        return AffineTransform(rotation: axis).concatenating(shear).concatenating(AffineTransform(rotation: -axis))
    }
}

import LottieGraphics
import LottieModel

extension Transform {
    /// The local 3D map at `frame`, `T(p) · R · K · S · T(−a)` on all three axes: the anchor,
    /// position and scale with their z, the skew in the layer's plane and the full 3D rotation
    /// (`rx`, `ry`, `rz` and `or`). ``matrix(at:autoOrient:is3D:)`` is its orthographic view.
    func matrix3D(at frame: Double, autoOrient: Bool) -> Affine3D {
        let anchor = SIMD3<Double>(anchor.value(at: frame, default: .zero))
        let position = SIMD3<Double>(position(at: frame))
        let scale = SIMD3<Double>(scale.value(at: frame, default: Vector3(100, 100, 100))) / 100
        let degrees = rotationDegrees(at: frame, autoOrient: autoOrient, is3D: true)
        var local = Affine3D(x: [scale.x, 0, 0], y: [0, scale.y, 0], z: [0, 0, scale.z], translation: -anchor * scale)
        if let k = skewMatrix(at: frame) {
            local = local.concatenating(Affine3D(x: [k.a, k.b, 0], y: [k.c, k.d, 0], z: [0, 0, 1], translation: .zero))
        }
        let rotation = rotationMatrix3D(at: frame, rotationZ: degrees) ?? Matrix3.rotationZ(degrees)
        return local.concatenating(Affine3D(rotation, translation: position))
    }
}

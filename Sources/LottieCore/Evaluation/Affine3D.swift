import LottieModel

/// A 3D affine map `v ↦ x·v.x + y·v.y + z·v.z + translation` (its columns), in composition
/// units with y down and z away from the viewer: where a 3D layer's plane lies in space, for a
/// camera to look at.
struct Affine3D {
    var x: SIMD3<Double>
    var y: SIMD3<Double>
    var z: SIMD3<Double>
    var translation: SIMD3<Double>

    static let identity = Affine3D(x: [1, 0, 0], y: [0, 1, 0], z: [0, 0, 1], translation: .zero)

    /// The map with linear part `m` (row-major) and `translation`.
    init(_ m: Matrix3, translation: SIMD3<Double> = .zero) {
        self.init(x: [m.m[0], m.m[3], m.m[6]], y: [m.m[1], m.m[4], m.m[7]], z: [m.m[2], m.m[5], m.m[8]], translation: translation)
    }

    init(x: SIMD3<Double>, y: SIMD3<Double>, z: SIMD3<Double>, translation: SIMD3<Double>) {
        self.x = x
        self.y = y
        self.z = z
        self.translation = translation
    }

    /// The image of the direction `v` (no translation).
    func applyLinear(_ v: SIMD3<Double>) -> SIMD3<Double> { x * v.x + y * v.y + z * v.z }

    /// The image of the point `v`.
    func apply(_ v: SIMD3<Double>) -> SIMD3<Double> { applyLinear(v) + translation }

    /// `self`, then `other`.
    func concatenating(_ other: Affine3D) -> Affine3D {
        Affine3D(
            x: other.applyLinear(x), y: other.applyLinear(y), z: other.applyLinear(z),
            translation: other.apply(translation))
    }
}

extension SIMD3<Double> {
    init(_ v: Vector3) { self.init(v.x, v.y, v.z) }
}

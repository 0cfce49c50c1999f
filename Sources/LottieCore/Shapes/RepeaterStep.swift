import LottieGraphics
import LottieModel
import RealModule

/// The repeater transform of one step, raised to a (possibly fractional) power k:
/// `T(p·k + a) · S(s^k) · R(r·k) · T(−a)`.
struct RepeaterStep {
    let anchor: Vector2
    let position: Vector2
    let scale: Vector2
    let rotation: Double

    init(_ transform: Transform, frame: Double) {
        anchor = transform.anchor.value(at: frame, default: .zero).xy
        position = transform.position(at: frame).xy
        let scale = transform.scale.value(at: frame, default: Vector3(100, 100, 100))
        self.scale = Vector2(scale.x / 100, scale.y / 100)
        rotation = transform.rotation.value(at: frame, default: 0)
    }

    func matrix(times k: Double) -> AffineTransform {
        AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(AffineTransform(rotation: rotation * k * .pi / 180))
            .concatenating(AffineTransform(scaleX: Self.power(scale.x, k), y: Self.power(scale.y, k)))
            .concatenating(AffineTransform(translationX: position.x * k + anchor.x, y: position.y * k + anchor.y))
    }

    /// base^k for a real exponent, defined for negative bases at integer k.
    private static func power(_ base: Double, _ k: Double) -> Double {
        if k == k.rounded(), abs(k) < 10_000 {
            var result = 1.0
            for _ in 0..<abs(k).clampedInt(in: 0...10_000) { result *= base }
            return k < 0 ? (result == 0 ? 0 : 1 / result) : result
        }
        guard base > 0 else { return 0 }
        return Double.exp(k * Double.log(base))
    }
}

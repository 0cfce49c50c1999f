import Foundation
import LottieCore
import LottieGraphics

extension PointValueProvider {
    /// Always `point`, as lottie-ios's `PointValueProvider(CGPoint)`.
    public convenience init(_ point: CGPoint) {
        self.init(Vector2(Double(point.x), Double(point.y)))
    }
}

extension SizeValueProvider {
    /// Always `size` (for `Scale`, in percent: 100×100 is unscaled), as lottie-ios's
    /// `SizeValueProvider(CGSize)`.
    public convenience init(_ size: CGSize) {
        self.init(Vector2(Double(size.width), Double(size.height)))
    }
}

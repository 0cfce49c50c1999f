import Foundation
import LottieCore
import LottieGraphics

extension LottieAnimationView {
    // MARK: - Value providers

    /// The value providers set, by keypath (the last one set on a keypath).
    public var valueProviders: [AnimationKeypath: any AnyValueProvider] {
        Dictionary(renderer.valueProviders.map { ($0.keypath, $0.provider) }, uniquingKeysWith: { _, last in last })
    }

    /// Overrides every property `keypath` matches whose kind the provider supplies, from the
    /// next frame drawn on. A provider's value can change later (`provider.color = …`).
    public func setValueProvider(_ valueProvider: any AnyValueProvider, keypath: AnimationKeypath) {
        renderer.setValueProvider(valueProvider, keypath: keypath)
    }

    /// Removes the providers set for exactly `keypath`.
    public func removeValueProvider(for keypath: AnimationKeypath) {
        renderer.removeValueProvider(for: keypath)
    }

    /// The value of the first property `keypath` matches at `atFrame` (nil: ``currentFrame``),
    /// value providers included, as lottie-ios's value types: `LottieColor` for colours,
    /// `CGFloat` for numbers, `CGPoint` for positions and anchors, `CGSize` for sizes and
    /// scales, `[Double]` for gradient colours (`p r g b` per stop, then `p a` per stop),
    /// `[CGFloat]` for dash patterns, `Bezier` for paths. nil when it matches no property.
    public func getValue(for keypath: AnimationKeypath, atFrame: AnimationFrameTime?) -> Any? {
        renderer.getValue(for: keypath, atFrame: Double(atFrame ?? currentFrame)).map(Self.lottieValue)
    }

    /// As ``getValue(for:atFrame:)``, ignoring value providers: the file's own value.
    public func getOriginalValue(for keypath: AnimationKeypath, atFrame: AnimationFrameTime?) -> Any? {
        renderer.getOriginalValue(for: keypath, atFrame: Double(atFrame ?? currentFrame)).map(Self.lottieValue)
    }

    // MARK: - Keypaths and nodes

    /// Prints `Lottie: Logging Animation Keypaths`, then every node and property keypath.
    public func logHierarchyKeypaths() {
        animation?.logHierarchyKeypaths()
    }

    /// Every node and property keypath, sorted.
    public func allHierarchyKeypaths() -> [String] {
        animation?.allHierarchyKeypaths() ?? []
    }

    /// Switches the layers and shape items `keypath` matches off or back on.
    public func setNodeIsEnabled(isEnabled: Bool, keypath: AnimationKeypath) {
        renderer.setNodeIsEnabled(isEnabled: isEnabled, keypath: keypath)
    }

    /// `point`, in the view's coordinates (``bounds``), in the coordinate space of the first layer
    /// `keypath` matches, at the frame on screen; `point` in composition coordinates for a nil
    /// keypath; nil when no layer matches or its transform cannot be inverted.
    public func convert(_ point: CGPoint, toLayerAt keypath: AnimationKeypath?) -> CGPoint? {
        guard let composition = viewToComposition?.apply(to: Vector2(Double(point.x), Double(point.y))),
            let converted = renderer.convert(composition, toLayerAt: keypath, atFrame: Double(realtimeAnimationFrame))
        else { return nil }
        return CGPoint(x: converted.x, y: converted.y)
    }

    /// `rect`, in the view's coordinates, in the coordinate space of the first layer `keypath`
    /// matches: the bounding box of its converted corners (nil as for points).
    public func convert(_ rect: CGRect, toLayerAt keypath: AnimationKeypath?) -> CGRect? {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].compactMap { convert($0, toLayerAt: keypath) }
        guard corners.count == 4 else { return nil }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: - Private

    /// View → composition coordinates, by ``contentMode`` in ``frame``'s size; nil when either
    /// size is empty.
    private var viewToComposition: LottieGraphics.AffineTransform? {
        let size = renderer.animation.size
        return contentMode.transform(
            compositionWidth: size.width, compositionHeight: size.height, width: Double(frame.width),
            height: Double(frame.height)
        ).inverted
    }

    /// A keypath value as the type lottie-ios's `getValue` gives.
    private static func lottieValue(_ value: KeypathValue) -> Any {
        switch value {
        case .color(let color): return color as LottieColor
        case .number(let number): return CGFloat(number)
        case .point(let point): return CGPoint(x: point.x, y: point.y)
        case .size(let size): return CGSize(width: size.x, height: size.y)
        case .gradient(let stops):
            return stops.flatMap { [$0.offset, $0.color.r, $0.color.g, $0.color.b] } + stops.flatMap { [$0.offset, $0.color.a] }
        case .numbers(let numbers): return numbers.map { CGFloat($0) }
        case .path(let bezier): return bezier
        }
    }
}

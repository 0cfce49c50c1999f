import LottieCore
import LottieGraphics
import LottieRaster

/// Renders frames of one animation into pixel buffers: evaluation (display list) then
/// rasterization. Keeps the rasterizer's scratch memory and the font provider's faces between
/// frames, so it is not `Sendable`: use one per thread.
///
/// ```swift
/// let renderer = LottieFrameRenderer(animation: animation)
/// renderer.textProvider = DictionaryTextProvider(["Title": "Hello"])
/// let pixels = renderer.render(frame: 30, width: 160, height: 160)
/// let png = PNGEncoder().encode(pixels)
/// ```
public final class LottieFrameRenderer {
    public let animation: LottieAnimation
    /// Evaluates frames with the glyphs and texts the providers resolved.
    public private(set) var evaluator: FrameEvaluator
    /// Replaces the text of text layers; setting it re-resolves glyphs for the new text.
    public var textProvider: any AnimationKeypathTextProvider {
        didSet { resolveText() }
    }
    /// Supplies outlines for the characters the animation's `chars` lack; setting it
    /// re-resolves glyphs.
    public var fontProvider: any AnimationFontProvider {
        didSet { resolveText() }
    }
    private let rasterizer = Renderer()
    /// The last frame's pixels, reused when the size matches (the renderer clears it).
    private var buffer: PixelBuffer?

    /// Creates a renderer; text layers get their glyphs from `fontProvider` (fontconfig and
    /// FreeType by default) and their text from `textProvider` (the file's own by default).
    public init(
        animation: LottieAnimation, textProvider: any AnimationKeypathTextProvider = DefaultTextProvider(),
        fontProvider: any AnimationFontProvider = DefaultFontProvider()
    ) {
        self.animation = animation
        self.textProvider = textProvider
        self.fontProvider = fontProvider
        let text = TextEnvironment(animation: animation.model, textProvider: textProvider, fontProvider: fontProvider)
        self.evaluator = FrameEvaluator(animation: animation.model, environment: EvaluationEnvironment(text: text))
    }

    /// The frame's display list (composition coordinates). Frames are clamped to the
    /// playable range [ip, op), so the last frame never blanks layers that end at `op`.
    public func displayList(frame: Double) -> DisplayList {
        evaluator.displayList(at: clamped(frame))
    }

    /// `frame` limited to [`startFrame`, `endFrame` − 1e-4] (non-finite → `startFrame`).
    public func clamped(_ frame: Double) -> Double {
        guard frame.isFinite else { return animation.startFrame }
        return min(max(frame, animation.startFrame), max(animation.startFrame, animation.endFrame - 1e-4))
    }

    /// Rebuilds the evaluator's text environment from the current providers.
    private func resolveText() {
        var environment = evaluator.environment
        environment.text = TextEnvironment(animation: animation.model, textProvider: textProvider, fontProvider: fontProvider)
        evaluator = FrameEvaluator(animation: animation.model, environment: environment)
    }

    /// Rasterizes a display list into a `width`×`height` buffer.
    public func rasterize(
        _ list: DisplayList, width: Int, height: Int, contentMode: ContentMode = .fit, background: Color? = nil
    ) -> PixelBuffer {
        var pixels = buffer.flatMap { $0.width == width && $0.height == height ? $0 : nil }
            ?? PixelBuffer(width: width, height: height)
        buffer = nil  // so that `pixels` is uniquely referenced unless the caller kept the last frame
        let transform = contentMode.transform(
            compositionWidth: list.width, compositionHeight: list.height, width: pixels.width, height: pixels.height)
        rasterizer.render(list, into: &pixels, transform: transform)
        if let background { pixels.composite(over: background) }
        buffer = pixels
        return pixels
    }

    /// Evaluates and rasterizes `frame` (absolute frame number).
    public func render(
        frame: Double, width: Int, height: Int, contentMode: ContentMode = .fit, background: Color? = nil
    ) -> PixelBuffer {
        rasterize(displayList(frame: frame), width: width, height: height, contentMode: contentMode, background: background)
    }
}

extension PixelBuffer {
    /// Composites the buffer over an opaque or translucent background colour.
    mutating func composite(over background: Color) {
        let bg = SIMD4<Float>(Float(background.r * background.a), Float(background.g * background.a), Float(background.b * background.a), Float(background.a))
        storage.withUnsafeMutableBufferPointer { pixels in
            var index = 0
            while index + 3 < pixels.count {
                let alpha = pixels[index + 3]
                for channel in 0..<4 { pixels[index + channel] += bg[channel] * (1 - alpha) }
                index += 4
            }
        }
    }
}

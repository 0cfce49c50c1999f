import LottieCore
import LottieGraphics
import LottieModel
import LottieRaster

/// Renders frames of one animation into pixel buffers: evaluation (display list) then
/// rasterization. Keeps the rasterizer's scratch memory and the font provider's faces between
/// frames, so it is not `Sendable`: use one per thread.
///
/// ```swift
/// let loaded = try LoadedAnimationFile.load(filePath: "dog.json")
/// let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
/// renderer.textProvider = DictionaryTextProvider(["Title": "Hello"])
/// let pixels = renderer.render(frame: 30, width: 160, height: 160)
/// let rgba = pixels.straightRGBA8()          // 8-bit RGBA, straight alpha
/// ```
public final class LottieFrameRenderer {
    /// The animation this renderer draws.
    public let animation: LottieAnimation
    /// The evaluator, rebuilt when value providers, images, texts or fonts change.
    package private(set) var evaluator: FrameEvaluator {
        didSet { isolated = nil }
    }
    /// The last node drawn alone (`displayList(of:frame:)`) and its evaluator, kept while
    /// `evaluator` does not change.
    var isolated: (steps: [NodeStep], evaluator: FrameEvaluator)?
    /// The value providers set, oldest first (a later one wins on a property both match).
    package var valueProviders: [(keypath: AnimationKeypath, provider: any AnyValueProvider)] = []
    /// The nodes switched off with `setNodeIsEnabled(isEnabled: false, keypath:)`, in order.
    var disabledNodes: [[NodeStep]] = [] {
        didSet { drawnModel = animation.model.disablingNodes(at: disabledNodes) }
    }
    /// The model evaluated: the animation's, less the disabled nodes.
    private var drawnModel: Animation
    /// The animation's keypath tree, built on first use.
    package private(set) lazy var keypathTree = KeypathTree(animation: animation.model)
    /// Supplies the image assets' bitmaps; setting it reloads the images. The default reads
    /// embedded `data:` URLs only. The built-in providers also give the files of data assets
    /// (JSON that expressions read through data layers), found where images are.
    public var imageProvider: any AnimationImageProvider {
        didSet {
            loadingProvider = Self.loadingProvider(for: imageProvider)
            reloadImages()
        }
    }
    /// Why image assets drawn by image layers could not be loaded (one warning each, at the
    /// asset's JSON path); their layers stay transparent.
    public private(set) var imageDiagnostics: [Diagnostic] = []
    /// Why data assets shown by data layers could not be read (one warning each, at the
    /// asset's JSON path); expressions that read them fail.
    package private(set) var dataDiagnostics: [Diagnostic] = []
    /// `imageProvider`, wrapped in a cache when it is `cacheEligible`.
    private var loadingProvider: any AnimationImageProvider
    /// Replaces the text of text layers; setting it re-resolves glyphs for the new text.
    public var textProvider: any AnimationKeypathTextProvider {
        didSet { resolveText() }
    }
    /// Supplies outlines for the characters the animation's `chars` lack; setting it
    /// re-resolves glyphs.
    public var fontProvider: any AnimationFontProvider {
        didSet { resolveText() }
    }
    package let rasterizer = Renderer()
    /// The font faces loaded for text layers, kept while fonts and texts change.
    private let faces: FontFaces
    /// The last frame's pixels, reused when the size matches (the renderer clears it).
    private var buffer: PixelBuffer?
    /// Where the rasterizer drew into `buffer`, while nothing else has changed it (no background).
    private var bufferDrawn: DrawnArea?

    /// Creates a renderer.
    /// - Parameters:
    ///   - animation: the animation to draw.
    ///   - imageProvider: where image assets come from (default: embedded `data:` URLs only;
    ///     `LoadedAnimationFile.imageProvider` also finds files and archive images).
    ///   - textProvider: replaces text-layer strings (the file's own by default).
    ///   - fontProvider: chooses the fonts of text layers (by default the embedded or installed font).
    public init(
        animation: LottieAnimation, imageProvider: any AnimationImageProvider = DirectoryImageProvider(searchPaths: []),
        textProvider: any AnimationKeypathTextProvider = DefaultTextProvider(),
        fontProvider: any AnimationFontProvider = DefaultFontProvider()
    ) {
        self.animation = animation
        self.drawnModel = animation.model
        self.imageProvider = imageProvider
        self.loadingProvider = Self.loadingProvider(for: imageProvider)
        self.textProvider = textProvider
        self.fontProvider = fontProvider
        let faces = FontFaces()
        self.faces = faces
        let text = TextEnvironment(
            animation: animation.model, textProvider: textProvider, fontProvider: fontProvider, faces: faces)
        let images = ImageResolution(animation: animation.model, provider: loadingProvider)
        let data = DataResolution(animation: animation.model, provider: imageProvider)
        self.imageDiagnostics = images.diagnostics
        self.dataDiagnostics = data.diagnostics
        self.evaluator = FrameEvaluator(
            animation: drawnModel, environment: EvaluationEnvironment(images: images.images, text: text, data: data.data))
    }

    /// Resolves `valueProviders` against the keypath tree and rebuilds the evaluator (also after
    /// nodes were switched on or off).
    func rebuildEvaluator() {
        var environment = evaluator.environment
        environment.valueProviders = ValueProviderTable(tree: keypathTree, providers: valueProviders)
        evaluator = FrameEvaluator(animation: drawnModel, environment: environment)
    }

    /// The frame's display list (composition coordinates). Frames are clamped to the
    /// playable range [ip, op), so the last frame never blanks layers that end at `op`.
    package func displayList(frame: Double) -> DisplayList {
        if let tween { return evaluator.displayList(blendingFrom: clamped(frame), to: clamped(tween.to), progress: tween.progress) }
        return evaluator.displayList(at: clamped(frame))
    }

    /// A state machine's tween in progress: while set, every frame drawn is the blend of its
    /// pose and the pose at `to`, `progress` of the way (``FrameEvaluator/displayList(blendingFrom:to:progress:)``).
    package var tween: (to: Double, progress: Double)?

    /// `frame` limited to [`startFrame`, `endFrame` − 1e-4] (non-finite → `startFrame`).
    package func clamped(_ frame: Double) -> Double {
        guard frame.isFinite else { return animation.startFrame }
        return min(max(frame, animation.startFrame), max(animation.startFrame, animation.endFrame - 1e-4))
    }

    /// Rebuilds the evaluator's text environment from the current providers.
    private func resolveText() {
        var environment = evaluator.environment
        environment.text = TextEnvironment(
            animation: animation.model, textProvider: textProvider, fontProvider: fontProvider, faces: faces)
        evaluator = FrameEvaluator(animation: drawnModel, environment: environment)
    }

    /// Rasterizes a display list into a `width`×`height` buffer, placed by `contentMode` and
    /// magnified by `zoom`.
    package func rasterize(
        _ list: DisplayList, width: Int, height: Int, contentMode: LottieContentMode = .scaleAspectFit, zoom: ViewZoom = .none,
        background: Color? = nil
    ) -> PixelBuffer {
        let reusable = buffer.map { $0.width == width && $0.height == height } ?? false
        let previous = reusable ? bufferDrawn : nil
        var pixels =
            buffer.flatMap { $0.width == width && $0.height == height ? $0 : nil }
            ?? PixelBuffer(width: width, height: height)
        buffer = nil  // so that `pixels` is uniquely referenced unless the caller kept the last frame
        bufferDrawn = nil
        let transform = contentMode.transform(
            compositionWidth: list.width, compositionHeight: list.height, width: pixels.width, height: pixels.height
        ).concatenating(zoom.transform(width: pixels.width, height: pixels.height))
        let drawn = rasterizer.render(list, into: &pixels, transform: transform, previous: previous)
        if let background { pixels.composite(over: background) } else { bufferDrawn = drawn }
        buffer = pixels
        return pixels
    }

    /// What the last ``rasterize(_:width:height:contentMode:zoom:background:)`` could not draw:
    /// where the frame's offscreen pixel budget ran out (`EvaluationLimits.maxOffscreenPixels`).
    package var rasterNotes: [String] { rasterizer.notes }

    /// Evaluates and rasterizes `frame` (an absolute frame number) into a `width`×`height`
    /// buffer of premultiplied 8-bit RGBA, placed by `contentMode` and, with a `background`,
    /// composited over it (transparent areas stay transparent without one).
    public func render(
        frame: Double, width: Int, height: Int, contentMode: LottieContentMode = .scaleAspectFit, background: Color? = nil
    ) -> PixelBuffer {
        render(frame: frame, width: width, height: height, contentMode: contentMode, zoom: .none, background: background)
    }

    /// Evaluates and rasterizes `frame`, as ``render(frame:width:height:contentMode:background:)``
    /// does, magnified by `zoom`.
    package func render(
        frame: Double, width: Int, height: Int, contentMode: LottieContentMode, zoom: ViewZoom, background: Color?
    ) -> PixelBuffer {
        rasterize(
            displayList(frame: frame), width: width, height: height, contentMode: contentMode, zoom: zoom,
            background: background)
    }

    // MARK: - Images

    /// Asks the image provider again for every image asset that an image layer draws, as
    /// lottie-ios's `reloadImages()`, and for every data asset that a data layer shows; a
    /// cache-eligible provider answers from its cache for images.
    public func reloadImages() {
        let resolved = ImageResolution(animation: animation.model, provider: loadingProvider)
        let data = DataResolution(animation: animation.model, provider: imageProvider)
        imageDiagnostics = resolved.diagnostics
        dataDiagnostics = data.diagnostics
        var environment = evaluator.environment
        environment.images = resolved.images
        environment.data = data.data
        evaluator = FrameEvaluator(animation: drawnModel, environment: environment)
    }

    private static func loadingProvider(for provider: any AnimationImageProvider) -> any AnimationImageProvider {
        provider.cacheEligible ? CachedImageProvider(provider) : provider
    }
}

extension PixelBuffer {
    /// Composites the buffer over an opaque or translucent background colour.
    mutating func composite(over background: Color) {
        let bg = SIMD4<Float>(Float(background.r * background.a), Float(background.g * background.a), Float(background.b * background.a), Float(background.a)) * 255
        storage.withUnsafeMutableBufferPointer { pixels in
            var index = 0
            while index + 3 < pixels.count {
                let cover = 1 - Float(pixels[index + 3]) / 255
                for channel in 0..<4 {
                    let value = Float(pixels[index + channel]) + bg[channel] * cover
                    pixels[index + channel] = UInt8(truncatingIfNeeded: Int32(min(max(value, 0), 255) + 0.5))
                }
                index += 4
            }
        }
    }
}

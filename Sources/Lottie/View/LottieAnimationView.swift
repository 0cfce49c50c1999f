import Foundation
import LottieGraphics

/// lottie-ios's `LottieAnimationView` without a window: an optional animation, its playback
/// state (a ``LottiePlayer``), a renderer, the image, text and font providers and the value
/// providers, with the seeds' API. Time moves when ``advance(by:)`` is called (a
/// ``PlaybackClock`` calls it in real time; tests call it with fixed steps), and
/// ``renderCurrentFrame(background:)`` draws the frame on screen at ``frame``'s size.
///
/// ```swift
/// let view = LottieAnimationView(name: "StarAnimation")
/// view.loopMode = .loop
/// view.play { finished in print("done:", finished) }
/// view.advance(by: 0.5)
/// let pixels = view.renderCurrentFrame()
/// ```
///
/// Not `Sendable`: use a view from one thread at a time, as UIKit does.
public final class LottieAnimationView {
    /// The playback state of the animation shown (of an empty timeline when there is none).
    public private(set) var player: LottiePlayer
    /// The renderer of the animation shown (of an empty composition when there is none).
    public private(set) var renderer: LottieFrameRenderer
    private var content: LottieAnimation?
    /// The slot values set with ``setSlotValue(_:forSlot:)``, by slot id.
    public private(set) var slotValues: [String: LottieSlotValue] = [:]

    /// The configuration the view was made with (one engine and one decoder here; see
    /// ``LottieConfiguration``).
    public let configuration: LottieConfiguration
    /// The view's rectangle in its parent's coordinates; its size is what ``renderCurrentFrame(background:)``
    /// draws and what ``convert(_:toLayerAt:)-(CGPoint,_)`` measures in. Set to the animation's
    /// size when the view is made with an animation.
    public var frame: CGRect
    /// How the animation is placed in ``frame``'s size (default `.scaleAspectFit`).
    public var contentMode: LottieContentMode = .scaleAspectFit
    /// The playback mode applied last with ``setPlaybackMode(_:completion:)`` or ``play(_:completion:)``.
    public internal(set) var currentPlaybackMode: LottiePlaybackMode?
    /// Called after ``animation`` changes to a new animation.
    public var animationLoaded: ((LottieAnimationView, LottieAnimation) -> Void)?

    /// Where the animation's images come from; setting it reloads them.
    public var imageProvider: any AnimationImageProvider {
        didSet { renderer.imageProvider = imageProvider }
    }
    /// Replaces the text of text layers; setting it re-lays the text out.
    public var textProvider: any AnimationKeypathTextProvider {
        didSet { renderer.textProvider = textProvider }
    }
    /// Chooses the fonts of text layers; setting it re-lays the text out.
    public var fontProvider: any AnimationFontProvider {
        didSet { renderer.fontProvider = fontProvider }
    }

    /// The loop mode of `play()`; a play call given a loop mode stores it here too.
    public var loopMode: LottieLoopMode {
        get { player.loopMode }
        set { player.loopMode = newValue }
    }
    /// The rate multiplier (negative plays backwards).
    public var animationSpeed: CGFloat {
        get { CGFloat(player.animationSpeed) }
        set { player.animationSpeed = Double(newValue) }
    }
    /// Whether frames snap to the file's own frame numbers instead of interpolating between them.
    public var respectAnimationFrameRate: Bool {
        get { player.respectAnimationFrameRate }
        set { player.respectAnimationFrameRate = newValue }
    }

    // MARK: - Creating

    /// A view for `animation` (nil: an empty view, given an animation later).
    /// - Parameters:
    ///   - animation: the animation to show, or nil.
    ///   - imageProvider: where image assets come from; nil reads embedded images and files in
    ///     `Bundle.main`, as lottie-ios's default `BundleImageProvider` does.
    ///   - textProvider: replaces text-layer strings (the file's own by default).
    ///   - fontProvider: chooses the fonts of text layers (the file's or the installed ones by default).
    ///   - configuration: the view's settings (recorded only: there is one engine).
    public init(
        animation: LottieAnimation?, imageProvider: (any AnimationImageProvider)? = nil,
        textProvider: any AnimationKeypathTextProvider = DefaultTextProvider(),
        fontProvider: any AnimationFontProvider = DefaultFontProvider(),
        configuration: LottieConfiguration = .shared
    ) {
        let shown = animation ?? Self.empty
        self.content = animation
        self.configuration = configuration
        self.imageProvider = imageProvider ?? BundleImageProvider()
        self.textProvider = textProvider
        self.fontProvider = fontProvider
        self.player = LottiePlayer(animation: shown)
        self.renderer = LottieFrameRenderer(
            animation: shown, imageProvider: self.imageProvider, textProvider: textProvider, fontProvider: fontProvider)
        self.frame = animation.map { CGRect(origin: .zero, size: $0.cgSize) } ?? .zero
    }

    /// An empty view of `frame`'s size; give it an ``animation`` later.
    public convenience init(frame: CGRect = .zero, configuration: LottieConfiguration = .shared) {
        self.init(animation: nil, configuration: configuration)
        self.frame = frame
    }

    // MARK: - The animation

    /// The animation shown. Setting another one stops the playing request (completion
    /// `false`), shows its start frame with the same loop mode, speed, providers and value
    /// providers, and calls ``animationLoaded``.
    public var animation: LottieAnimation? {
        get { content }
        set { show(newValue) }
    }

    /// The view's rectangle at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The animation's own size (zero without one), what a layout would give the view.
    public var intrinsicContentSize: CGSize { content?.cgSize ?? .zero }

    private func show(_ animation: LottieAnimation?) {
        player.stop()
        let previous = player
        content = animation
        let shown = animation ?? Self.empty
        player = LottiePlayer(animation: shown)
        player.loopMode = previous.loopMode
        player.animationSpeed = previous.animationSpeed
        player.respectAnimationFrameRate = previous.respectAnimationFrameRate
        slotValues = [:]
        replaceRenderer(drawing: shown)
        if let animation { animationLoaded?(self, animation) }
    }

    /// Draws the animation shown with `values` in its slots, from the frame on screen on.
    func showSlotValues(_ values: [String: LottieSlotValue]) throws(LottieSlotError) {
        let slotted = try (content ?? Self.empty).settingSlotValues(values)
        slotValues = values
        replaceRenderer(drawing: slotted)
    }

    /// A new renderer of `animation` with the view's providers and the value providers of the last one.
    private func replaceRenderer(drawing animation: LottieAnimation) {
        let previous = renderer
        renderer = LottieFrameRenderer(animation: animation, imageProvider: imageProvider, textProvider: textProvider, fontProvider: fontProvider)
        for (keypath, provider) in previous.valueProviders { renderer.setValueProvider(provider, keypath: keypath) }
    }

    /// What a view without an animation draws: nothing (play requests are ignored, as lottie-ios
    /// ignores them without an animation).
    private static let empty: LottieAnimation = {
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":1,"w":1,"h":1,"layers":[]}"#
        guard let animation = try? LottieAnimation.from(data: Data(json.utf8)) else {
            preconditionFailure("the empty animation decodes")
        }
        return animation
    }()
}

extension LottieAnimation {
    /// The composition's size as a `CGSize`.
    var cgSize: CGSize { CGSize(width: size.width, height: size.height) }
}

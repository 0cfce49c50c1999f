import LottieModel

/// The playback settings a dotLottie file gives one of its animations, as lottie-ios's
/// `DotLottieConfiguration`, for a player to apply. Only manifest v1 carries playback
/// settings; for other entries the values are lottie-ios's defaults (play once, speed 1) and
/// `specifiesPlayback` is false.
///
/// ```swift
/// let file = try DotLottieFile.loadedFrom(filepath: "stickers.lottie")
/// let settings = file.configuration(forAnimation: file.defaultAnimationId)
/// settings.loopMode        // .loop
/// settings.speed           // -2: twice as fast, backwards
/// ```
public struct DotLottieConfiguration: Sendable {
    /// The animation id.
    public var id: String
    /// `playMode` bounce → `.autoReverse`, else `loop` → `.loop`, else `.playOnce`.
    public var loopMode: LottieLoopMode
    /// `speed` × `direction`: negative plays backwards (lottie-ios folds direction in the same way).
    public var speed: Double
    /// `autoplay`, when the manifest says.
    public var autoplay: Bool?
    /// The theme applied by default (v2 `initialTheme`), if any.
    public var themeId: String?
    /// Whether the manifest gave any of `loop`, `speed`, `direction`, `playMode` or `autoplay`.
    public var specifiesPlayback: Bool
    /// The archive's images.
    public var imageProvider: any AnimationImageProvider

    /// The configuration a manifest entry (or its absence) gives.
    init(id: String, entry: DotLottieManifest.Animation?, imageProvider: any AnimationImageProvider) {
        self.id = id
        let bounce = entry?.playMode?.lowercased() == "bounce"
        loopMode = bounce ? .autoReverse : (entry?.loop ?? false) ? .loop : .playOnce
        let speed = entry?.speed ?? 1
        self.speed = (speed.isFinite ? speed : 1) * Double(entry?.direction ?? 1)
        autoplay = entry?.autoplay
        themeId = entry?.initialTheme
        specifiesPlayback = entry?.hasPlaybackSettings ?? false
        self.imageProvider = imageProvider
    }
}

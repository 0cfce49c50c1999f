/// How a dotLottie animation asks to be looped (manifest v1 `loop` and `playMode`), mapped as
/// lottie-ios maps them onto its `LottieLoopMode`.
public enum DotLottieLoopMode: String, Sendable, Equatable {
    /// `loop` false or absent: play once and stop.
    case playOnce
    /// `loop` true: repeat from the start.
    case loop
    /// `playMode` `"bounce"`: forwards then backwards, repeatedly.
    case autoReverse
}

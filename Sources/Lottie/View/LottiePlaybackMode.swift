import Foundation

/// What a view should be doing, as lottie-ios's `LottiePlaybackMode`: paused somewhere, or
/// playing a range. `LottieAnimationView.setPlaybackMode(_:completion:)` applies one.
///
/// ```swift
/// view.setPlaybackMode(.playing(.fromMarker("intro", toMarker: "loop", loopMode: .playOnce)))
/// view.setPlaybackMode(.paused(at: .progress(0.5)))
/// ```
public enum LottiePlaybackMode: Hashable, Sendable {
    /// Where a paused view holds.
    public typealias PausedState = LottiePausedState

    /// Paused at a position.
    case paused(at: PausedState)
    /// Playing a range.
    case playing(PlaybackMode)

    /// A range to play, as the view's `play` calls take them.
    public enum PlaybackMode: Hashable, Sendable {
        /// `play(fromProgress:toProgress:loopMode:)` (nil: from the current frame).
        case fromProgress(AnimationProgressTime?, toProgress: AnimationProgressTime, loopMode: LottieLoopMode)
        /// `play(fromFrame:toFrame:loopMode:)` (nil: from the current frame).
        case fromFrame(AnimationFrameTime?, toFrame: AnimationFrameTime, loopMode: LottieLoopMode)
        /// `play(fromMarker:toMarker:playEndMarkerFrame:loopMode:)`.
        case fromMarker(String?, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode)
        /// `play(marker:loopMode:)`.
        case marker(String, loopMode: LottieLoopMode)
        /// `play(markers:)`.
        case markers([String])
    }

    /// Paused at the frame shown.
    public static var paused: LottiePlaybackMode { .paused(at: .currentFrame) }

    /// Playing from the current frame to a progress.
    public static func toProgress(_ toProgress: AnimationProgressTime, loopMode: LottieLoopMode) -> LottiePlaybackMode {
        .playing(.fromProgress(nil, toProgress: toProgress, loopMode: loopMode))
    }

    /// Playing from the current frame to a frame.
    public static func toFrame(_ toFrame: AnimationFrameTime, loopMode: LottieLoopMode) -> LottiePlaybackMode {
        .playing(.fromFrame(nil, toFrame: toFrame, loopMode: loopMode))
    }

    /// Playing from the current frame to a marker.
    public static func toMarker(
        _ toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode
    ) -> LottiePlaybackMode {
        .playing(.fromMarker(nil, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode))
    }
}

extension LottieAnimationView {
    /// Plays a range given as a value.
    public func play(_ mode: LottiePlaybackMode.PlaybackMode, completion: LottieCompletionBlock? = nil) {
        switch mode {
        case .fromProgress(let from, let to, let loopMode):
            play(fromProgress: from, toProgress: to, loopMode: loopMode, completion: completion)
        case .fromFrame(let from, let to, let loopMode):
            play(fromFrame: from, toFrame: to, loopMode: loopMode, completion: completion)
        case .fromMarker(let from, let to, let playEndMarkerFrame, let loopMode):
            play(fromMarker: from, toMarker: to, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode, completion: completion)
        case .marker(let marker, let loopMode):
            play(marker: marker, loopMode: loopMode, completion: completion)
        case .markers(let markers):
            play(markers: markers, completion: completion)
        }
        currentPlaybackMode = .playing(mode)
    }

    /// Pauses at a position or plays a range; `completion` is the play's (a pause calls none).
    public func setPlaybackMode(_ mode: LottiePlaybackMode, completion: LottieCompletionBlock? = nil) {
        switch mode {
        case .paused(let state):
            pause(at: state)
            currentPlaybackMode = mode
        case .playing(let playback):
            play(playback, completion: completion)
        }
    }
}

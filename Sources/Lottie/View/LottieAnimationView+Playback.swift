import Foundation

extension LottieAnimationView {
    // MARK: - Playing

    /// Whether a play request is in flight.
    public var isAnimationPlaying: Bool { player.isAnimationPlaying }

    /// Plays from the current frame to the end with ``loopMode``. Without an animation the play
    /// calls do nothing (and call no completion), as in lottie-ios.
    public func play(completion: LottieCompletionBlock? = nil) {
        guard animation != nil else { return }
        player.play(completion: completion)
    }

    /// Plays a progress range; `fromProgress` nil starts at the current frame. A loop mode
    /// given here also becomes ``loopMode``.
    public func play(
        fromProgress: AnimationProgressTime? = nil, toProgress: AnimationProgressTime, loopMode: LottieLoopMode? = nil,
        completion: LottieCompletionBlock? = nil
    ) {
        guard animation != nil else { return }
        player.play(fromProgress: fromProgress.map(Double.init), toProgress: Double(toProgress), loopMode: loopMode, completion: completion)
    }

    /// Plays a frame range; `toFrame` below `fromFrame` plays backwards.
    public func play(
        fromFrame: AnimationFrameTime? = nil, toFrame: AnimationFrameTime, loopMode: LottieLoopMode? = nil,
        completion: LottieCompletionBlock? = nil
    ) {
        guard animation != nil else { return }
        player.play(fromFrame: fromFrame.map(Double.init), toFrame: Double(toFrame), loopMode: loopMode, completion: completion)
    }

    /// Plays from one marker's start to another's (`playEndMarkerFrame` false stops a frame
    /// before it). An unknown marker plays nothing and completes with `false`.
    public func play(
        fromMarker: String? = nil, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode? = nil,
        completion: LottieCompletionBlock? = nil
    ) {
        guard animation != nil else { return }
        player.play(
            fromMarker: fromMarker, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode,
            completion: completion)
    }

    /// Plays one marker's range, `tm` to `tm + dr`.
    public func play(marker: String, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        guard animation != nil else { return }
        player.play(marker: marker, loopMode: loopMode, completion: completion)
    }

    /// Plays several markers back to back, each once; unknown names are skipped.
    public func play(markers: [String], completion: LottieCompletionBlock? = nil) {
        guard animation != nil else { return }
        player.play(markers: markers, completion: completion)
    }

    /// Holds the frame on screen; a pending completion gets `false`.
    public func pause() {
        player.pause()
    }

    /// Stops playback and shows a progress, frame, time or marker.
    public func pause(at state: LottiePausedState) {
        player.pause(at: state)
    }

    /// Stops playback and returns to the start frame; a pending completion gets `false`.
    public func stop() {
        player.stop()
    }

    /// Moves playback on by `seconds` of wall time at ``animationSpeed``; finishing a request
    /// calls its completion.
    public func advance(by seconds: TimeInterval) {
        player.advance(by: seconds)
    }

    // MARK: - Position

    /// As in lottie-ios: while a request is in flight, the frame it ends on; else the frame
    /// shown. Setting it stops playback and shows that frame.
    public var currentFrame: AnimationFrameTime {
        get { CGFloat(player.currentFrame) }
        set { player.currentFrame = Double(newValue) }
    }

    /// ``currentFrame`` as progress.
    public var currentProgress: AnimationProgressTime {
        get { CGFloat(player.currentProgress) }
        set { player.currentProgress = Double(newValue) }
    }

    /// ``currentFrame`` as seconds from the start frame.
    public var currentTime: TimeInterval {
        get { player.currentTime }
        set { player.currentTime = newValue }
    }

    /// The frame on screen, also while a request is in flight.
    public var realtimeAnimationFrame: AnimationFrameTime { CGFloat(player.realtimeAnimationFrame) }

    /// ``realtimeAnimationFrame`` as progress.
    public var realtimeAnimationProgress: AnimationProgressTime { CGFloat(player.realtimeAnimationProgress) }

    // MARK: - Markers

    /// A marker's start as progress; nil for an unknown marker or without an animation.
    public func progressTime(forMarker named: String) -> AnimationProgressTime? {
        animation?.progressTime(forMarker: named).map { CGFloat($0) }
    }

    /// A marker's start frame; nil for an unknown marker or without an animation.
    public func frameTime(forMarker named: String) -> AnimationFrameTime? {
        animation?.frameTime(forMarker: named).map { CGFloat($0) }
    }

    /// A marker's duration in frames; nil for an unknown marker or without an animation.
    public func durationFrameTime(forMarker named: String) -> AnimationFrameTime? {
        animation?.durationFrameTime(forMarker: named).map { CGFloat($0) }
    }
}

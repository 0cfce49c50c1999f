/// The playback model of lottie-ios's `LottieAnimationView`, without a view: a current frame,
/// play requests over frame, progress or marker ranges with loop modes and speed, and their
/// completions.
///
/// Time is injected: ``advance(by:)`` moves playback on by a number of seconds (a
/// ``PlaybackClock`` calls it from a real or manual clock), so playback is deterministic.
///
/// ```swift
/// let player = LottiePlayer(animation: animation)
/// player.play(marker: "bounce", loopMode: .loop)
/// player.advance(by: 1 / 30)
/// player.currentFrame
/// ```
public final class LottiePlayer {
    /// The animation played.
    public let animation: LottieAnimation
    /// The loop mode for `play()`; ranged plays that pass one also store it here.
    public var loopMode: LottieLoopMode = .playOnce
    /// Rate multiplier; negative plays ranges backwards. Changing it while playing keeps the
    /// current frame and the request's completion.
    public var animationSpeed: Double = 1 {
        didSet { speedChanged(from: oldValue) }
    }
    /// Snap shown frames to the file's own frame numbers instead of interpolating between them.
    public var respectAnimationFrameRate = false

    private var frame: Double
    private var run: PlaybackRun?
    private var request: Request?
    /// Marker ranges still to play after the current one (`play(markers:)`).
    private var queue: [ClosedRange<Double>] = []

    /// A player stopped at the animation's start frame.
    public init(animation: LottieAnimation) {
        self.animation = animation
        self.frame = animation.startFrame
    }

    // MARK: - Position

    /// Whether a play request is in flight.
    public var isAnimationPlaying: Bool { run != nil }

    /// The position, as lottie-ios reports it: while a play request is in flight, the frame it
    /// ends on (its `toFrame`, the value its Core Animation model layer holds); otherwise the frame
    /// shown. ``realtimeAnimationFrame`` is the frame on screen while playing. Setting it stops
    /// playback (completion `false`) and shows that frame.
    public var currentFrame: Double {
        get {
            guard run != nil, let request else { return realtimeAnimationFrame }
            return request.to
        }
        set { pause(at: .frame(newValue)) }
    }

    /// `currentFrame` as progress 0...1.
    public var currentProgress: Double {
        get { animation.progressTime(forFrame: currentFrame) }
        set { pause(at: .progress(newValue)) }
    }

    /// `currentFrame` as seconds from the start frame.
    public var currentTime: Double {
        get { animation.time(forFrame: currentFrame) }
        set { pause(at: .time(newValue)) }
    }

    /// The frame on screen, also while playing (snapped to whole frames when
    /// ``respectAnimationFrameRate`` is set).
    public var realtimeAnimationFrame: Double { respectAnimationFrameRate ? Self.snapped(frame) : frame }
    /// ``realtimeAnimationFrame`` as progress 0...1.
    public var realtimeAnimationProgress: Double { animation.progressTime(forFrame: realtimeAnimationFrame) }

    // MARK: - Playing

    /// Plays from the current frame to the end with ``loopMode`` (from the start when already at the end).
    public func play(completion: LottieCompletionBlock? = nil) {
        start(from: animation.startFrame, to: animation.endFrame, at: frame, loopMode: loopMode, completion: completion)
    }

    /// Plays a progress range; `fromProgress` nil starts at the current frame. A loop mode given
    /// here also becomes ``loopMode``.
    public func play(
        fromProgress: Double? = nil, toProgress: Double, loopMode: LottieLoopMode? = nil,
        completion: LottieCompletionBlock? = nil
    ) {
        play(
            fromFrame: fromProgress.map(animation.frameTime(forProgress:)), toFrame: animation.frameTime(forProgress: toProgress),
            loopMode: loopMode, completion: completion)
    }

    /// Plays a frame range; `toFrame` < `fromFrame` plays backwards.
    public func play(
        fromFrame: Double? = nil, toFrame: Double, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil
    ) {
        if let loopMode { self.loopMode = loopMode }
        let from = fromFrame.map(clamp) ?? frame
        start(from: from, to: clamp(toFrame), at: from, loopMode: self.loopMode, completion: completion)
    }

    /// Plays the range `fromFrame...toFrame` with ``loopMode``, starting at the current frame when
    /// it lies inside the range (else at `fromFrame`): the player's resume of a marker or A–B
    /// range after a pause or a seek.
    package func play(within fromFrame: Double, _ toFrame: Double) {
        start(from: clamp(fromFrame), to: clamp(toFrame), at: frame, loopMode: loopMode, completion: nil)
    }

    /// Plays from one marker's start to another's; `playEndMarkerFrame` false stops one frame
    /// before `toMarker`. An unknown marker completes at once with `false`.
    public func play(
        fromMarker: String? = nil, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode? = nil,
        completion: LottieCompletionBlock? = nil
    ) {
        guard let to = animation.frameTime(forMarker: toMarker) else { return reject(completion) }
        var from: Double?
        if let fromMarker {
            guard let start = animation.frameTime(forMarker: fromMarker) else { return reject(completion) }
            from = start
        }
        play(fromFrame: from, toFrame: playEndMarkerFrame ? to : to - 1, loopMode: loopMode, completion: completion)
    }

    /// Plays one marker's range, `tm` to `tm + dr` (a zero-duration marker shows its frame and
    /// completes). An unknown marker completes at once with `false`.
    public func play(marker: String, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        guard let range = markerRange(marker) else { return reject(completion) }
        play(fromFrame: range.lowerBound, toFrame: range.upperBound, loopMode: loopMode, completion: completion)
    }

    /// Plays several markers back to back, each once; unknown names are skipped. The completion
    /// comes after the last one (`false` when interrupted).
    public func play(markers: [String], completion: LottieCompletionBlock? = nil) {
        let ranges = markers.compactMap(markerRange)
        guard let first = ranges.first else { return reject(completion) }
        start(from: first.lowerBound, to: first.upperBound, at: first.lowerBound, loopMode: .playOnce, completion: completion)
        queue = Array(ranges.dropFirst())
    }

    /// Holds the current frame; a pending completion gets `false`.
    public func pause() {
        pause(at: .currentFrame)
    }

    /// Stops playback and shows the given position (unknown markers keep the current frame).
    public func pause(at state: LottiePausedState) {
        let target: Double? =
            switch state {
            case .currentFrame: realtimeAnimationFrame
            case .progress(let progress): progress.isFinite ? animation.frameTime(forProgress: progress) : nil
            case .frame(let frame): frame.isFinite ? frame : nil
            case .time(let time): time.isFinite ? animation.frameTime(forTime: time) : nil
            case .marker(let name, let position):
                markerRange(name).map { position == .start ? $0.lowerBound : $0.upperBound }
            }
        interrupt()
        if let target { frame = clamp(target) }
    }

    /// Stops playback and returns to the start frame; a pending completion gets `false`.
    public func stop() {
        interrupt()
        frame = animation.startFrame
    }

    // MARK: - Time

    /// Moves playback on by `seconds` of wall time at ``animationSpeed``. Finishing a request
    /// calls its completion (after the state is updated, so it may start another play).
    public func advance(by seconds: Double) {
        guard var current = run, seconds.isFinite, seconds > 0 else { return }
        current.advance(frames: seconds * animation.framerate * abs(animationSpeed))
        frame = current.frame
        guard current.isFinished else {
            run = current
            return
        }
        if let next = queue.first {
            queue.removeFirst()
            request?.from = next.lowerBound
            request?.to = next.upperBound
            let upcoming = makeRun(from: next.lowerBound, to: next.upperBound, at: next.lowerBound, loopMode: .playOnce)
            run = upcoming
            frame = upcoming.frame
            return
        }
        let finished = request
        run = nil
        request = nil
        finished?.completion?(true)
    }

    // MARK: - Private

    /// What a play request asked for, kept to re-plan it when the speed changes sign.
    private struct Request {
        var from: Double
        var to: Double
        var completion: LottieCompletionBlock?
    }

    private func start(
        from: Double, to: Double, at position: Double, loopMode: LottieLoopMode, completion: LottieCompletionBlock?
    ) {
        interrupt()
        request = Request(from: from, to: to, completion: completion)
        let current = makeRun(from: from, to: to, at: position, loopMode: loopMode)
        frame = current.frame
        if current.isFinished {
            request = nil
            completion?(true)
        } else {
            run = current
        }
    }

    /// A run from `from` to `to`, or from `to` to `from` when the speed is negative.
    private func makeRun(from: Double, to: Double, at position: Double, loopMode: LottieLoopMode) -> PlaybackRun {
        let forward = animationSpeed >= 0
        return PlaybackRun(
            origin: forward ? from : to, destination: forward ? to : from, loopMode: loopMode,
            start: clamp(position, to: min(from, to)...max(from, to)))
    }

    private func speedChanged(from oldValue: Double) {
        guard let current = run, let request, (oldValue >= 0) != (animationSpeed >= 0) else { return }
        run = makeRun(from: request.from, to: request.to, at: frame, loopMode: current.loopMode)
    }

    /// Cancels the request in flight, calling its completion with `false`.
    private func interrupt() {
        let cancelled = request
        run = nil
        request = nil
        queue = []
        cancelled?.completion?(false)
    }

    private func reject(_ completion: LottieCompletionBlock?) {
        completion?(false)
    }

    private func markerRange(_ name: String) -> ClosedRange<Double>? {
        guard let start = animation.frameTime(forMarker: name) else { return nil }
        let end = start + max(0, animation.durationFrameTime(forMarker: name) ?? 0)
        return clamp(start)...clamp(end)
    }

    private func clamp(_ frame: Double) -> Double {
        clamp(frame, to: animation.startFrame...max(animation.startFrame, animation.endFrame))
    }

    private func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : range.lowerBound
    }

    /// The whole frame at or below `frame`, tolerant of rounding just under a whole number.
    package static func snapped(_ frame: Double) -> Double {
        (frame + 1e-6).rounded(.down)
    }
}

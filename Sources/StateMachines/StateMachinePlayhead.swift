/// Where a state machine's animation is and how it moves: the playback of dotlottie-rs's
/// player that states drive (segment, mode, loop, loop count, speed, autoplay) and the
/// tween of a tweened transition. Frames are the animation's own numbers, from its in
/// point to its last frame (out point minus one).
package struct StateMachinePlayhead: Sendable, Equatable {
    /// The frames and markers of one animation.
    package struct Timing: Sendable, Equatable {
        package var firstFrame: Double
        package var lastFrame: Double
        package var frameRate: Double
        /// Marker name → its frames.
        package var markers: [String: ClosedRange<Double>]

        package init(inPoint: Double, outPoint: Double, frameRate: Double, markers: [String: ClosedRange<Double>] = [:]) {
            firstFrame = inPoint.isFinite ? inPoint : 0
            lastFrame = max(firstFrame, (outPoint.isFinite ? outPoint : firstFrame) - 1)
            self.frameRate = frameRate.isFinite && frameRate > 0 ? frameRate : 30
            self.markers = markers
        }
    }

    /// A blend from the pose at one frame to the pose at another.
    package struct Tween: Sendable, Equatable {
        package var from: Double
        package var to: Double
        package var seconds: Double
        package var easing: [Double]
        package var elapsed = 0.0

        /// How far the blend is, eased, from 0 to 1.
        package var progress: Double {
            guard seconds > 0 else { return 1 }
            let x = min(max(elapsed / seconds, 0), 1)
            return StateMachineEasing.value(at: x, handles: easing)
        }
    }

    /// What moving the playhead brought about.
    package enum Occurrence: Sendable, Equatable {
        case completed
        case loopCompleted
        case tweenCompleted
    }

    package private(set) var timing: Timing
    package private(set) var segment: ClosedRange<Double>
    package private(set) var frame: Double
    package private(set) var isPlaying = false
    package private(set) var tween: Tween?
    package var loops = false
    package var loopCount = 0
    package private(set) var loopsDone = 0
    package var speed = 1.0
    package private(set) var mode = StateMachineDefinition.PlaybackMode.forward
    private var isReversed = false
    /// Frames travelled since the last turn, in the playing direction.
    private var travelled = 0.0

    package init(timing: Timing) {
        self.timing = timing
        segment = timing.firstFrame...timing.lastFrame
        frame = timing.firstFrame
    }

    /// Shows another animation, from its first frame.
    package mutating func load(_ timing: Timing) {
        self = StateMachinePlayhead(timing: timing)
    }

    /// Plays the marker `name`, or the whole animation for nil or an unknown marker; the
    /// frame moves to the segment's start only when it lies outside.
    package mutating func setSegment(marker name: String?) {
        segment = name.flatMap { timing.markers[$0] } ?? timing.firstFrame...timing.lastFrame
        if !segment.contains(frame) {
            travelled = 0
            frame = segment.lowerBound
        }
    }

    package mutating func setMode(_ newMode: StateMachineDefinition.PlaybackMode) {
        guard newMode != mode else { return }
        mode = newMode
        if newMode.startsReversed != isReversed {
            isReversed.toggle()
            travelled = isReversed ? segment.upperBound - frame : frame - segment.lowerBound
        }
    }

    package mutating func setLoops(_ value: Bool, count: Int) {
        if value != loops || count != loopCount { loopsDone = 0 }
        loops = value
        loopCount = count
    }

    /// Starts or pauses playback; starting a completed playback starts it over.
    package mutating func setPlaying(_ playing: Bool) {
        guard playing else {
            isPlaying = false
            return
        }
        guard !isPlaying else { return }
        if isComplete {
            travelled = 0
            isReversed = mode.startsReversed
            frame = isReversed ? segment.upperBound : segment.lowerBound
        } else {
            travelled = isReversed ? segment.upperBound - frame : frame - segment.lowerBound
        }
        isPlaying = true
    }

    /// Moves to `target`, clamped into the segment; playback goes on from there.
    package mutating func setFrame(_ target: Double) {
        frame = min(max(StateMachineNumber.clamped(target), segment.lowerBound), segment.upperBound)
        travelled = isReversed ? segment.upperBound - frame : frame - segment.lowerBound
    }

    /// Starts a blend from the current pose to the pose at `target`.
    package mutating func startTween(to target: Double, seconds: Double, easing: [Double]) {
        tween = Tween(from: frame, to: target, seconds: seconds, easing: easing)
    }

    /// Ends a blend before its end: the frame is the one it started from.
    package mutating func cancelTween() {
        if let tween { frame = tween.from }
        tween = nil
    }

    /// Advances the clock by `seconds`.
    package mutating func advance(by seconds: Double) -> [Occurrence] {
        let seconds = seconds.isFinite ? max(seconds, 0) : 0
        if var running = tween {
            running.elapsed += seconds
            guard running.elapsed >= running.seconds else {
                tween = running
                return []
            }
            tween = nil
            frame = running.to
            travelled = isReversed ? segment.upperBound - frame : frame - segment.lowerBound
            return [.tweenCompleted]
        }
        guard isPlaying else { return [] }
        travelled += seconds * speed * timing.frameRate
        frame = nextFrame()
        guard isComplete else { return [] }
        if loops {
            let finished = loopCount > 0 && loopsDone >= loopCount
            if finished {
                isPlaying = false
                loopsDone = 0
                return [.loopCompleted, .completed]
            }
            return [.loopCompleted]
        }
        isPlaying = false
        return [.completed]
    }

    private var mayLoopAgain: Bool { loops && (loopCount == 0 || loopsDone < loopCount) }

    private var isComplete: Bool {
        switch mode {
        case .forward: return frame >= segment.upperBound
        case .reverse: return frame <= segment.lowerBound
        case .bounce:
            if loops && loopCount > 0 { return loopsDone > 0 && frame <= segment.lowerBound }
            return frame <= segment.lowerBound && isReversed
        case .reverseBounce:
            if loops && loopCount > 0 { return loopsDone > 0 && frame >= segment.upperBound }
            return frame >= segment.upperBound && !isReversed
        }
    }

    /// The frame after travelling, turning or wrapping at the segment's ends.
    private mutating func nextFrame() -> Double {
        let start = segment.lowerBound
        let end = segment.upperBound
        let next = min(max(isReversed ? end - travelled : start + travelled, start), end)
        switch mode {
        case .forward, .reverse:
            let atEnd = mode == .forward ? next >= end : next <= start
            if atEnd, mayLoopAgain {
                loopsDone += 1
                travelled = 0
            }
            return next
        case .bounce, .reverseBounce:
            let turnsBack = mode == .bounce ? !isReversed : isReversed
            if turnsBack {
                if isReversed ? next <= start : next >= end {
                    isReversed.toggle()
                    travelled = 0
                }
            } else if isReversed ? next <= start : next >= end, mayLoopAgain {
                loopsDone += 1
                isReversed.toggle()
                travelled = 0
            }
            return next
        }
    }
}

/// A cubic bezier easing from (0, 0) to (1, 1) with handles (x1, y1) and (x2, y2), solved
/// for x by bisection (bounded, exact enough for a blend's progress).
package enum StateMachineEasing {
    package static func value(at x: Double, handles: [Double]) -> Double {
        guard handles.count == 4 else { return x }
        let (x1, y1, x2, y2) = (min(max(handles[0], 0), 1), handles[1], min(max(handles[2], 0), 1), handles[3])
        func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}

/// Turns a clock's readings into the seconds to advance a player by: the only place that knows
/// wall time. Generic so tests drive it with a manual clock.
///
/// ```swift
/// var clock = PlaybackClock(clock: ContinuousClock())
/// player.advance(by: clock.tick())
/// ```
public struct PlaybackClock<C: Clock> where C.Duration == Duration {
    /// The clock read on each tick.
    public let clock: C
    /// The longest step one tick reports, so a stall (a suspended process, a slow frame)
    /// does not jump far ahead.
    public var maximumStep: Double
    private var last: C.Instant?

    /// - Parameters:
    ///   - clock: the clock to read.
    ///   - maximumStep: the longest step one tick reports, in seconds.
    public init(clock: C, maximumStep: Double = 0.25) {
        self.clock = clock
        self.maximumStep = maximumStep
    }

    /// Seconds since the previous tick, capped at `maximumStep`; 0 on the first tick after
    /// creation or `reset()`.
    public mutating func tick() -> Double {
        let now = clock.now
        defer { last = now }
        guard let last else { return 0 }
        let elapsed = last.duration(to: now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return min(max(seconds, 0), maximumStep)
    }

    /// Forgets the previous reading (call when playback pauses or the process resumes).
    public mutating func reset() {
        last = nil
    }
}

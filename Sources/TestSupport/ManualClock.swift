import Synchronization

/// A clock that moves only when told to, for deterministic playback tests.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: .milliseconds(500))
/// ```
public final class ManualClock: Clock, Sendable {
    public struct Instant: InstantProtocol {
        public var offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Mutex(Instant(offset: .zero))

    public init() {}

    public var now: Instant { current.withLock { $0 } }
    public var minimumResolution: Duration { .zero }

    /// Moves time on.
    public func advance(by duration: Duration) {
        current.withLock { $0 = $0.advanced(by: duration) }
    }

    /// Returns at once: manual time never waits.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
}

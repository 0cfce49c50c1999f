import Synchronization

/// A clock that moves only when told to, for deterministic playback tests.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: .milliseconds(500))
/// ```
package final class ManualClock: Clock, Sendable {
    package struct Instant: InstantProtocol {
        package var offset: Duration
        package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        package func duration(to other: Instant) -> Duration { other.offset - offset }
        package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Mutex(Instant(offset: .zero))

    package init() {}

    package var now: Instant { current.withLock { $0 } }
    package var minimumResolution: Duration { .zero }

    /// Moves time on.
    package func advance(by duration: Duration) {
        current.withLock { $0 = $0.advanced(by: duration) }
    }

    /// Returns at once: manual time never waits.
    package func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
}

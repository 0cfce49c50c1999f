import Dispatch
import Synchronization

/// Work started on a serial queue of its own, whose result is waited for later: how the player
/// and `bench --cells --pixels` encode a frame's image while the next frame renders.
final class BackgroundJob<Value: Sendable>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<Value?>(nil)

    /// Starts `work` on `queue`.
    init(on queue: DispatchQueue, _ work: @escaping @Sendable () -> Value) {
        queue.async {
            let value = work()
            self.result.withLock { $0 = value }
            self.done.signal()
        }
    }

    /// The result, once the work is done (waiting for it; the work stores it before it
    /// signals, so it is never nil).
    func wait() -> Value? {
        done.wait()
        done.signal()
        return result.withLock { $0 }
    }
}

import Foundation
import Synchronization

/// Runs async work from a synchronous command: the root command stays synchronous, because the
/// player's `run()` must stay on the main thread. The work runs on the concurrency pool while
/// the calling thread waits (checking every millisecond), and its error is rethrown here.
enum AsyncBridge {
    static func wait(_ work: @escaping @Sendable () async throws -> Void) throws {
        let outcome = Mutex<Result<Void, any Error>?>(nil)
        Task.detached {
            let result: Result<Void, any Error>
            do {
                try await work()
                result = .success(())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
        }
        while true {
            if let result = outcome.withLock({ $0 }) { return try result.get() }
            usleep(1000)
        }
    }
}

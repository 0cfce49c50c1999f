import Foundation
import Synchronization

/// Runs async work from synchronous code and waits for it, for the commands that render in
/// parallel tasks while the program's main thread stays its own (see `LottieTerm.main()`).
enum AsyncBridge {
    /// Runs `body` as a task and blocks until it ends; rethrows what it threw.
    static func wait(_ body: sending @escaping () async throws -> Void) throws {
        let outcome = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await body()
            } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.withLock({ $0 }) { throw error }
    }
}

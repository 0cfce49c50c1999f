import Glibc

/// A question written to the controlling terminal (`/dev/tty`) whose reply is read later, so
/// that work done in between overlaps the terminal's round trip. The terminal stays in raw mode
/// without echo until the reply has been read, also when nobody asks for it (it is then read
/// when the question is released), so that a late reply is never echoed to the screen.
package final class TerminalQuestion {
    private let descriptor: Int32
    private var saved: termios
    private let deadline: ContinuousClock.Instant
    private let isComplete: ([UInt8]) -> Bool
    private var collected: [UInt8]?

    /// Writes `question`, whose reply is complete when `isComplete` says so and is waited for
    /// until `timeoutMilliseconds` from now; nil when there is no controlling terminal or it
    /// cannot be put in raw mode.
    package init?(_ question: [UInt8], timeoutMilliseconds: Int, until isComplete: @escaping ([UInt8]) -> Bool) {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else {
            close(descriptor)
            return nil
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_cc.6 = 0  // VMIN
        raw.c_cc.5 = 0  // VTIME
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else {
            close(descriptor)
            return nil
        }
        (self.descriptor, self.saved, self.isComplete) = (descriptor, saved, isComplete)
        deadline = ContinuousClock.now.advanced(by: .milliseconds(timeoutMilliseconds))
        let written = question.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written != question.count { finish(with: []) }
    }

    deinit { _ = reply() }

    /// What the terminal sent back (at most 4 KB), read until it is complete or the time is up
    /// (when the time is already up, what has arrived); then the terminal's settings are
    /// restored. Later calls give the same bytes.
    package func reply() -> [UInt8] {
        if let collected { return collected }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while reply.count < 4096, !isComplete(reply) {
            let left = ContinuousClock.now.duration(to: deadline)
            let milliseconds = left > .zero ? left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1 : 0
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(milliseconds))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            reply.append(contentsOf: buffer[0..<count])
        }
        finish(with: reply)
        return reply
    }

    private func finish(with reply: [UInt8]) {
        collected = reply
        tcsetattr(descriptor, TCSANOW, &saved)
        close(descriptor)
    }
}

import CNcursesw
import CellEncoder
import Glibc
import LottieGraphics

/// Questions asked of the controlling terminal (`/dev/tty`, so they work with standard output
/// in a pipe), each answered within a short timeout or not at all.
package enum TerminalQuery {
    /// The terminal's background colour from an OSC 11 query, or nil when there is no
    /// controlling terminal, it does not answer within `timeoutMilliseconds`, or the answer is
    /// not a colour. Costs at most the timeout; a terminal that answers DA1 but not OSC 11
    /// costs one round trip.
    package static func backgroundColor(timeoutMilliseconds: Int = 200) -> Color? {
        let reply = ask(TerminalBackground.query, timeoutMilliseconds: timeoutMilliseconds, until: TerminalBackground.isComplete)
        return reply.flatMap(TerminalBackground.parse)
    }

    /// One round of questions for the background colour (OSC 11) and pixel graphics (see
    /// ``TerminalGraphics``), answered within `timeoutMilliseconds` or not at all. The cell size
    /// comes from the tty's own pixel size (TIOCGWINSZ) when it has one, else from `CSI 16 t`.
    package static func backgroundAndGraphics(
        timeoutMilliseconds: Int = 200, environment: [String: String]
    ) -> (background: Color?, graphics: TerminalGraphics) {
        let question = Array("\u{1B}]11;?\u{1B}\\".utf8) + TerminalGraphics.query
        let reply = ask(question, timeoutMilliseconds: timeoutMilliseconds, until: TerminalGraphics.isComplete) ?? []
        var graphics = TerminalGraphics(reply: reply, environment: environment)
        if let cell = cellSizeFromWindow() { graphics.cellSize = cell }
        return (TerminalBackground.parse(reply), graphics)
    }

    /// The cell size in pixels from the tty's window size, when the terminal fills it in.
    private static func cellSizeFromWindow() -> (width: Int, height: Int)? {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        let (width, height) = (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// Writes `question` to the controlling terminal in raw mode and collects what it sends
    /// back until `isComplete` says so or the time is up (at most 4 KB).
    private static func ask(_ question: [UInt8], timeoutMilliseconds: Int, until isComplete: ([UInt8]) -> Bool) -> [UInt8]? {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_cc.6 = 0  // VMIN
        raw.c_cc.5 = 0  // VTIME
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(descriptor, TCSANOW, &saved) }
        let written = question.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == question.count else { return nil }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(timeoutMilliseconds))
        while reply.count < 4096, !isComplete(reply) {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { break }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000) + 1
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            reply.append(contentsOf: buffer[0..<count])
        }
        return reply
    }
}

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
        askBackground(timeoutMilliseconds: timeoutMilliseconds).flatMap { TerminalBackground.parse($0.reply()) }
    }

    /// Asks for the background colour (as ``backgroundColor(timeoutMilliseconds:)``); parse the
    /// reply with `TerminalBackground.parse`.
    package static func askBackground(timeoutMilliseconds: Int = 200) -> TerminalQuestion? {
        TerminalQuestion(TerminalBackground.query, timeoutMilliseconds: timeoutMilliseconds, until: TerminalBackground.isComplete)
    }

    /// Asks one round of questions for the background colour (OSC 11) and pixel graphics (see
    /// ``TerminalGraphics``), answered within `timeoutMilliseconds` or not at all; read the
    /// answer with ``backgroundAndGraphics(_:environment:)``.
    package static func askBackgroundAndGraphics(timeoutMilliseconds: Int = 200) -> TerminalQuestion? {
        let question = Array("\u{1B}]11;?\u{1B}\\".utf8) + TerminalGraphics.query
        return TerminalQuestion(question, timeoutMilliseconds: timeoutMilliseconds, until: TerminalGraphics.isComplete)
    }

    /// The answer to ``askBackgroundAndGraphics(timeoutMilliseconds:)`` (nil: it could not be
    /// asked). The cell size comes from the tty's own pixel size (TIOCGWINSZ) when it has one,
    /// else from `CSI 16 t`.
    package static func backgroundAndGraphics(
        _ question: TerminalQuestion?, environment: [String: String]
    ) -> (background: Color?, graphics: TerminalGraphics) {
        let reply = question?.reply() ?? []
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
}

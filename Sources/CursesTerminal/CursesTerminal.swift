import CNcursesw
import CTerminalSignals
import CellEncoder

/// The terminal session: curses (ncursesw) for what terminfo knows (keys, mouse, resizes,
/// suspend and resume, the alternate screen, the restore on every way out), and one
/// damage-tracked writer that owns every cell of the screen.
///
/// Curses never draws a cell after ``open()``: the grid given to ``draw(_:)`` is the whole
/// screen, written with `ANSIWriter` as the cells that differ from the last grid drawn, so
/// nothing can move a cell behind its owner's back (no scrolling regions, no line insertion).
///
/// ```swift
/// let terminal = try CursesTerminal.open()
/// defer { terminal.close() }
/// terminal.draw(grid)
/// let event = terminal.nextEvent(timeoutMilliseconds: -1)
/// ```
@MainActor
package final class CursesTerminal {
    /// What the terminal can show, from terminfo and the environment.
    package let colors: Int
    /// Whether terminfo declares direct colour (`RGB`).
    package let hasDirectColor: Bool
    /// The grid on screen, or nil when the screen must be painted whole.
    private var drawn: CellGrid?
    /// Whether the next draw starts by clearing the screen (Ctrl-L, resize, resume).
    private var clearsFirst = true
    private var isOpen = true
    private let keys = KeyDecoder()
    /// Whether button 1 is down (between a press and its release): a motion report is then a
    /// drag, else a move.
    private var buttonDown = false
    /// Whether every pointer motion is reported (``reportPointerMotion(_:)``).
    private var reportsMotion = false
    /// Mouse events read with an earlier one and not yet returned, oldest first.
    private var queuedMouseEvents: [TerminalEvent] = []

    /// Bytes that restore a terminal left in the player's state (written by the fatal-signal handler).
    static let resetSequence =
        "\u{1B}[?2026l\u{1B}[?2004l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?7h\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// Modes the player sets on top of what curses sets: no autowrap (the bottom-right cell
    /// never scrolls), button-drag mouse reports, bracketed paste.
    static let playerModes = "\u{1B}[?7l\u{1B}[?1002h\u{1B}[?2004h"
    /// The most characters a paste may hold; the rest is dropped.
    static let maxPasteLength = 4096

    private init(colors: Int, hasDirectColor: Bool) {
        self.colors = colors
        self.hasDirectColor = hasDirectColor
    }

    /// Starts curses on the controlling terminal. The screen goes to standard output, or to
    /// `/dev/tty` when standard output is redirected (so `lottie-term anim.json > keypaths.txt`
    /// keeps standard output for what the player prints on exit).
    /// - Throws: `TerminalError` when stdin is not a terminal, stdout is not one and there is no
    ///   controlling terminal, or curses cannot start.
    package static func open() throws(TerminalError) -> CursesTerminal {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal("standard input") }
        var screenFile = cnc_stdout()
        if isatty(STDOUT_FILENO) != 1 {
            guard let tty = cnc_open_tty() else { throw .notATerminal("standard output") }
            screenFile = tty
            cnc_set_output_fd(fileno(tty))
        }
        setlocale(LC_ALL, "")
        // Blocks, braille and box drawing need a UTF-8 locale; without one (LANG unset), use C.UTF-8.
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        resetSequence.utf8CString.withUnsafeBufferPointer { bytes in
            cnc_install_signal_handlers(bytes.baseAddress, bytes.count - 1)
        }
        guard newterm(nil, screenFile, cnc_stdin()) != nil else {
            throw .failed("newterm", "the terminal type \"\(TerminalEnvironment.term ?? "")\" is unknown to terminfo")
        }
        let screen = cnc_stdscr()
        // Curses return codes are checked here, in one place: the session cannot work without
        // these modes, so a failure ends curses and names the call.
        let required: [(String, Int32)] = [
            ("cbreak", cbreak()), ("noecho", noecho()), ("nonl", nonl()), ("keypad", keypad(screen, true)),
            ("nodelay", nodelay(screen, true)),
        ]
        if let failed = required.first(where: { $0.1 == ERR }) {
            endwin()
            throw .failed(failed.0, "returned ERR")
        }
        // These may fail on some terminals without harm (no invisible cursor, no mouse, no
        // bracketed paste keys); their results only say so.
        _ = set_escdelay(25)
        _ = curs_set(0)
        _ = mouseinterval(0)
        _ = mousemask(
            mmask_t(cnc_BUTTON1_PRESSED | cnc_BUTTON1_RELEASED | cnc_REPORT_MOUSE_POSITION | cnc_BUTTON4_PRESSED | cnc_BUTTON5_PRESSED),
            nil)
        _ = define_key("\u{1B}[200~", KeyDecoder.pasteStart)
        _ = define_key("\u{1B}[201~", KeyDecoder.pasteEnd)
        var colors = 0
        // A terminal whose colours cannot start is drawn in monochrome.
        if has_colors(), start_color() != ERR {
            _ = use_default_colors()
            colors = Int(cnc_colors())
        }
        let terminal = CursesTerminal(colors: colors, hasDirectColor: cnc_has_flag("RGB") != 0 && colors >= 0x100_0000)
        terminal.settle()
        return terminal
    }

    /// The screen size in cells.
    package var size: (columns: Int, rows: Int) {
        (Int(max(cnc_cols(), 0)), Int(max(cnc_lines(), 0)))
    }

    /// Shows `grid`, the whole screen, writing only the cells that differ from the last grid
    /// drawn (every cell after ``invalidate()``). Cells whose colours differ by at most
    /// `tolerance` (0–255 per channel) from what is on screen are left as they are.
    ///
    /// With `image`, the image is drawn over its rectangle (whose cells in `grid` should be
    /// blank) when it shows another frame than the one on screen; an image that changes only a
    /// part (``TerminalImage/base``) is drawn only over the frame it was made from
    /// (``shownImage``), else left out. For a sixel image that leaves pixels undrawn the cells it
    /// draws are erased first, so they show the background. When an image goes away every cell
    /// is written again (over sixel and iTerm2 images) and a kitty image is deleted. Everything
    /// goes out as one synchronized update.
    package func draw(_ grid: CellGrid, tolerance: Int = 0, image: TerminalImage? = nil) {
        guard isOpen else { return }
        var bytes: [UInt8] = clearsFirst ? Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8) : []
        bytes += Array("\u{1B}[?2026h".utf8)
        var previous = clearsFirst ? nil : drawn
        if let shown = shownImage, image?.rect != shown.rect || image?.mode != shown.mode {
            if shown.mode == .kitty { bytes += KittyImage().deletion() }
            previous = nil
            shownImage = nil
        }
        let grid = grid.settled(toward: previous, tolerance: tolerance)
        bytes += ANSIWriter().frame(grid, previous: previous)
        if let image, image != shownImage, image.base == nil || image.base === shownImage?.frame {
            let cells = image.drawnCells
            if image.mode == .sixel, image.leavesPixels {
                bytes += Array("\u{1B}[0m".utf8)
                for row in cells.row..<(cells.row + cells.rows) {
                    bytes += Array("\u{1B}[\(row + 1);\(cells.column + 1)H\u{1B}[\(cells.columns)X".utf8)
                }
            }
            bytes += Array("\u{1B}[\(cells.row + 1);\(cells.column + 1)H".utf8) + image.escape
            shownImage = image
        }
        bytes += Array("\u{1B}[?2026l".utf8)
        write(bytes)
        drawn = grid
        clearsFirst = false
    }

    /// The image on screen over the viewport, if any: the frame an image that changes a part
    /// must be made from.
    package private(set) var shownImage: TerminalImage?

    /// Makes the next ``draw(_:)`` clear the screen and paint every cell (Ctrl-L, resize, resume).
    package func invalidate() {
        drawn = nil
        if shownImage?.mode == .kitty { write(KittyImage().deletion()) }
        shownImage = nil
        clearsFirst = true
    }

    /// The next event, waiting at most `timeoutMilliseconds` (negative: for ever, using no CPU).
    /// Keys the terminal sends that mean nothing here come back as `.timeout`. With `descriptor`,
    /// also wakes up when it becomes readable (`.readable`; input is read first when both are).
    package func nextEvent(timeoutMilliseconds: Int, alsoWaitingFor descriptor: Int32? = nil) -> TerminalEvent {
        if let event = pendingEvent() { return event }
        let waited = cnc_wait_for_input_or(Int32(clamping: timeoutMilliseconds), descriptor ?? -1)
        if let event = pendingEvent() { return event }
        switch waited {
        case 0: return .timeout
        case 2: return .readable
        case -2: return .endOfInput
        default:
            switch readEvent() {
            case .event(let event): return event
            case .ignored: return .timeout
            case .nothing: return waited == 1 ? .endOfInput : .timeout
            }
        }
    }

    /// Ends curses and restores the terminal. Safe to call twice.
    package func close() {
        guard isOpen else { return }
        isOpen = false
        if shownImage?.mode == .kitty { write(KittyImage().deletion()) }
        endwin()
        write(Array(Self.resetSequence.utf8))
    }

    // MARK: - Private

    /// Lets curses finish its own output (the alternate screen on start, its idea of the screen
    /// after a resize or a resume), so it has nothing left to draw later, then sets our modes.
    private func settle() {
        wnoutrefresh(cnc_stdscr())
        doupdate()
        write(Array(Self.playerModes.utf8))
        if reportsMotion { write(Array(Self.motionMode.utf8)) }
        invalidate()
    }

    /// Any-motion mouse reports, for hover: only while a state machine runs, since they flood
    /// the input with every move.
    static let motionMode = "\u{1B}[?1003h"

    /// Asks the terminal to report every pointer motion (``MouseEvent/Kind/move``), or only
    /// drags again.
    package func reportPointerMotion(_ on: Bool) {
        guard on != reportsMotion else { return }
        reportsMotion = on
        write(Array((on ? Self.motionMode : "\u{1B}[?1003l\u{1B}[?1002h").utf8))
    }

    private func write(_ bytes: [UInt8]) {
        cnc_block_quit_signals(1)
        _ = bytes.withUnsafeBufferPointer { cnc_write_all($0.baseAddress, $0.count) }
        cnc_block_quit_signals(0)
    }

    /// Signals and resumes noticed by the C handlers, then keys curses already holds.
    private func pendingEvent() -> TerminalEvent? {
        let signal = cnc_take_pending_signal()
        if signal != 0 { return .signal(signal) }
        if cnc_take_continued() != 0 {
            settle()
            return .continued
        }
        if case .event(let event) = readEvent() { return event }
        return nil
    }

    private enum Read {
        case event(TerminalEvent)
        /// A key that means nothing to the player.
        case ignored
        /// No input was waiting.
        case nothing
    }

    private func readEvent() -> Read {
        if !queuedMouseEvents.isEmpty { return .event(queuedMouseEvents.removeFirst()) }
        var character: wint_t = 0
        switch wget_wch(cnc_stdscr(), &character) {
        case KEY_CODE_YES:
            switch Int32(character) {
            case KEY_RESIZE:
                settle()
                return .event(.resize)
            case KEY_MOUSE:
                queuedMouseEvents = mouseEvents()
                return queuedMouseEvents.isEmpty ? .ignored : .event(queuedMouseEvents.removeFirst())
            case KeyDecoder.pasteStart:
                return .event(.paste(readPaste()))
            default:
                return keys.functionKey(Int32(character)).map { .event(.key($0)) } ?? .ignored
            }
        case OK:
            return keys.character(UInt32(character)).map { .event(.key($0)) } ?? .ignored
        default:
            return .nothing
        }
    }

    /// The text between the bracketed-paste markers (the start was just read), up to
    /// ``maxPasteLength`` characters; gives up when the end marker does not come within 100 ms.
    private func readPaste() -> String {
        var text = String.UnicodeScalarView()
        var character: wint_t = 0
        while true {
            let status = wget_wch(cnc_stdscr(), &character)
            if status == KEY_CODE_YES, Int32(character) == KeyDecoder.pasteEnd { break }
            if status == OK {
                if text.count < Self.maxPasteLength, let scalar = Unicode.Scalar(UInt32(character)) { text.append(scalar) }
                continue
            }
            if status == ERR, cnc_wait_for_input(100) != 1 { break }
        }
        return String(text)
    }

    /// The mouse events curses holds, oldest first. Reports that arrive together (a click's
    /// press and release in one read) come as one KEY_MOUSE, and `getmouse` pops the newest
    /// first, so reading only one would lose the press and with it the click.
    private func mouseEvents() -> [TerminalEvent] {
        var events: [MEVENT] = []
        var event = MEVENT()
        // curses queues at most a few events; the bound keeps a broken queue from looping.
        while events.count < 64, getmouse(&event) == OK { events.append(event) }
        return events.reversed().compactMap(mouseEvent)
    }

    private func mouseEvent(_ event: MEVENT) -> TerminalEvent? {
        let state = event.bstate
        let kind: MouseEvent.Kind
        if state & mmask_t(cnc_BUTTON1_PRESSED) != 0 {
            kind = .press
            buttonDown = true
        } else if state & mmask_t(cnc_BUTTON1_RELEASED) != 0 {
            kind = .release
            buttonDown = false
        } else if state & mmask_t(cnc_BUTTON4_PRESSED) != 0 {
            kind = state & mmask_t(cnc_BUTTON_CTRL) != 0 ? .controlWheelUp : .wheelUp
        } else if state & mmask_t(cnc_BUTTON5_PRESSED) != 0 {
            kind = state & mmask_t(cnc_BUTTON_CTRL) != 0 ? .controlWheelDown : .wheelDown
        } else if state & mmask_t(cnc_REPORT_MOUSE_POSITION) != 0 {
            kind = buttonDown || !reportsMotion ? .drag : .move
        } else {
            return nil
        }
        return .mouse(MouseEvent(kind: kind, column: Int(event.x), row: Int(event.y)))
    }
}

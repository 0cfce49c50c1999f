import CNcursesw
import CellEncoder

/// The curses session: the only user of ncursesw. Draws cell grids, reads keys, mouse and
/// resizes, and puts the terminal back on every way out (normal close, quit signals, and
/// fatal signals through a precomputed reset written from a C handler).
///
/// ```swift
/// let terminal = try CursesTerminal.open()
/// defer { terminal.close() }
/// terminal.draw(grid)
/// let event = terminal.nextEvent(timeoutMilliseconds: -1)
/// ```
@MainActor
public final class CursesTerminal {
    /// What the terminal can show, from terminfo and the environment.
    public let colors: Int
    /// Whether terminfo declares direct colour (`RGB`), so curses itself can draw 24-bit colour.
    public let hasDirectColor: Bool
    private var pairs = ColorPairs()
    private var drawn: CellGrid?
    /// The cells last written around curses, with their region and skipped rectangles.
    private var directDrawn: (region: CellRect, skipped: [CellRect], grid: CellGrid)?
    private var isOpen = true
    private let keys = KeyDecoder()

    /// Bytes that restore a terminal left in the player's state (written by the fatal-signal handler).
    static let resetSequence = "\u{1B}[?2026l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private init(colors: Int, hasDirectColor: Bool) {
        self.colors = colors
        self.hasDirectColor = hasDirectColor
    }

    /// Starts curses on the controlling terminal.
    /// - Throws: `TerminalError` when stdin or stdout is not a terminal, or curses cannot start.
    public static func open() throws(TerminalError) -> CursesTerminal {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal("standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal("standard output") }
        setlocale(LC_ALL, "")
        // Blocks, braille and box drawing need a UTF-8 locale; without one (LANG unset), use C.UTF-8.
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        resetSequence.utf8CString.withUnsafeBufferPointer { bytes in
            cnc_install_signal_handlers(bytes.baseAddress, bytes.count - 1)
        }
        guard newterm(nil, cnc_stdout(), cnc_stdin()) != nil else {
            throw .failed("newterm", "the terminal type \"\(TerminalEnvironment.term ?? "")\" is unknown to terminfo")
        }
        let screen = cnc_stdscr()
        cbreak()
        noecho()
        nonl()
        keypad(screen, true)
        nodelay(screen, true)
        set_escdelay(25)
        curs_set(0)
        mouseinterval(0)
        mousemask(mmask_t(cnc_BUTTON1_PRESSED | cnc_BUTTON1_RELEASED | cnc_REPORT_MOUSE_POSITION), nil)
        var colors = 0
        if has_colors() {
            start_color()
            use_default_colors()
            colors = Int(cnc_colors())
        }
        return CursesTerminal(colors: colors, hasDirectColor: cnc_has_flag("RGB") != 0 && colors >= 0x100_0000)
    }

    /// The screen size in cells.
    public var size: (columns: Int, rows: Int) {
        (Int(max(cnc_cols(), 0)), Int(max(cnc_lines(), 0)))
    }

    /// Shows `grid`, changing only the cells that differ from the last one drawn.
    ///
    /// Cells inside `trueColorRegion` (outside `overlay`) bypass curses: they are written as
    /// 24-bit escapes right after curses has drawn the rest, between a cursor save and restore,
    /// for terminals that show truecolor although their terminfo entry has no direct colour.
    public func draw(_ grid: CellGrid, trueColorRegion: CellRect? = nil, overlay: CellRect? = nil) {
        guard isOpen else { return }
        var grid = grid
        var direct: CellGrid?
        if let region = trueColorRegion {
            var cells = CellGrid(columns: region.columns, rows: region.rows)
            for row in 0..<region.rows {
                for column in 0..<region.columns {
                    let x = region.column + column
                    let y = region.row + row
                    if overlay?.contains(column: x, row: y) == true { continue }
                    cells[column, row] = grid[x, y]
                    grid[x, y] = .blank
                }
            }
            direct = cells
        }
        let skipped = trueColorRegion.flatMap { region in
            overlay.map { [CellRect(column: $0.column - region.column, row: $0.row - region.row, columns: $0.columns, rows: $0.rows)] }
        } ?? []
        let previous = directDrawn.flatMap { $0.region == trueColorRegion && $0.skipped == skipped ? $0.grid : nil }
        if let region = trueColorRegion, previous == nil {
            // Curses cannot know what the escapes left on these rows: make it repaint them whole
            // (blanks and any overlay), then the escapes repaint the rest.
            wredrawln(cnc_stdscr(), Int32(region.row), Int32(region.rows))
        }
        drawThroughCurses(grid)
        guard let direct, let region = trueColorRegion else {
            directDrawn = nil
            return
        }
        let writer = ANSIWriter(synchronizedUpdate: true, skipped: skipped)
        let bytes = Array("\u{1B}7".utf8) + writer.frame(direct, previous: previous, origin: (region.row, region.column))
            + Array("\u{1B}8".utf8)
        cnc_block_quit_signals(1)
        _ = bytes.withUnsafeBufferPointer { cnc_write_all($0.baseAddress, $0.count) }
        cnc_block_quit_signals(0)
        directDrawn = (region, skipped, direct)
    }

    private func drawThroughCurses(_ grid: CellGrid) {
        let screen = cnc_stdscr()
        let previous = drawn.flatMap { $0.columns == grid.columns && $0.rows == grid.rows ? $0 : nil }
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = grid[column, row]
                if let previous, previous[column, row] == cell { continue }
                // The bottom-right cell would scroll some terminals; curses handles it with insert mode.
                _ = cnc_put(
                    screen, Int32(row), Int32(column), wchar_t(bitPattern: cell.character.value),
                    attributes(cell.attributes), pairs.pair(foreground: cell.foreground, background: cell.background, colors: colors, direct: hasDirectColor))
            }
        }
        drawn = grid
        cnc_block_quit_signals(1)
        wnoutrefresh(screen)
        doupdate()
        cnc_block_quit_signals(0)
    }

    /// Forces the next `draw` to repaint every cell (after a resize or a resume).
    public func invalidate() {
        drawn = nil
        directDrawn = nil
        clearok(cnc_curscr(), true)
    }

    /// The next event, waiting at most `timeoutMilliseconds` (negative: for ever, using no CPU).
    public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent {
        if let event = pendingEvent() { return event }
        let waited = cnc_wait_for_input(Int32(clamping: timeoutMilliseconds))
        if let event = pendingEvent() { return event }
        switch waited {
        case 0: return .timeout
        case -2: return .endOfInput
        default: return readEvent() ?? (waited == 1 ? .endOfInput : .timeout)
        }
    }

    /// Ends curses and restores the terminal. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        endwin()
        Self.resetSequence.utf8CString.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt8.self) { raw in _ = cnc_write_all(raw.baseAddress, raw.count - 1) }
        }
    }

    // MARK: - Private

    /// Signals and resumes noticed by the C handlers, then keys curses already holds.
    private func pendingEvent() -> TerminalEvent? {
        let signal = cnc_take_pending_signal()
        if signal != 0 { return .signal(signal) }
        if cnc_take_continued() != 0 {
            invalidate()
            return .continued
        }
        return readEvent()
    }

    private func readEvent() -> TerminalEvent? {
        var character: wint_t = 0
        let status = wget_wch(cnc_stdscr(), &character)
        switch status {
        case KEY_CODE_YES:
            if Int32(character) == KEY_RESIZE {
                invalidate()
                return .resize
            }
            if Int32(character) == KEY_MOUSE { return mouseEvent() }
            return keys.functionKey(Int32(character)).map { .key($0) }
        case OK:
            return keys.character(UInt32(character)).map { .key($0) }
        default:
            return nil
        }
    }

    private func mouseEvent() -> TerminalEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        let kind: MouseEvent.Kind
        if state & mmask_t(cnc_BUTTON1_PRESSED) != 0 {
            kind = .press
        } else if state & mmask_t(cnc_BUTTON1_RELEASED) != 0 {
            kind = .release
        } else if state & mmask_t(cnc_REPORT_MOUSE_POSITION) != 0 {
            kind = .drag
        } else {
            return nil
        }
        return .mouse(MouseEvent(kind: kind, column: Int(event.x), row: Int(event.y)))
    }

    private func attributes(_ value: CellAttributes) -> attr_t {
        var result = cnc_A_NORMAL
        if value.contains(.bold) { result |= cnc_A_BOLD }
        if value.contains(.reverse) { result |= cnc_A_REVERSE }
        if value.contains(.dim) { result |= cnc_A_DIM }
        if value.contains(.underline) { result |= cnc_A_UNDERLINE }
        return result
    }
}
